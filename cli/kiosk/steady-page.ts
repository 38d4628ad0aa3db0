/**
 * What makes a screenshot the same run after run, so a changed pixel means a changed page:
 *
 * - time: a local run shows one fixed instant (the sandbox's clock and the page's `Date` are moved
 *   by the same offset, so tokens stay valid): the copyright year and any date never change;
 * - motion: `prefers-reduced-motion: reduce` (the portal then has no transitions or animations),
 *   and no blinking caret;
 * - loading: the page has drawn everything it will: no request for a moment, no skeleton, the web
 *   fonts ready, every image on screen loaded and decoded, the footer there once its place is near
 *   the viewport (it loads then: web/app-shell/footer/LazyFooter.tsx);
 * - the pointer: moved to the corner, so nothing shows its hover state by accident.
 *
 * Random values (ids, the bot check's puzzle) show nowhere on screen; fonts are the machine's, so
 * baselines hold for one machine image (docs/decisions/196).
 */
import type { HTTPRequest, Page } from 'puppeteer';

/** How near the viewport the footer's place starts its loading (web/app/after-paint NEAR_VIEWPORT_PX). */
const NEAR_VIEWPORT_PX = 100;

/** The instant a local run shows: 15 January 2026, 10:30 in Berlin. */
export const KIOSK_INSTANT = Date.UTC(2026, 0, 15, 9, 30);

// The page's globals inside `page.evaluate` callbacks: the CLI is type-checked without the DOM library.
declare const document: {
  readonly fonts: { readonly ready: Promise<unknown> };
  querySelector(selector: string): { getBoundingClientRect(): { top: number } } | null;
  querySelectorAll(selector: string): ArrayLike<{
    getBoundingClientRect(): { top: number; bottom: number; left: number; right: number };
    decode(): Promise<void>;
    closest(selector: string): unknown;
  }>;
  adoptedStyleSheets: unknown[];
};
declare const window: { innerWidth: number; innerHeight: number };
declare const CSSStyleSheet: new () => { replaceSync(text: string): void };
declare function requestAnimationFrame(callback: () => void): number;

/**
 * An init script that moves the page's `Date` by `offsetMs` (monotonic time and timers untouched).
 * @example await page.evaluateOnNewDocument(shiftedDateScript(KIOSK_INSTANT - Date.now()));
 */
export function shiftedDateScript(offsetMs: number): string {
  return `(() => {
  const RealDate = Date;
  const offset = ${Math.round(offsetMs)};
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offset;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  window.Date = ShiftedDate;
})();`;
}

/**
 * The requests a tab has in flight, with when each started. The browser's own favicon request is
 * left out, and one that has said nothing for 5 s no longer counts: Chromium reports some requests
 * started and, at times, never finished (the favicon, an image from the memory cache), which would
 * keep the page "loading" for ever (puppeteer's `waitForNetworkIdle` waits on them).
 */
const inFlight = new WeakMap<Page, Map<HTTPRequest, number>>();

/** A request that has reported nothing for this long is not one the page waits for (nor the kiosk). */
const STUCK_MS = 5_000;

function trackRequests(page: Page): void {
  const open = new Map<HTTPRequest, number>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/favicon.svg')) open.set(request, Date.now());
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  // An image from the memory cache may report no end of its own.
  page.on('requestservedfromcache', (request) => open.delete(request));
}

/** Resolves once the tab has had no request in flight for `quietMs`, or after `timeoutMs`. */
async function networkQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  const open = inFlight.get(page);
  if (!open) return;
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const now = Date.now();
    if ([...open.values()].some((started) => now - started < STUCK_MS)) quietSince = now;
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Once per tab: no motion, the requests watched. */
export async function steadyTab(page: Page, options: { readonly timeOffsetMs?: number } = {}): Promise<void> {
  trackRequests(page);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  if (options.timeOffsetMs !== undefined)
    await page.evaluateOnNewDocument(shiftedDateScript(options.timeOffsetMs));
}

/**
 * Waits until the page has drawn all it will, then hides the caret and parks the pointer. Without
 * `footer` the page is not expected to get its footer (its content cannot load).
 */
export async function settle(
  page: Page,
  timeoutMs: number,
  options: { readonly footer?: boolean } = {},
): Promise<void> {
  await networkQuiet(page, 300, timeoutMs);
  // No placeholder left but the invisible ones a failed part keeps its height with (inert).
  await page.waitForFunction(
    (footer, near) => {
      // The footer's place (LazyFooter) near the viewport means the footer is loading.
      const place = document.querySelector('[data-footer-place]');
      const footerDue = place !== null && place.getBoundingClientRect().top < window.innerHeight + near;
      return (
        (!footer || !footerDue) &&
        document.querySelector('[data-testid="balance-skeleton"]') === null &&
        Array.from(document.querySelectorAll('main [class*="skeleton"]')).every(
          (placeholder) => placeholder.closest('[inert]') !== null,
        )
      );
    },
    { polling: 100, timeout: timeoutMs },
    options.footer !== false,
    NEAR_VIEWPORT_PX,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = Array.from(document.querySelectorAll('img')).filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
    // A constructed stylesheet: the Content-Security-Policy allows no <style> element.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { caret-color: transparent !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
  await page.mouse.move(0, 0);
}
