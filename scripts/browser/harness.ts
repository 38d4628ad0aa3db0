/**
 * One portal on loopback for a test file: the portal site of portal-cli's browser module
 * (cli/browser/portal-site.ts: sandbox, built web portal, proxy), plus the page clock the tests
 * move, so test files never fight over ports and time passes for the tabs and the sandbox alike
 * (docs/decisions/060-browser-tests.md).
 *
 * A test file starts one harness, opens a fresh browser context (an incognito profile: own storage,
 * cookies and cache) per test, and resets the sandbox between tests.
 */
import type { BrowserContext, CDPSession, Page, WebWorker } from 'puppeteer';
import { type PortalSite, type PortalSiteOptions, startPortalSite } from '../../cli/browser/portal-site';
import { advancePageClock, installPageClock, sleepPageClock } from './page-clock';

export type PortalHarnessOptions = PortalSiteOptions;

export interface PortalHarness extends PortalSite {
  /**
   * Requests that the tabs and their workers made to an address outside the portal (one the proxy
   * would refuse), as `METHOD url`. Only the pages' own requests count: the browser's own traffic
   * (updates, safe browsing) is refused by the proxy too, but it is not the portal's doing.
   */
  readonly leaks: string[];
  /**
   * A new tab with the page clock installed, its time in step with the tabs already open. As a
   * `window` it is visible beside the others (a background tab gets no frames and throttled timers).
   */
  newPage(context: BrowserContext, options?: { readonly window?: boolean }): Promise<Page>;
  /** Time passes for the sandbox and every given tab alike. */
  advance(pages: readonly Page[], ms: number): Promise<void>;
  /** The machine sleeps: wall time jumps for the sandbox and the tabs; nothing fires in the tabs. */
  sleep(pages: readonly Page[], ms: number): Promise<void>;
  /** Back to the start between tests: sessions, codes, captchas, faults, request log. */
  reset(): void;
}

/**
 * @example
 * const harness = await startPortalHarness({ sandbox: { config: { captchaMaxNumber: 1000 } } });
 * const context = await harness.newContext(browser);
 * const page = await harness.newPage(context);
 * await page.goto(harness.url('/de-de/login/'));
 */
export async function startPortalHarness(options: PortalHarnessOptions = {}): Promise<PortalHarness> {
  const site = await startPortalSite(options);
  const { sandbox } = site;
  /** Wall time the harness moved ahead of real time; new tabs start there. */
  let offset = 0;
  const leaks: string[] = [];
  /** `data:`, `blob:` and `about:` stay in the tab; an http(s) URL must be one the proxy passes on. */
  const watch = (method: string, url: string) => {
    if (/^https?:/.test(url) && !site.proxy.passes(url)) leaks.push(`${method} ${url}`);
  };

  return {
    ...site,
    leaks,
    async newPage(context, pageOptions = {}) {
      const page = await context.newPage(pageOptions.window ? { type: 'window' } : undefined);
      page.on('request', (request) => watch(request.method(), request.url()));
      page.on('workercreated', (worker) => watchWorker(worker, watch));
      await installPageClock(page, offset);
      return page;
    },
    async advance(pages, ms) {
      offset += ms;
      sandbox.state.clock.advance(ms);
      for (const page of pages) await advancePageClock(page, ms);
    },
    async sleep(pages, ms) {
      offset += ms;
      sandbox.state.clock.advance(ms);
      for (const page of pages) await sleepPageClock(page, ms);
    },
    reset() {
      sandbox.sandbox.reset();
    },
  };
}

/**
 * A dedicated worker's requests are its own target's in Chromium (the page's request events do not
 * show them), so its network events are read over the worker's DevTools session. Over WebDriver
 * BiDi (Firefox) a worker has no such session: puppeteer's getter throws, and Firefox reports the
 * worker's requests with its page's (web/e2e/network-guard.e2e.test.ts proves both).
 */
function watchWorker(worker: WebWorker, watch: (method: string, url: string) => void): void {
  let session: CDPSession | undefined;
  try {
    session = (worker as unknown as { client?: CDPSession }).client;
  } catch {
    return;
  }
  if (!session || typeof session.send !== 'function') return;
  session.on('Network.requestWillBeSent', (event) => watch(event.request.method, event.request.url));
  session.send('Network.enable').catch(() => undefined);
}
