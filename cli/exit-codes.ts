/**
 * portal-cli's exit codes (design §4: every command has a documented exit code). Scripts and CI
 * branch on these, so they never change meaning; `portal-cli --help` and the README print the table.
 */
export const EXIT = {
  /** The command did what was asked. */
  ok: 0,
  /** A check ran and found a problem (`check`, `markets --check`). */
  checkFailed: 1,
  /** The command line, the configuration file or an environment variable is wrong. */
  usage: 2,
  /**
   * Login refused, no session, or the session ended: wrong password, locked account, one-time
   * code, or the identity provider refused a refresh (expired, reused, another or unknown client).
   */
  authFailed: 3,
  /**
   * The environment could not be reached or gave no verdict: network error, reset, timeout,
   * nothing listening, or a refresh answered with a 5xx, a redirect or an HTML page. The session
   * is kept (docs/decisions/170).
   */
  unreachable: 4,
  /** Anything else: a bug in portal-cli (a command that stopped making progress too) or an answer that breaks the contract. */
  internal: 5,
  /** Ctrl-C (SIGINT), at a prompt too: 128 + 2, as shells and other CLIs report it. */
  interrupted: 130,
  /** SIGTERM: 128 + 15. */
  terminated: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The table as help text and README show it. */
export const EXIT_CODE_TABLE: ReadonlyArray<{ readonly code: ExitCode; readonly meaning: string }> = [
  { code: EXIT.ok, meaning: 'success' },
  { code: EXIT.checkFailed, meaning: 'a check failed (check, markets --check)' },
  {
    code: EXIT.usage,
    meaning:
      'usage error: bad option, configuration file or environment variable; an unsafe session folder or file',
  },
  {
    code: EXIT.authFailed,
    meaning:
      'authentication failed: login refused, not logged in, session ended (a refresh the server refused)',
  },
  {
    code: EXIT.unreachable,
    meaning:
      'environment unreachable: network error, timeout, nothing listening, no verdict (a 5xx, a redirect, an HTML page); the session is kept',
  },
  { code: EXIT.internal, meaning: 'unexpected error: an answer off the contract, or a bug' },
  { code: EXIT.interrupted, meaning: 'interrupted with Ctrl-C (143: terminated with SIGTERM)' },
];

/**
 * @example exitCodeHelp() // 'Exit codes:\n  0  success\n  1  a check failed …'
 */
export function exitCodeHelp(): string {
  return [
    'Exit codes:',
    ...EXIT_CODE_TABLE.map(({ code, meaning }) => `  ${String(code).padEnd(3)}  ${meaning}`),
  ].join('\n');
}
