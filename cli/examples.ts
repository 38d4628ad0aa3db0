/**
 * Examples for each command's help (as gh, kubectl and docker show them): each is a line a user can
 * paste, with what it does. cli/e2e/help.node.test.ts parses every one with the real program, so an
 * example cannot drift from the options.
 */
export interface Example {
  readonly line: string;
  readonly does: string;
}

export const EXAMPLES: Readonly<Record<string, readonly Example[]>> = {
  login: [
    { line: 'portal-cli login --locale de-de', does: "the embedded sandbox's demo persona" },
    {
      line: 'printf %s "$PASSWORD" | portal-cli login --env staging --email qa@example.com --password-stdin',
      does: 'a remote environment, the password on stdin',
    },
    {
      line: 'portal-cli login --email otp@sandbox.local --otp 123456 --json',
      does: 'the one-time-code step, one JSON document',
    },
  ],
  logout: [
    { line: 'portal-cli logout', does: 'the stored session of the local environment' },
    { line: 'portal-cli logout --page /de-de/pension/ --json', does: 'from the pension page' },
  ],
  session: [
    { line: 'portal-cli session', does: 'the stored session, asking the server whether it accepts it' },
    { line: 'portal-cli session refresh --json', does: 'refresh now' },
    { line: 'portal-cli session --watch --for 60', does: 'the session timer live for a minute' },
  ],
  markets: [
    { line: 'portal-cli markets --locale en-gb --version v1', does: 'the country picker of design v1' },
    { line: 'portal-cli markets --check', does: 'request every market link' },
  ],
  menu: [
    { line: 'portal-cli menu --locale fr-fr', does: 'the public navigation' },
    { line: 'portal-cli menu --private', does: "the session customer's menus" },
    { line: 'portal-cli menu --private --customer company,unread=2', does: 'a company customer, no login' },
    { line: 'portal-cli menu --site corporate --json', does: "the corporate site's header" },
  ],
  products: [
    { line: 'portal-cli products', does: "the session customer's products" },
    { line: 'portal-cli products --locale en-gb --json', does: 'in English, with the codes' },
  ],
  redirect: [
    { line: 'portal-cli redirect', does: 'which customer redirect is due' },
    { line: 'portal-cli redirect --confirm', does: 'confirm the data validity' },
    { line: 'portal-cli redirect --iban DE89370400440532013000', does: 'record a reference account' },
  ],
  check: [
    { line: 'portal-cli check --locale de-de,en-gb', does: 'two locales, a line per check' },
    { line: 'portal-cli check --reporter junit --out report.xml', does: 'every locale, JUnit for CI' },
  ],
  ui: [
    { line: 'portal-cli ui --locale de-de,en-gb --width 375,1280', does: 'the built portal in Chromium' },
    {
      line: 'portal-cli ui --env staging --url https://portal.stg.example-bank.com --email qa@example.com --password-stdin',
      does: 'a remote portal',
    },
  ],
  sandbox: [
    { line: 'portal-cli sandbox', does: 'on http://127.0.0.1:4010 until Ctrl-C' },
    {
      line: 'portal-cli sandbox --port 0 --scenario fixtures/scenarios/short-session.json',
      does: 'any free port, with a scenario',
    },
  ],
  version: [{ line: 'portal-cli version --json', does: 'the version as JSON (also: portal-cli -v)' }],
  completion: [
    {
      line: 'portal-cli completion bash > ~/.local/share/bash-completion/completions/portal-cli',
      does: 'bash',
    },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell line, not a template
    { line: 'portal-cli completion zsh > "${fpath[1]}/_portal-cli"', does: 'zsh' },
    { line: 'portal-cli completion fish > ~/.config/fish/completions/portal-cli.fish', does: 'fish' },
  ],
};

/** The examples as the help prints them, below the options. */
export function examplesHelp(examples: readonly Example[]): string {
  return ['', 'Examples:', ...examples.flatMap(({ line, does }) => [`  # ${does}`, `  $ ${line}`])].join(
    '\n',
  );
}
