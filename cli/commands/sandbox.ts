/**
 * `portal-cli sandbox`: the embedded sandbox as a long-running server on 127.0.0.1, so sessions
 * live across commands (`login`, then `session`, then `logout`). Prints its URL, the session rules
 * and the personas; serves until Ctrl-C (exit 130, as for every command stopped so). With
 * `--json`, one document once it listens.
 */

import { readRegularFile } from '../adapters/safe-files';
import { DEFAULT_SANDBOX_ORIGIN } from '../config/environment';
import type { CommandRun } from '../context';
import { CliError } from '../errors';

const MAX_SCENARIO_BYTES = 1024 * 1024;

export interface SandboxOptions {
  readonly port?: string;
  readonly scenario?: string;
}

function portOf(options: SandboxOptions, env: Readonly<Record<string, string | undefined>>): number {
  const text =
    options.port ??
    (env.PORTAL_SANDBOX_URL ? new URL(env.PORTAL_SANDBOX_URL).port : new URL(DEFAULT_SANDBOX_ORIGIN).port);
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new CliError(
      'USAGE',
      `--port "${text}" is not a port.`,
      'Use a number from 0 (any free port) to 65535.',
    );
  return port;
}

export const sandboxCommand: CommandRun<SandboxOptions> = async (context, options) => {
  const { output, io } = context;
  const environment = await context.environment();
  if (!environment.embedded)
    throw new CliError(
      'USAGE',
      `The sandbox is the local environment; --env ${environment.name} does not apply.`,
      'Leave --env out.',
    );
  const port = portOf(options, io.env);
  const fixtures = await import('../../fixtures');
  let scenario: ReturnType<typeof fixtures.parseScenario> | undefined;
  if (options.scenario) {
    try {
      // Capped and a regular file only, like the configuration: `--scenario /dev/zero` is refused.
      const { text } = readRegularFile(options.scenario, { maxBytes: MAX_SCENARIO_BYTES });
      scenario = fixtures.parseScenario(JSON.parse(text), options.scenario);
    } catch (error) {
      throw new CliError(
        'CONFIG_INVALID',
        `The scenario ${options.scenario} is not valid: ${(error as Error).message}`,
        'See fixtures/README.md "Scenario files".',
      );
    }
  }
  let running: Awaited<ReturnType<typeof fixtures.startSandbox>>;
  try {
    running = await fixtures.startSandbox({ port, ...(scenario ? { scenario } : {}) });
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw new CliError(
      'UNREACHABLE',
      inUse
        ? `Port ${port} is in use: is a sandbox already running?`
        : `The sandbox could not start: ${(error as Error).message}`,
      inUse
        ? 'Use it as it is, or pick another port with --port (and set PORTAL_SANDBOX_URL for other commands).'
        : undefined,
    );
  }
  const { config } = running.state;
  if (output.json) {
    output.document({
      ok: true,
      command: 'sandbox',
      url: running.url,
      serviceUrls: running.serviceUrls,
      scenario: scenario?.name ?? null,
      session: {
        accessTokenLifeSeconds: config.accessTokenLifeSeconds,
        idleSessionSeconds: config.idleSessionSeconds,
        maxSessionSeconds: config.maxSessionSeconds,
      },
      personas: fixtures.personaRows(running.state.personas.all, config),
    });
  } else {
    output.line(`Sandbox running at ${output.style.bold(running.url)}`);
    if (scenario) output.line(`Scenario: ${scenario.name}`);
    output.line(
      `Sessions: access token ${config.accessTokenLifeSeconds} s, idle ${config.idleSessionSeconds} s, maximum ${config.maxSessionSeconds} s`,
    );
    output.line(`Control endpoint: ${running.url}/__sandbox`);
    if (running.url !== DEFAULT_SANDBOX_ORIGIN)
      output.line(`Other commands find it with PORTAL_SANDBOX_URL=${running.url}`);
    output.line('');
    output.line(fixtures.formatPersonaTable(running.state.personas.all, config));
    output.line('');
  }
  output.info('Ctrl-C stops the sandbox.');
  const { interrupts } = context;
  interrupts.handle();
  await new Promise<void>((resolve) => {
    if (interrupts.signal.aborted) resolve();
    else interrupts.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await running.close();
  output.info('Sandbox stopped.');
  return interrupts.exitCode();
};
