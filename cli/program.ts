/**
 * The command line (commander): every command, its options and help, with the actions loaded on
 * demand so that a command reads only its own code (design §8: cold start). Options shared by all
 * commands come from `withCommonOptions`; program options are positional (before the command), so
 * `markets --version v2` is the design version, not portal-cli's.
 */
import { Argument, Command, CommanderError, Option } from 'commander';
import type { CompletionSpec } from './completion/spec';
import type { CliIo, CommandRun, CommonOptions } from './context';
import { EXAMPLES, examplesHelp } from './examples';
import { EXIT, type ExitCode, exitCodeHelp } from './exit-codes';

const ENVIRONMENT_HELP = `
Environment variables:
  PORTAL_ENV, PORTAL_REGION       default --env and --region
  PORTAL_SANDBOX_URL              the local environment's sandbox (default http://127.0.0.1:4010)
  PORTAL_SERVICES, PORTAL_FLAGS   JSON objects: service base URLs, feature flags
  PORTAL_CLIENT_ID                the OAuth client id of the login (and of a refresh whose token names none)
  PORTAL_IDENTITY_LOGOUT          keycloak (default: the §7 logout call) or revocation (RFC 7009, standard servers)
  PORTAL_CAPTCHA_TOKEN            the bot-check token of a remote environment
  PORTAL_LOCK_WAIT                seconds to wait for another process using the session (default 30)
  PORTAL_PASSWORD, PORTAL_OTP     the password and one-time code (or --password-stdin, --otp, a prompt)
  PORTAL_CLI_CONFIG               the configuration file (default <config dir>/config.json)
  PORTAL_CLI_CONFIG_DIR           the config directory (default $XDG_CONFIG_HOME/portal-cli)
  HTTPS_PROXY, HTTP_PROXY, NO_PROXY   proxies (loopback is never proxied)
  NO_COLOR                        no colour (also --no-color, and when stdout is not a terminal)`;

function withCommonOptions(command: Command): Command {
  return command
    .option('--json', 'print one JSON document on stdout (progress and warnings go to stderr)')
    .option('--no-color', 'no colour (also NO_COLOR, or when stdout is not a terminal)')
    .option(
      '--env <name>',
      'environment: local, development, staging, onboarding, production (default local)',
    )
    .option('--region <region>', 'region: DEU or GBR (default DEU)')
    .option('--config <file>', 'configuration file')
    .option('--verbose', "print core's log lines on stderr");
}

export interface ProgramResult {
  exitCode: ExitCode;
}

/**
 * The program for the argument line `argv` (without it: every command).
 * @example const result = { exitCode: 0 }; await buildProgram(io, result, argv).parseAsync(argv, { from: 'user' });
 */
export function buildProgram(io: CliIo, result: ProgramResult, argv: readonly string[] = []): Command {
  const program = new Command('portal-cli');

  /** A command with the options every command takes and its examples below the help. */
  function command(name: string): Command {
    return withCommonOptions(program.command(name)).addHelpText('after', examplesHelp(EXAMPLES[name] ?? []));
  }

  function action<O>(name: string, load: () => Promise<CommandRun<O>>) {
    return async (...received: unknown[]) => {
      const command = received.at(-1) as Command;
      const options = command.opts() as O & CommonOptions;
      const args = command.args;
      // Loaded here, not at the top: `--help` and `--version` need commander only. The command's
      // chunk starts loading at once, beside run-command's, rather than after it (design §8); a
      // failure to load it is reported by runCommand, which awaits it.
      const run = load();
      run.catch(() => {});
      const { runCommand } = await import('./run-command');
      result.exitCode = await runCommand(io, name, options, args, () => run);
    };
  }

  program
    .description(
      'The terminal harness of the customer portal for QA and ops: login, sessions, markets and menus, built on the portal core, against the embedded sandbox or a remote environment.',
    )
    // `-v`, `--version` and `-V` are `version` (see versionAlias), so `--version --json` is JSON.
    .option('-v, --version', 'print the version (with --json: as a JSON document)')
    .enablePositionalOptions()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
    })
    .addHelpText(
      'after',
      `${examplesHelp([...EXAMPLES.login!.slice(0, 1), ...EXAMPLES.session!.slice(0, 1), ...EXAMPLES.check!.slice(1, 2), ...EXAMPLES.completion!.slice(0, 1)])}\n\n${exitCodeHelp()}\n${ENVIRONMENT_HELP}`,
    )
    .exitOverride();

  /**
   * Every command, in the order of the help. A run that names one builds only that one (design §8:
   * building them all is a share of the start); the program's help, a mistyped command's
   * suggestions and `completion` need them all.
   */
  const commands: Record<string, () => Command> = {
    login: () =>
      command('login')
        .description(
          'log in through core: bot check, password, one-time code; report customer, token, destination and header',
        )
        .option('--locale <locale>', 'login page locale, e.g. de-de (default de-de)')
        .option('--email <email>', 'the login email (embedded sandbox: default the demo persona)')
        .option('--password-stdin', 'read the password from stdin (else PORTAL_PASSWORD or a hidden prompt)')
        .option('--otp <code>', 'the one-time code if the server asks for one (else PORTAL_OTP or a prompt)')
        .option('--remember-device', 'consent to trusting this device (rememberDeviceConsent)')
        .option('--product <id>', 'the product parameter of the login page')
        .option('--deep-link <path>', 'the obs-deepLink parameter of the login page')
        .addOption(
          new Option('--open-banking <flow>', 'the open-banking login variant').choices([
            'payout',
            'piis',
            'ais',
          ]),
        )
        .option('--show-tokens', 'print the access and refresh tokens (never printed otherwise)')
        .option(
          '--with-tokens',
          "store tokens minted elsewhere instead of logging in: the token endpoint's JSON answer on stdin (a standard OpenID Connect server, cli/README.md)",
        )
        .action(action('login', async () => (await import('./commands/login')).loginCommand)),
    logout: () =>
      command('logout')
        .description('log out: identity provider, local session, portal logout as the flags say')
        .option(
          '--page <path>',
          'the portal page the logout starts from (default the dashboard); from /de-de/pension/ with userManagementPensionLogout on it ends in the pension logout flow',
        )
        .action(action('logout', async () => (await import('./commands/logout')).logoutCommand)),
    session: () =>
      command('session')
        .description('session status; `session refresh` refreshes now; --watch runs the session timer live')
        .addArgument(
          new Argument('[action]', 'status or refresh').choices(['status', 'refresh']).default('status'),
        )
        .option('--watch', 'live countdown with auto-refresh and extend, as the web portal does it')
        .option('--for <seconds>', 'with --watch: stop after this many seconds')
        .option('--idle-timeout <seconds>', 'with --watch: the idle timeout (default 300, the portal’s)')
        .option('--offline', 'do not ask the server whether it still accepts the session')
        .option(
          '--mobile-webview',
          'run the session as the mobile app’s webview does (§4): no idle end, no countdown, time left = token life',
        )
        .option(
          '--simulated-session',
          'local only: local development’s simulation (§4): session checks bypassed, the token taken to live 220 s',
        )
        .action(action('session', async () => (await import('./commands/session')).sessionCommand)),
    markets: () =>
      command('markets')
        .description('the country picker as core builds it; --check requests every market link')
        .addOption(
          new Option(
            '--version <version>',
            'design version (default: the one the portal shows, §9 theme rule)',
          ).choices(['v1', 'v2']),
        )
        .option('--locale <locale>', 'the viewer locale (default de-de)')
        .option('--check', 'request every market link on the environment and report each status')
        .option('--timeout <seconds>', 'with --check: per request (default 10)')
        .action(action('markets', async () => (await import('./commands/markets')).marketsCommand)),
    menu: () =>
      command('menu')
        .description('the navigation tree as core builds it, public or private')
        .option('--locale <locale>', 'the menu locale (default de-de)')
        .addOption(
          new Option(
            '--site <site>',
            'which header: the retail markets, the corporate site (/en/corporate/) or banking as a service (/banking-as-a-service/)',
          )
            .choices(['retail', 'corporate', 'banking-as-a-service'])
            .default('retail'),
        )
        .option('--private', "the logged-in customer's menu and account menu")
        .option(
          '--customer <facts>',
          'with --private, instead of the session: comma-separated facts, e.g. company,pending,distributor=ID,unread=2',
        )
        .action(action('menu', async () => (await import('./commands/menu')).menuCommand)),
    products: () =>
      command('products')
        .description(
          "the session customer's products with their states: orders, savings plans, rule violations, blockers, managed portfolios",
        )
        .option('--locale <locale>', "the language of the portal's words (default the session's locale)")
        .action(action('products', async () => (await import('./commands/products')).productsCommand)),
    redirect: () =>
      command('redirect')
        .description(
          "the session customer's customer redirect (§2.2) and completing it: --confirm, --iban/--holder or --origin/--income",
        )
        .option('--locale <locale>', "the language of the portal's words (default the session's locale)")
        .option('--confirm', 'data validity (cdvc): confirm the recorded details')
        .option('--iban <iban>', 'reference account: the IBAN to record')
        .option('--holder <name>', "reference account: the account holder (default the customer's name)")
        .option('--origin <code>', 'financial information: where the money mainly comes from, e.g. SALARY')
        .option('--income <code>', 'financial information: the annual income band, e.g. INCOME_25K_50K')
        .action(action('redirect', async () => (await import('./commands/redirect')).redirectCommand)),
    check: () =>
      command('check')
        .description('per locale, in parallel: login, session probe, refresh, markets, menu, logout')
        .option('--locale <locales>', 'comma-separated locales (default every supported locale)')
        .option('--email <email>', 'the login email (embedded sandbox: default the demo persona)')
        .option('--password-stdin', 'read the password from stdin (else PORTAL_PASSWORD or a hidden prompt)')
        .option('--otp <code>', 'the one-time code if the server asks for one (else PORTAL_OTP)')
        .option('--retries <n>', 'retry a failed check this many times (default 0)')
        .option('--timeout <seconds>', 'time limit of each check (default 20)')
        .addOption(
          new Option('--reporter <format>', 'report format')
            .choices(['text', 'json', 'junit'])
            .default('text'),
        )
        .option('--out <file>', 'write the report to this file instead of stdout')
        .action(action('check', async () => (await import('./commands/check')).checkCommand)),
    ui: () =>
      command('ui')
        .description(
          'kiosk check: the web portal in Chromium; login, overview, country picker, menu, 404 and outage per locale and width, with screenshots compared with their baselines and axe',
        )
        .option('--locale <locales>', 'comma-separated login locales (default de-de,en-gb)')
        .option('--width <px>', 'comma-separated viewport widths (default 375,1280)')
        .option(
          '--page <pages>',
          'comma-separated pages (default all): login,dashboard,country-picker,menu,not-found,outage',
        )
        .option('--screenshots <dir>', 'folder for the screenshots (default ./portal-ui-screenshots)')
        .option('--baseline <dir>', 'compare with the baselines in this folder (local: the committed ones)')
        .option('--update-baseline', 'write the screenshots as the new baselines instead of comparing')
        .option('--url <origin>', "the web portal's origin (required for a remote --env)")
        .option('--email <email>', 'the login email (embedded sandbox: default the demo persona)')
        .option('--password-stdin', 'read the password from stdin (else PORTAL_PASSWORD or a hidden prompt)')
        .option('--timeout <seconds>', 'time limit of each page (default 20)')
        .addOption(
          new Option('--reporter <format>', 'report format')
            .choices(['text', 'json', 'junit'])
            .default('text'),
        )
        .option('--out <file>', 'write the report to this file instead of stdout')
        .action(action('ui', async () => (await import('./commands/ui')).uiCommand)),
    version: () =>
      command('version')
        .description('the version of portal-cli and of the Node.js it runs on')
        .action(action('version', async () => (await import('./commands/version')).versionCommand)),
    completion: () =>
      command('completion')
        .description('a completion script for bash, zsh or fish (of the commands, options and their values)')
        .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
        .action(
          action('completion', async () =>
            (await import('./commands/completion')).completionCommand(describeProgram(program)),
          ),
        ),
    sandbox: () =>
      command('sandbox')
        .description('run the embedded sandbox until Ctrl-C')
        .option('--port <port>', 'port on 127.0.0.1 (default 4010; 0 picks a free one)')
        .option('--scenario <file>', 'a scenario file (fixtures/scenarios)')
        .action(action('sandbox', async () => (await import('./commands/sandbox')).sandboxCommand)),
  };
  const named =
    argv[0] !== undefined && Object.hasOwn(commands, argv[0]) && argv[0] !== 'completion'
      ? argv[0]
      : undefined;
  for (const [name, define] of Object.entries(commands)) if (named === undefined || name === named) define();

  return program;
}

/**
 * The commands, options and values of the program as plain data, for the completion scripts.
 * @example describeProgram(program).commands.find((c) => c.name === 'markets')?.options
 */
export function describeProgram(program: Command): CompletionSpec {
  const optionsOf = (command: Command) =>
    command.options
      .filter((option) => !option.hidden && option.long)
      .map((option) => ({
        long: option.long!,
        ...(option.short ? { short: option.short } : {}),
        description: option.description,
        takesValue: option.required || option.optional,
        ...(option.argChoices ? { choices: [...option.argChoices] } : {}),
      }));
  return {
    name: program.name(),
    options: optionsOf(program),
    commands: program.commands.map((command) => ({
      name: command.name(),
      description: command.description(),
      options: optionsOf(command),
      arguments: command.registeredArguments.map((argument) => ({
        name: argument.name(),
        ...(argument.argChoices ? { choices: [...argument.argChoices] } : {}),
      })),
    })),
  };
}

/**
 * `-v`, `--version` and `-V` before any command are the `version` command, so that the options that
 * follow (`--json`) apply to it.
 * @example versionAlias(['--version', '--json']) // ['version', '--json']
 */
export function versionAlias(argv: readonly string[]): readonly string[] {
  const [first, ...rest] = argv;
  return first === '-v' || first === '-V' || first === '--version' ? ['version', ...rest] : argv;
}

/** Maps commander's own exits (help, version, bad options) to the exit-code table. */
export function exitCodeOfCommanderError(error: unknown): ExitCode | undefined {
  if (!(error instanceof CommanderError)) return undefined;
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0)
    return EXIT.ok;
  if (error.code === 'commander.help') return EXIT.ok;
  return EXIT.usage;
}
