/**
 * One portal on loopback for a test file: the portal site of portal-cli's browser module
 * (cli/browser/portal-site.ts: sandbox, built web portal, proxy), plus the page clock the tests
 * move, so test files never fight over ports and time passes for the tabs and the sandbox alike
 * (docs/decisions/060-browser-tests.md).
 *
 * A test file starts one harness, opens a fresh browser context (an incognito profile: own storage,
 * cookies and cache) per test, and resets the sandbox between tests.
 */
import type { BrowserContext, Page } from 'puppeteer';
import { type PortalSite, type PortalSiteOptions, startPortalSite } from '../../cli/browser/portal-site';
import { advancePageClock, installPageClock, sleepPageClock } from './page-clock';

export type PortalHarnessOptions = PortalSiteOptions;

export interface PortalHarness extends PortalSite {
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

  return {
    ...site,
    async newPage(context, pageOptions = {}) {
      const page = await context.newPage(pageOptions.window ? { type: 'window' } : undefined);
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
