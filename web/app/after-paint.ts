/**
 * Work that must not compete with the page becoming usable (issue 12): the footer's CMS data, the
 * bot check's widget and, without a stored session, the portal's core (decision 160) start once the
 * browser is idle after the first commit (hydration), at the latest after `timeoutMs`. Call it from
 * an effect, which itself runs only after the commit.
 */

/** How long idle work may wait for an idle period before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` in the next idle period (or after a macrotask where the browser has no
 * requestIdleCallback, such as Safari and jsdom). Returns a cancel function for the effect's cleanup.
 * @example useEffect(() => whenIdle(() => void import('./footer-part')), []);
 */
export function whenIdle(work: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
