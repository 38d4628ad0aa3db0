/**
 * What every command gets: the streams, the output rules (--json, colour), the resolved
 * environment (lazily: `markets` never reads the network configuration it does not need), the
 * fetch port, the embedded sandbox on demand, the session file, and clean-up on exit.
 */

import type { RefreshRetryPolicy } from '../core/auth';
import { inertFlagsSwitchedOn } from '../core/config';
import type { Locale } from '../core/locale';
import { parseLocale, SUPPORTED_LOCALES, toPrefix } from '../core/locale';
import type { Fetch, Locks, Logger } from '../core/ports';
import { createNodeFetch } from './adapters/fetch';
import { createFileLocks, DEFAULT_LOCK_WAIT_MS } from './adapters/file-locks';
import { createFileStorage, type FileStorage } from './adapters/file-storage';
import { createStderrLogger } from './adapters/logger';
import { UnsafeFileError } from './adapters/safe-files';
import { type ResolvedEnvironment, resolveEnvironment } from './config/environment';
import { sessionFilePath } from './config/paths';
import { CliError } from './errors';
import type { ExitCode } from './exit-codes';
import { type Interrupts, listenForInterrupts } from './interrupts';
import { createOutput, type Output, type OutStream } from './output/output';
import type { PromptInput } from './prompt/hidden-prompt';
import type { SandboxConnection } from './sandbox/embedded';

/** Options every command takes. */
export interface CommonOptions {
  readonly json?: boolean;
  /** commander's `--no-color`. */
  readonly color?: boolean;
  readonly env?: string;
  readonly region?: string;
  readonly config?: string;
  readonly verbose?: boolean;
}

/** A command's implementation: resolves with its exit code or throws a CliError. */
export type CommandRun<O> = (
  context: Context,
  options: O & CommonOptions,
  args: readonly string[],
) => Promise<ExitCode>;

export interface CliIo {
  readonly stdin: PromptInput & AsyncIterable<Buffer | string> & NodeJS.ReadableStream;
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Ctrl-C and SIGTERM (main.ts listens to the process; tests may leave it out). */
  readonly interrupts?: Interrupts;
  /** What was typed before a hidden prompt, kept unechoed since the start (cli/bin). */
  readonly typeAhead?: TypeAhead;
  /**
   * How a refresh retries a transient failure (default CLI_REFRESH_RETRY, about 3 s of waits).
   * Tests that run commands in the test process pass zero waits instead of sleeping.
   */
  readonly refreshRetry?: RefreshRetryPolicy;
}

/** Keystrokes typed ahead of a hidden prompt, held without echo until the prompt takes them. */
export interface TypeAhead {
  /** Stops holding them and hands them over; empty after the first call. */
  take(): string;
}

export interface Context {
  readonly io: CliIo;
  readonly options: CommonOptions;
  readonly output: Output;
  readonly logger: Logger;
  /** Ctrl-C and SIGTERM: see interrupts.ts. */
  readonly interrupts: Interrupts;
  /**
   * The environment the command runs against, resolved on first use. A promise: a configuration
   * the plain readers decline loads zod's validators then (cli/config/environment.ts).
   */
  environment(): Promise<ResolvedEnvironment>;
  fetch(): Promise<Fetch>;
  /**
   * The local environment: its sandbox, the embedded one started here when no sandbox URL was
   * given and nothing listens; a given URL that does not answer is UNREACHABLE. Remote: nothing.
   */
  connect(): Promise<SandboxConnection | undefined>;
  /** The session file of the environment and region. */
  sessionStorage(options?: { readonly watchIntervalMs?: number }): Promise<FileStorage>;
  /**
   * The locks of the session file, shared with every portal-cli process on it: a refresh waits
   * for another process's (at most PORTAL_LOCK_WAIT seconds, default 30).
   */
  sessionLocks(storage: FileStorage): Locks;
  /** Runs when the command ends, last registered first. */
  onCleanup(fn: () => void | Promise<void>): void;
  cleanup(): Promise<void>;
}

/**
 * PORTAL_LOCK_WAIT: seconds to wait for another process's session lock.
 * @example lockWaitMs({ PORTAL_LOCK_WAIT: '5' }) // 5000
 * @throws CliError CONFIG_INVALID for anything but a positive number
 */
export function lockWaitMs(env: Readonly<Record<string, string | undefined>>): number {
  const text = env.PORTAL_LOCK_WAIT?.trim();
  if (!text) return DEFAULT_LOCK_WAIT_MS;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new CliError(
      'CONFIG_INVALID',
      `PORTAL_LOCK_WAIT must be a positive number of seconds, not "${text}".`,
      'Set it to e.g. 30, or unset it.',
    );
  return Math.round(seconds * 1000);
}

/** `--locale de-de` (any case, `_` or `-`) as core's Locale. */
export function parseLocaleOption(value: string | undefined, fallback: Locale = 'de-DE'): Locale {
  if (value === undefined) return fallback;
  const locale = parseLocale(value);
  if (locale) return locale;
  throw new CliError(
    'USAGE',
    `--locale "${value}" is not a supported locale.`,
    `Use one of: ${SUPPORTED_LOCALES.map(toPrefix).join(', ')}.`,
  );
}

export function createContext(io: CliIo, options: CommonOptions): Context {
  const output = createOutput({
    stdout: io.stdout,
    stderr: io.stderr,
    env: io.env,
    json: options.json === true,
    color: options.color !== false,
  });
  const logger = createStderrLogger(io.stderr, options.verbose === true);
  const cleanups: Array<() => void | Promise<void>> = [];
  let environment: Promise<ResolvedEnvironment> | undefined;
  let fetchPort: Promise<Fetch> | undefined;
  let connection: Promise<SandboxConnection | undefined> | undefined;

  const context: Context = {
    io,
    options,
    output,
    logger,
    interrupts: io.interrupts ?? listenForInterrupts({ on() {}, off() {} }, () => {}),
    environment() {
      environment ??= resolveEnvironment(options, io.env).then((resolved) => {
        // Decision 103: a flag switched on that changes nothing must not look like it works.
        for (const { flag, reason } of inertFlagsSwitchedOn(resolved.flags))
          output.warn(`Flag ${flag} is on but has no effect here: ${reason}.`);
        return resolved;
      });
      return environment;
    },
    fetch() {
      fetchPort ??= createNodeFetch(io.env);
      return fetchPort;
    },
    connect() {
      connection ??= (async () => {
        const resolved = await context.environment();
        if (!resolved.embedded) return undefined;
        const { ensureSandbox } = await import('./sandbox/embedded');
        const sandbox = await ensureSandbox(resolved.config.services.identity, {
          source: resolved.sandboxSource ?? 'default',
          onStarted: (origin) =>
            output.info(
              `Started the embedded sandbox at ${origin} inside this command; it stops when the command ends. ` +
                'Keep one running with `portal-cli sandbox` to use a session across commands.',
            ),
          onSlow: (origin, waitMs) =>
            output.info(
              `The sandbox at ${origin} is slow to answer (a busy machine?); waiting up to ${Math.round(waitMs / 1000)} s.`,
            ),
        });
        cleanups.push(() => sandbox.close());
        return sandbox;
      })();
      return connection;
    },
    async sessionStorage(storageOptions = {}) {
      const resolved = await context.environment();
      let storage: FileStorage;
      try {
        storage = createFileStorage({
          path: sessionFilePath(io.env, resolved.name, resolved.region, resolved.config.services.identity),
          ...storageOptions,
          onProblem: (problem) =>
            output.warn(
              problem.kind === 'permissions-tightened'
                ? `${problem.path} was readable by others (mode ${problem.mode.toString(8)}); set it to 600.`
                : `${problem.path} could not be read (${problem.reason}); treating it as empty.`,
            ),
        });
      } catch (error) {
        if (!(error instanceof UnsafeFileError)) throw error;
        throw new CliError('UNSAFE_FILE', `${error.message} Nothing was read or changed.`, error.fix, {
          path: error.path,
          refusal: error.refusal,
        });
      }
      cleanups.push(() => storage.dispose());
      return storage;
    },
    sessionLocks(storage) {
      return createFileLocks({
        path: storage.path,
        waitMs: lockWaitMs(io.env),
        logger,
        onLongWait: (lockPath) =>
          output.info(`Waiting for another portal-cli process that is using this session (${lockPath})…`),
      });
    },
    onCleanup(fn) {
      cleanups.push(fn);
    },
    async cleanup() {
      for (const fn of cleanups.splice(0).reverse()) {
        try {
          await fn();
        } catch {
          // Clean-up must not hide the command's own result.
        }
      }
    },
  };
  return context;
}
