/**
 * Time in the page, controlled by the test (design §7: never real sleeps). Puppeteer has no clock
 * API and virtual-time emulation is brittle, so an init script (run before the portal's own code on
 * every document) wraps what the portal's browser adapters read (web/adapters/clock.ts: `Date.now`
 * and `performance.now`; web/adapters/scheduler.ts: `setTimeout`): nothing in web/ knows about it.
 *
 * - `advance(ms)`: time passes. Wall and monotonic time move forward, and every timer that falls due
 *   fires in deadline order, one macrotask apart so promises and fetches in between can progress.
 * - `sleep(ms)`: the laptop sleeps. Wall time jumps, monotonic time and timers do not (Linux and
 *   macOS stop the monotonic clock in suspend); the page finds out on wake, from lifecycle events.
 *
 * The wall-clock offset survives reloads of the tab (sessionStorage), like real time would.
 * Timers keep real delays for the time that is not skipped, so a page still works between jumps.
 */
import type { Page } from 'puppeteer';

/** The page-side state, on `window.__portalTestClock`. */
const PAGE_CLOCK_SCRIPT = `(() => {
  const KEY = '__portalTestClock';
  if (window[KEY]) return;
  const RealDate = window.Date;
  const realNow = RealDate.now.bind(RealDate);
  const realPerformanceNow = performance.now.bind(performance);
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  let wallOffset = Number(INITIAL_OFFSET) || 0;
  try {
    const stored = Number(window.sessionStorage.getItem(KEY));
    if (stored > wallOffset) wallOffset = stored;
  } catch {}
  let monotonicOffset = 0;
  const persist = () => {
    try { window.sessionStorage.setItem(KEY, String(wallOffset)); } catch {}
  };
  persist();
  const monotonic = () => realPerformanceNow() + monotonicOffset;

  function ClockDate(...args) {
    if (!new.target) return new RealDate(realNow() + wallOffset).toString();
    return args.length === 0 ? new RealDate(realNow() + wallOffset) : new RealDate(...args);
  }
  ClockDate.prototype = RealDate.prototype;
  ClockDate.now = () => realNow() + wallOffset;
  ClockDate.parse = RealDate.parse;
  ClockDate.UTC = RealDate.UTC;
  window.Date = ClockDate;
  Object.defineProperty(performance, 'now', { value: monotonic, configurable: true, writable: true });

  // Ids far above the browser's own, so clearTimeout can tell them apart from setInterval ids.
  let sequence = 1 << 30;
  const timers = new Map();
  const fire = (id) => {
    const timer = timers.get(id);
    if (!timer) return;
    timers.delete(id);
    timer.run();
  };
  const arm = (timer) => {
    timer.realId = realSetTimeout(() => fire(timer.id), Math.max(0, timer.at - monotonic()));
  };
  window.setTimeout = function setTimeout(handler, delay, ...args) {
    if (typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
    const timer = { id: ++sequence, at: monotonic() + Math.max(0, Number(delay) || 0), run: () => handler(...args) };
    timers.set(timer.id, timer);
    arm(timer);
    return timer.id;
  };
  window.clearTimeout = function clearTimeout(id) {
    const timer = timers.get(id);
    if (timer) {
      timers.delete(id);
      realClearTimeout(timer.realId);
    } else realClearTimeout(id);
  };
  const macrotask = () => new Promise((resolve) => realSetTimeout(resolve, 0));

  window[KEY] = {
    now: () => realNow() + wallOffset,
    offset: () => wallOffset,
    pending: () => timers.size,
    async advance(ms) {
      wallOffset += ms;
      monotonicOffset += ms;
      persist();
      for (let fired = 0; fired < 10000; fired++) {
        const now = monotonic();
        let next;
        for (const timer of timers.values())
          if (timer.at <= now && (!next || timer.at < next.at)) next = timer;
        if (!next) break;
        realClearTimeout(next.realId);
        fire(next.id);
        await macrotask();
      }
      for (const timer of timers.values()) {
        realClearTimeout(timer.realId);
        arm(timer);
      }
      await macrotask();
    },
    sleep(ms) {
      wallOffset += ms;
      persist();
    },
  };
})();`;

/**
 * Installs the clock in every document the page loads from now on, starting `offsetMs` ahead of
 * real time (a second tab joins the first one's time this way).
 * @example await installPageClock(page); await page.goto(url); await advancePageClock(page, 180_000);
 */
export async function installPageClock(page: Page, offsetMs = 0): Promise<void> {
  await page.evaluateOnNewDocument(PAGE_CLOCK_SCRIPT.replace('INITIAL_OFFSET', String(offsetMs)));
}

interface ClockWindow {
  __portalTestClock?: { advance(ms: number): Promise<void>; sleep(ms: number): void; offset(): number };
}

// The page's global inside `page.evaluate` callbacks: this file is also type-checked without the DOM.
declare const window: ClockWindow;

/** Lets `ms` of time pass in the page, firing the timers that fall due. */
export async function advancePageClock(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (amount) => {
    const clock = window.__portalTestClock;
    if (!clock) throw new Error('The page clock is not installed: call installPageClock before page.goto.');
    await clock.advance(amount);
  }, ms);
}

/** The laptop sleeps for `ms`: wall time jumps, nothing fires. */
export async function sleepPageClock(page: Page, ms: number): Promise<void> {
  await page.evaluate((amount) => {
    window.__portalTestClock?.sleep(amount);
  }, ms);
}

/** How far the page's wall clock is ahead of real time. */
export async function pageClockOffset(page: Page): Promise<number> {
  return page.evaluate(() => window.__portalTestClock?.offset() ?? 0);
}
