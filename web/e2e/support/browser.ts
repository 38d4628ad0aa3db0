/**
 * What every scenario file needs: the run's Chromium (scripts/browser/global-setup.ts), one portal
 * harness per file (sandbox, built site, proxy), and a clean browser per test: the file's incognito
 * context keeps only its HTTP cache between tests; each test gets new tabs and an origin with no
 * cookies, local storage or other site data, and the sandbox is reset (docs/decisions/060 says why
 * not one context per test: a cold cache costs about 1.5 s a test on 2 cores). Requests that tried
 * to leave loopback fail the file.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import {
  type PortalHarness,
  type PortalHarnessOptions,
  startPortalHarness,
} from '../../../scripts/browser/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The DevTools endpoint of the run's Chromium (scripts/browser/global-setup.ts). */
    browserWSEndpoint: string;
  }
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export interface E2eEnvironment {
  readonly browser: () => Browser;
  readonly harness: () => PortalHarness;
  /** The first tab of a test, on a clean origin, with the page clock installed. */
  openPage(viewport?: Viewport): Promise<Page>;
  /** Another tab of the same test (a window of its own, so it stays visible). */
  openTab(viewport?: Viewport): Promise<Page>;
  context(): BrowserContext;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 375, height: 740 };

/** Site data a test may leave behind; the HTTP cache is kept on purpose. */
const SITE_DATA =
  'cookies,local_storage,session_storage,indexeddb,websql,service_workers,cache_storage,file_systems,storage_buckets';

/**
 * Call once at the top of a scenario file.
 * @example const env = setupBrowserTests({ sandbox: { config: { accessTokenLifeSeconds: 600 } } });
 */
export function setupBrowserTests(options: PortalHarnessOptions = {}): E2eEnvironment {
  let browser: Browser | undefined;
  let harness: PortalHarness | undefined;
  let context: BrowserContext | undefined;
  let pages: Page[] = [];

  beforeAll(async () => {
    browser = await puppeteer.connect({
      browserWSEndpoint: inject('browserWSEndpoint'),
      defaultViewport: null,
    });
    harness = await startPortalHarness({
      ...options,
      sandbox: { ...options.sandbox, config: { captchaMaxNumber: 2_000, ...options.sandbox?.config } },
    });
    context = await harness.newContext(browser);
  });

  afterEach(async () => {
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
    pages = [];
    harness?.reset();
  });

  afterAll(async () => {
    const refused = [...(harness?.proxy.refused ?? [])];
    await context?.close().catch(() => undefined);
    await harness?.close();
    await browser?.disconnect();
    expect(refused, 'requests that tried to leave loopback').toEqual([]);
  });

  const tab = async (viewport: Viewport, window: boolean) => {
    if (!context || !harness) throw new Error('setupBrowserTests: the harness did not start');
    const page = await harness.newPage(context, { window });
    pages.push(page);
    await page.setViewport({ ...viewport });
    // Waits end as soon as their condition holds; the limit only has to outlast a loaded CI runner.
    page.setDefaultTimeout(60_000);
    return page;
  };

  return {
    browser: () => browser!,
    harness: () => harness!,
    context: () => context!,
    async openPage(viewport = DESKTOP) {
      const page = await tab(viewport, false);
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin: harness!.webOrigin, storageTypes: SITE_DATA });
      await cdp.detach();
      return page;
    },
    openTab: (viewport = DESKTOP) => tab(viewport, true),
  };
}
