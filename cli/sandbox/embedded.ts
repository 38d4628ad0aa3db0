/**
 * The embedded sandbox (design §1, §4): with no `--env`, every command that talks to a server
 * talks to the sandbox on the local origin, and starts it inside the command when nothing is
 * listening there, so `npx portal-cli login --locale de-de` works on a fresh machine.
 *
 * A sandbox started here lives as long as the command: its sessions are in memory. The command
 * says so, and `portal-cli sandbox` (or `npm run sandbox`) keeps one running between commands.
 * fixtures/ is imported only when a sandbox has to be started, so other runs never load it.
 */
import { deadlineAfter } from '../adapters/deadline';
import { CliError } from '../errors';

export interface SandboxConnection {
  readonly origin: string;
  /** This command started the sandbox, in this process. */
  readonly startedHere: boolean;
  /** Stops a sandbox started here; nothing otherwise. */
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** How long the "is anything listening" probe waits: loopback answers in microseconds. */
const PROBE_TIMEOUT_MS = 1500;

type Probe = 'answered' | 'refused' | 'failed';

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } })?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code;
}

/** Asks the identity provider's key set: every sandbox answers it, with or without a control endpoint. */
async function probe(origin: string): Promise<Probe> {
  // A referenced timer (adapters/deadline.ts): with AbortSignal.timeout, a reset connection could
  // end the process with exit 13 and no message.
  const deadline = deadlineAfter(PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(`${origin}/auth/realms/global/protocol/openid-connect/certs`, {
      signal: deadline.signal,
    });
    await response.body?.cancel();
    return 'answered';
  } catch (error) {
    return causeCode(error) === 'ECONNREFUSED' ? 'refused' : 'failed';
  } finally {
    deadline.clear();
  }
}

export interface EnsureSandboxOptions {
  /** Told when a sandbox is started here, for the stderr note. */
  readonly onStarted?: (origin: string) => void;
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
  const first = await probe(origin);
  if (first === 'answered') return listening;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (first === 'failed' || url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || port === 0) {
    throw new CliError(
      'UNREACHABLE',
      `The sandbox at ${origin} does not answer.`,
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
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && (await probe(origin)) === 'answered')
      return listening;
    throw new CliError(
      'UNREACHABLE',
      `Could not start the embedded sandbox on port ${port}: ${(error as Error).message}.`,
      'Free the port, or run `portal-cli sandbox --port <free port>` and set PORTAL_SANDBOX_URL to its URL.',
    );
  }
}
