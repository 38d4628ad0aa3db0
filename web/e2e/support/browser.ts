/**
 * What every scenario file needs: the project's browser (Chromium or Firefox ESR,
 * scripts/browser/global-setup.ts), a portal harness (sandbox, built site, proxy), and a clean
 * browser per test: the file's incognito context keeps only its HTTP cache between tests; each
 * test gets new tabs and an origin with no cookies, local or session storage, and the sandbox is
 * reset (docs/decisions/060 says why not one context per test: a cold cache costs about 1.5 s a
 * test on 2 cores). A request a page makes to an address outside the portal fails the file.
 *
 * The browser connection and the harnesses belong to the vitest worker, not the file: the browser
 * projects share one module cache per worker (vitest.config.ts), so the files of a worker, which
 * run one after another, reuse them; files that ask for the same sandbox settings share a harness.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { BrowserName } from '../../../scripts/browser/global-setup';
import {
  type PortalHarness,
  type PortalHarnessOptions,
  startPortalHarness,
} from '../../../scripts/browser/harness';

/** The browser this run drives; a test skips what that browser cannot be made to do, saying why. */
export const BROWSER: BrowserName = inject('browserName');

/**
 * Connects to the project's browser. Firefox serves one WebDriver BiDi session at a time, so each
 * vitest worker has its own Firefox (`VITEST_POOL_ID`, 1 to maxWorkers); a session that a worker
 * before this one has not quite left yet is waited for.
 */
async function connectBrowser(): Promise<Browser> {
  const endpoints = inject('browserEndpoints');
  const worker = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);
  const browserWSEndpoint = endpoints[worker % endpoints.length]!;
  if (BROWSER === 'chromium') return puppeteer.connect({ browserWSEndpoint, defaultViewport: null });
  for (let attempt = 1; ; attempt++) {
    try {
      return await puppeteer.connect({ browserWSEndpoint, defaultViewport: null, protocol: 'webDriverBiDi' });
    } catch (error) {
      if (attempt >= 20 || !/Maximum number of active sessions/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

let workerBrowser: Promise<Browser> | undefined;
const workerHarnesses = new Map<string, Promise<PortalHarness>>();

/**
 * The worker's browser connection, made by its first file and kept for the others (never
 * disconnect it); a failed one is tried again by the next.
 */
export function browserOfWorker(): Promise<Browser> {
  if (!workerBrowser) {
    workerBrowser = connectBrowser();
    workerBrowser.catch(() => {
      workerBrowser = undefined;
    });
  }
  return workerBrowser;
}

/** The worker's harness for these settings, started by the first file that asks for them. */
function harnessOfWorker(options: PortalHarnessOptions): Promise<PortalHarness> {
  const key = JSON.stringify(options);
  let harness = workerHarnesses.get(key);
  if (!harness) {
    harness = startPortalHarness(options);
    harness.catch(() => workerHarnesses.delete(key));
    workerHarnesses.set(key, harness);
  }
  return harness;
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
  /** The requests to outside addresses that this file's pages made so far (PortalHarness `leaks`). */
  leaks(): string[];
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 375, height: 740 };

/**
 * A small file of the site to stand on while its storage is cleared: the origin's storage is only
 * reachable from a document of that origin, and this one runs none of the portal's code.
 */
const BLANK_OF_THE_SITE = '/assets/favicon.svg';

/**
 * Forgets what an earlier test left on the site: cookies (of every loopback port: cookies do not
 * keep ports apart), local and session storage. The portal keeps nothing else (no IndexedDB, cache
 * storage or service worker); the HTTP cache is kept on purpose.
 */
async function clearSiteData(page: Page, harness: PortalHarness, context: BrowserContext): Promise<void> {
  await page.goto(harness.url(BLANK_OF_THE_SITE), { waitUntil: 'load' });
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  const cookies = await context.cookies();
  if (cookies.length > 0) await context.deleteCookie(...cookies);
}

/**
 * Call once at the top of a scenario file.
 * @example const env = setupBrowserTests({ sandbox: { config: { accessTokenLifeSeconds: 600 } } });
 */
export function setupBrowserTests(options: PortalHarnessOptions = {}): E2eEnvironment {
  let browser: Browser | undefined;
  let harness: PortalHarness | undefined;
  let context: BrowserContext | undefined;
  let pages: Page[] = [];
  /** Where this file's requests start in the harness's list of leaks, which the worker's files share. */
  let firstLeak = 0;

  beforeAll(async () => {
    [browser, harness] = await Promise.all([
      browserOfWorker(),
      harnessOfWorker({
        ...options,
        sandbox: { ...options.sandbox, config: { captchaMaxNumber: 2_000, ...options.sandbox?.config } },
      }),
    ]);
    harness.reset();
    firstLeak = harness.leaks.length;
    context = await harness.newContext(browser);
  });

  afterEach(async () => {
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
    pages = [];
    harness?.reset();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    expect(
      harness?.leaks.slice(firstLeak) ?? [],
      'requests of the pages to addresses outside the portal',
    ).toEqual([]);
  });

  const tab = async (viewport: Viewport, window: boolean) => {
    if (!context || !harness) throw new Error('setupBrowserTests: the harness did not start');
    const page = await harness.newPage(context, { window });
    pages.push(page);
    await setViewport(page, viewport);
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
      await clearSiteData(page, harness!, context!);
      return page;
    },
    openTab: (viewport = DESKTOP) => tab(viewport, true),
    leaks: () => harness?.leaks.slice(firstLeak) ?? [],
  };
}

/**
 * Sets the tab's viewport. In Firefox, puppeteer's `page.setViewport` also sends WebDriver BiDi's
 * `emulation.setScreenOrientationOverride`, which Firefox ESR before 153 does not know; the tests
 * need only the size, so Firefox gets BiDi's `browsingContext.setViewport` alone.
 * @example await setViewport(page, MOBILE);
 */
export async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  if (BROWSER === 'chromium') {
    await page.setViewport({ ...viewport });
    return;
  }
  const context = (page.mainFrame() as unknown as { browsingContext?: BidiBrowsingContext }).browsingContext;
  if (!context) {
    await page.setViewport({ ...viewport });
    return;
  }
  await context.setViewport({ viewport: { width: viewport.width, height: viewport.height } });
}

/** The part of puppeteer's WebDriver BiDi browsing context that `setViewport` uses. */
interface BidiBrowsingContext {
  setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
}

/**
 * The page as its HTML draws it, before any of the portal's script: Chromium switches JavaScript
 * off for the tab; Firefox's WebDriver BiDi cannot, so its tab is refused every script file instead
 * (the portal has no inline script: its Content-Security-Policy forbids them).
 * @example await withoutScripts(page); await page.goto(url);
 */
export async function withoutScripts(page: Page): Promise<void> {
  if (BROWSER === 'chromium') {
    await page.setJavaScriptEnabled(false);
    return;
  }
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname.endsWith('.js')) void request.abort();
    else void request.continue();
  });
}
