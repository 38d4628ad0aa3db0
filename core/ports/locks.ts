/**
 * Exclusive named locks (design §3, auth0-spa-js `lock.ts`): the web adapts Web Locks
 * (`navigator.locks.request`), which are shared by every tab of an origin; Node and tests use the
 * in-process implementation below, shared by whatever "tabs" hold the same instance.
 */
import { isPortalError, PortalError } from '../errors';

export interface Locks {
  /**
   * Runs `fn` while holding the lock `name`; callers queue in order. The lock is released when the
   * promise `fn` returns settles, whether it resolves or rejects.
   */
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/**
 * What a Locks adapter rejects with when it gave up waiting for a lock (a lock shared between
 * processes may be held by a stuck one): `fn` never ran, so nothing was spent. Callers treat it as
 * "try again later", never as a failure of the work itself (the refresher keeps the session).
 */
export class LockUnavailableError extends PortalError<'LOCK_UNAVAILABLE'> {
  constructor(
    readonly lockName: string,
    message: string,
  ) {
    super('LOCK_UNAVAILABLE', message);
    this.name = 'LockUnavailableError';
  }
}

/**
 * True for a LockUnavailableError, also across bundles (checked by `code`, not `instanceof`).
 * @example isLockUnavailable(new LockUnavailableError('refresh', 'held for 30 s')) // true
 */
export function isLockUnavailable(error: unknown): error is LockUnavailableError {
  return isPortalError(error, 'LOCK_UNAVAILABLE');
}

/**
 * Locks within one JavaScript realm: a FIFO queue per name.
 * @example
 * const locks = createInProcessLocks();
 * await locks.request('refresh', async () => refreshOnce());
 */
export function createInProcessLocks(): Locks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(
        () => fn(),
        () => fn(),
      );
      // The queue continues whatever `fn` does; the caller still sees its own rejection.
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}
