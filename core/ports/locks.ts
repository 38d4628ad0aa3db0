/**
 * Exclusive named locks (design §3, auth0-spa-js `lock.ts`): the web adapts Web Locks
 * (`navigator.locks.request`), which are shared by every tab of an origin; Node and tests use the
 * in-process implementation below, shared by whatever "tabs" hold the same instance.
 */
export interface Locks {
  /**
   * Runs `fn` while holding the lock `name`; callers queue in order. The lock is released when the
   * promise `fn` returns settles, whether it resolves or rejects.
   */
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
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
