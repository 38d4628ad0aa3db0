/**
 * Locks port (design §6, auth0-spa-js `lock.ts`): Web Locks (`navigator.locks`), shared by every
 * tab of the origin, so only one tab refreshes the token at a time. Without Web Locks (old
 * browsers, some embedded webviews) the in-process locks of core keep one tab single-flight; tabs
 * may then both refresh, and the refresher's "re-read storage, adopt a rotated token" rule plus the
 * server's reuse detection are what remains.
 */
import { createInProcessLocks, type Locks } from '../../core/ports';

type LockManagerLike = Pick<LockManager, 'request'>;

/** @example const locks = createBrowserLocks(); await locks.request('refresh', refreshOnce); */
export function createBrowserLocks(
  manager: LockManagerLike | undefined = globalThis.navigator?.locks,
): Locks {
  if (!manager || typeof manager.request !== 'function') return createInProcessLocks();
  return {
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      return manager.request(name, { mode: 'exclusive' }, () => fn()) as Promise<T>;
    },
  };
}
