/**
 * Timers, injected (design §3, TanStack's `timeoutManager`). The web passes the browser's timers,
 * the CLI Node's, tests a fake that advances deterministically (`core/ports/testing`).
 *
 * The method names are quoted in declarations only because the boundary check reads a bare
 * `setTimeout(` as a use of the global; calls are written `scheduler.setTimeout(...)` as usual.
 */

/** Whatever the platform returns from setTimeout; only ever handed back to clearTimeout. */
export type TimerHandle = unknown;

export interface Scheduler {
  /** Runs `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): TimerHandle;
  /** Cancels a timer; unknown or already fired handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/**
 * A promise that resolves after `ms` on the given scheduler, or rejects when `signal` aborts.
 * @example await delay(scheduler, 1000)
 */
export function delay(scheduler: Scheduler, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      scheduler.clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = scheduler.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
