/**
 * The embedded sandbox (design §1, §4): with no `--env`, every command that talks to a server
 * talks to the sandbox on the local origin, and starts it inside the command when nothing is
 * listening there, so `npx portal-cli login --locale de-de` works on a fresh machine. Only when the
 * user gave no sandbox URL: a URL the user named (PORTAL_SANDBOX_URL, the identity service of
 * PORTAL_SERVICES or the configuration file) is a sandbox they run, and when it does not answer
 * the command ends with exit 4 rather than start a stranger there, whose sessions would not be
 * theirs (a refresh against it would be refused and end the stored session).
 *
 * A sandbox started here lives as long as the command: its sessions are in memory. The command
 * says so, and `portal-cli sandbox` (or `npm run sandbox`) keeps one running between commands.
 * fixtures/ is imported only when a sandbox has to be started, so other runs never load it.
 */
import { deadlineAfter } from '../adapters/deadline';
import type { SandboxSource } from '../config/environment';
import { CliError } from '../errors';

export interface SandboxConnection {
  readonly origin: string;
  /** This command started the sandbox, in this process. */
  readonly startedHere: boolean;
  /** Stops a sandbox started here; nothing otherwise. */
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/**
 * How long the "is anything listening" probe waits. Loopback answers in microseconds on a quiet
 * machine, but a CI runner at load 10+ with dozens of parallel portal-cli processes may take seconds
 * to schedule the sandbox: a probe that times out is asked again, with more patience, before the
 * command gives up. A refused connection needs no patience: nothing listens.
 */
export const PROBE_PATIENCE = { firstMs: 1_500, totalMs: 30_000 } as const;

/** `slow`: no answer in time (the only outcome worth asking again); `failed`: any other error. */
type Probe = 'answered' | 'refused' | 'slow' | 'failed';

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } })?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code;
}

/** Asks the identity provider's key set: every sandbox answers it, with or without a control endpoint. */
async function probeOnce(origin: string, timeoutMs: number): Promise<Probe> {
  // A referenced timer (adapters/deadline.ts): with AbortSignal.timeout, a reset connection could
  // end the process with exit 13 and no message.
  const deadline = deadlineAfter(timeoutMs);
  try {
    const response = await fetch(`${origin}/auth/realms/global/protocol/openid-connect/certs`, {
      signal: deadline.signal,
    });
    await response.body?.cancel();
    return 'answered';
  } catch (error) {
    if (causeCode(error) === 'ECONNREFUSED') return 'refused';
    return (error as Error).name === 'TimeoutError' ? 'slow' : 'failed';
  } finally {
    deadline.clear();
  }
}

/** Probes until the origin answers or refuses, or `patience.totalMs` has passed; tells `onSlow` once. */
async function probe(
  origin: string,
  patience: { readonly firstMs: number; readonly totalMs: number },
  onSlow?: (origin: string, waitMs: number) => void,
): Promise<Probe> {
  const deadline = Date.now() + patience.totalMs;
  let result = await probeOnce(origin, patience.firstMs);
  if (result !== 'slow') return result;
  onSlow?.(origin, patience.totalMs);
  for (let left = deadline - Date.now(); result === 'slow' && left > 0; left = deadline - Date.now())
    result = await probeOnce(origin, left);
  return result;
}

export interface EnsureSandboxOptions {
  /** Where the origin came from; only `default` (no URL given) may start a sandbox. */
  readonly source?: SandboxSource;
  /** Told when a sandbox is started here, for the stderr note. */
  readonly onStarted?: (origin: string) => void;
  /** Told once when the first probe went unanswered and the command waits longer. */
  readonly onSlow?: (origin: string, waitMs: number) => void;
  /** How long to wait for an answer (tests shorten it). */
  readonly patience?: { readonly firstMs: number; readonly totalMs: number };
}

/**
 * @example const sandbox = await ensureSandbox('http://127.0.0.1:4010'); … await sandbox.close();
 * @throws CliError UNREACHABLE when the origin does not answer and cannot be started here
 */
export async function ensureSandbox(
  origin: string,
  options: EnsureSandboxOptions = {},
): Promise<SandboxConnection> {
  const url = new URL(origin);
  const listening: SandboxConnection = { origin, startedHere: false, close: async () => {} };
  const patience = options.patience ?? PROBE_PATIENCE;
  const first = await probe(origin, patience, options.onSlow);
  if (first === 'answered') return listening;
  const source = options.source ?? 'default';
  if (source !== 'default')
    throw new CliError(
      'UNREACHABLE',
      first === 'slow'
        ? `The sandbox at ${origin} (from ${source}) did not answer within ${Math.round(patience.totalMs / 1000)} s.`
        : `The sandbox at ${origin} (from ${source}) does not answer.`,
      `portal-cli starts its embedded sandbox only when no sandbox URL is given. Start one there (portal-cli sandbox --port ${url.port || 80}), or remove the URL from ${source} to use the embedded one.`,
    );
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (
    first === 'slow' ||
    first === 'failed' ||
    url.protocol !== 'http:' ||
    !LOOPBACK_HOSTS.has(url.hostname) ||
    port === 0
  ) {
    throw new CliError(
      'UNREACHABLE',
      first === 'slow'
        ? `The sandbox at ${origin} did not answer within ${Math.round(patience.totalMs / 1000)} s.`
        : `The sandbox at ${origin} does not answer.`,
      'Start it with `portal-cli sandbox`, or point PORTAL_SANDBOX_URL at a running one.',
    );
  }
  const { startSandbox } = await import('../../fixtures');
  try {
    const running = await startSandbox({ port });
    options.onStarted?.(running.url);
    return { origin, startedHere: true, close: () => running.close() };
  } catch (error) {
    // Another command started one on the port meanwhile: use it.
    if (
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE' &&
      (await probe(origin, patience)) === 'answered'
    )
      return listening;
    throw new CliError(
      'UNREACHABLE',
      `Could not start the embedded sandbox on port ${port}: ${(error as Error).message}.`,
      'Free the port, or run `portal-cli sandbox --port <free port>` and set PORTAL_SANDBOX_URL to its URL.',
    );
  }
}
