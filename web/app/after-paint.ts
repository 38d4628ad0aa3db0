/**
 * When a part that a page does not need at once starts loading (web/pages.ts PARTS,
 * docs/loading.md): in the browser's next idle period, or once an element comes near the viewport.
 * Call them from an effect, which itself runs only after the page has committed (hydrated).
 */

/**
 * Resolves in a later task (a macrotask), so what follows does not lengthen the current one: the
 * browser can handle input and paint in between.
 * @example await nextTask();
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long idle work may wait for an idle period before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` in the next idle period (or after a macrotask where the browser has no
 * requestIdleCallback, such as Safari and jsdom). Returns a cancel function for the effect's cleanup.
 * @example useEffect(() => whenIdle(() => void PARTS.botCheck.load()), []);
 */
export function whenIdle(work: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/**
 * How close below the viewport an element counts as near: a short scroll. Small enough that a
 * phone's login page (the footer's place 176 px below an 823 px screen) does not count its footer
 * as near before the visitor scrolls (docs/decisions/182).
 */
export const NEAR_VIEWPORT_PX = 100;

/**
 * Runs `work` once `element` is within NEAR_VIEWPORT_PX of the viewport (at once where the browser
 * has no IntersectionObserver, such as jsdom). Returns a cancel function for the effect's cleanup.
 * @example useEffect(() => whenNearViewport(place.current!, () => setNear(true)), []);
 */
export function whenNearViewport(element: Element, work: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    const handle = setTimeout(work, 0);
    return () => clearTimeout(handle);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      work();
    },
    { rootMargin: `0px 0px ${NEAR_VIEWPORT_PX}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
