/**
 * An abort signal for a network wait, on a referenced timer. `AbortSignal.timeout()` would be the
 * one-liner, but its timer is unreferenced: while a request waits on it alone (a connection the
 * server reset, whose error undici reports on a later turn), Node may find nothing keeping the
 * process alive and end it with exit 13 and no message, the top-level await unsettled. A
 * referenced timer keeps the process up until the request settles or the deadline passes.
 */

export interface Deadline {
  readonly signal: AbortSignal;
  /** Stops the timer once the request has settled. */
  clear(): void;
}

/**
 * @example
 * const deadline = deadlineAfter(1500);
 * try { await fetch(url, { signal: deadline.signal }); } finally { deadline.clear(); }
 */
export function deadlineAfter(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
