/**
 * The locks port across processes (design §3, §6; auth0-spa-js `lock.ts`): what Web Locks are to
 * the tabs of a browser, a lock file beside the session file is to the portal-cli processes of one
 * session. Parallel CI jobs that run `session refresh`, `check` or `menu --private` on one stored
 * session then refresh one at a time, and core's refresher, which reads the stored refresh token
 * again under the lock, adopts the token another process rotated instead of spending the old one
 * twice (a reuse-detecting identity provider would end the session).
 *
 * - proper-lockfile: an atomic `mkdir` of `<session>.<lock>.lock`, whose mtime the holder renews
 *   every `staleMs / 2`; a lock whose holder died (SIGKILL, power loss) goes stale after `staleMs`
 *   and is taken over. A normal exit, even on Ctrl-C, removes it at once.
 * - A holder on this machine that died (a SIGKILL mid-refresh) is seen at once: the holder writes
 *   its pid beside the lock (`….lock.owner`), and a waiter that finds that process gone marks the
 *   lock stale, so proper-lockfile takes it over now rather than after `staleMs`. The identity
 *   provider's reuse grace period (a few seconds) then still covers the retry of the dead
 *   process's refresh (docs/decisions/172).
 * - Waiting is bounded: after `waitMs` the request rejects with core's LockUnavailableError, and the
 *   refresher keeps the session and reports "try again" instead of hanging a CI job forever.
 * - Requests of one process queue in process first (core's in-process locks), so a process never
 *   competes with itself for the file.
 * - proper-lockfile is imported on the first request only: commands that never refresh do not pay
 *   for loading it (design §8 cold start).
 */
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { createInProcessLocks, type Locks, LockUnavailableError, type Logger } from '../../core/ports';

/** How long a process waits for another one's lock before giving up; default 30 s. */
export const DEFAULT_LOCK_WAIT_MS = 30_000;
/** A lock not renewed for this long belongs to a dead process; proper-lockfile's minimum is 5 s. */
export const DEFAULT_LOCK_STALE_MS = 10_000;
/** After this long waiting, the user is told why the command is not done yet. */
const TELL_AFTER_MS = 1_000;

export interface FileLocksOptions {
  /** The file the locks belong to (the session file); each lock is a directory beside it. */
  readonly path: string;
  readonly waitMs?: number;
  readonly staleMs?: number;
  /** `--verbose` lines: when a wait starts and ends. */
  readonly logger?: Logger;
  /** Told once per request that has waited more than a second, with the lock's path. */
  readonly onLongWait?: (lockPath: string) => void;
}

/**
 * The lock directory of a lock name beside a session file.
 * @example lockPathOf('/home/qa/.config/portal-cli/sessions/local-deu.json', 'portal-auth-refresh')
 *   // '/home/qa/.config/portal-cli/sessions/local-deu.portal-auth-refresh.lock'
 */
export function lockPathOf(path: string, name: string): string {
  return `${path.replace(/\.json$/, '')}.${name.replace(/[^\w-]/g, '_')}.lock`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who holds a lock: written beside it by the holder, read by waiters. */
interface LockOwner {
  readonly pid: number;
  readonly host: string;
  /** The lock directory's inode: a record left by an earlier holder does not describe a new lock. */
  readonly ino: number;
}

const ownerPathOf = (lockPath: string) => `${lockPath}.owner`;

function writeOwner(lockPath: string): void {
  try {
    const owner: LockOwner = { pid: process.pid, host: hostname(), ino: statSync(lockPath).ino };
    writeFileSync(ownerPathOf(lockPath), JSON.stringify(owner), { mode: 0o600 });
  } catch {
    // Without the record a dead holder is found by staleness alone, as before.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the lock's holder was a process on this machine that no longer runs, dates the lock back
 * so that the next attempt takes it over as stale. True when it did.
 */
function expireIfHolderDied(lockPath: string, staleMs: number): boolean {
  try {
    const owner = JSON.parse(readFileSync(ownerPathOf(lockPath), 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || owner.host !== hostname() || owner.pid === process.pid) return false;
    if (statSync(lockPath).ino !== owner.ino || isAlive(owner.pid)) return false;
    const past = new Date(Date.now() - 2 * staleMs);
    utimesSync(lockPath, past, past);
    return true;
  } catch {
    return false;
  }
}

/**
 * @example
 * const locks = createFileLocks({ path: storage.path });
 * await locks.request('portal-auth-refresh', () => refreshOnce());
 */
export function createFileLocks(options: FileLocksOptions): Locks {
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const staleMs = Math.max(5_000, options.staleMs ?? DEFAULT_LOCK_STALE_MS);
  const inProcess = createInProcessLocks();

  async function acquire(name: string): Promise<() => Promise<void>> {
    const { lock } = (await import('proper-lockfile')).default;
    const lockPath = lockPathOf(options.path, name);
    mkdirSync(dirname(lockPath), { recursive: true, mode: 0o700 });
    const started = Date.now();
    let told = false;
    let tookOver = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const release = await lock(options.path, {
          lockfilePath: lockPath,
          realpath: false,
          stale: staleMs,
          retries: 0,
          // Renewal failed for longer than `stale` (a suspended machine): another process may now
          // hold it too. The work under way finishes; core re-reads storage before every write.
          onCompromised: (error) =>
            options.logger?.warn('Session lock compromised', { lock: lockPath, reason: error.message }),
        });
        if (attempt > 0)
          options.logger?.info('Session lock taken', { lock: lockPath, waitedMs: Date.now() - started });
        writeOwner(lockPath);
        return async () => {
          rmSync(ownerPathOf(lockPath), { force: true });
          await release();
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
        const waited = Date.now() - started;
        if (attempt === 0) options.logger?.info('Waiting for the session lock', { lock: lockPath });
        if (!tookOver && expireIfHolderDied(lockPath, staleMs)) {
          tookOver = true;
          options.logger?.info('The session lock’s holder has died; taking the lock over', {
            lock: lockPath,
          });
          continue;
        }
        if (waited >= waitMs)
          throw new LockUnavailableError(
            name,
            `Another portal-cli process has held the session lock ${lockPath} for more than ${Math.round(waitMs / 1000)} s.`,
          );
        if (!told && waited >= TELL_AFTER_MS) {
          told = true;
          options.onLongWait?.(lockPath);
        }
        // Jittered, so waiting processes do not retry in step.
        await sleep(Math.min(15 + Math.random() * 35, Math.max(1, waitMs - waited)));
      }
    }
  }

  return {
    request(name, fn) {
      return inProcess.request(name, async () => {
        const release = await acquire(name);
        try {
          return await fn();
        } finally {
          await release().catch(() => {});
        }
      });
    },
  };
}
