/**
 * Figure 1: what the login page and the dashboard cost the browser, beside a bare React hello-world
 * built with the same Vite and loaded the same way in the same run (design §8):
 *
 * - **scripts until quiet**: gzip -9 of every .js file of the site the page fetched from opening it
 *   until the network had been quiet for 500 ms, and 3 s after that (the scripts of the workers it
 *   starts included). Work the page starts on its own after the first paint counts; what loads
 *   only when a visitor acts (the login call's code on the form's first focus) does not.
 * - **main-thread blocking** at 4x CPU slowdown: the part over 50 ms of every long task in that
 *   time, summed (what Lighthouse calls total blocking time, over the whole load).
 * - **up front** (shown for information, not budgeted; docs/decisions/183): the scripts requested before the portal drew
 *   its first page, the `portal:ready` User Timing mark that web/routing sets after the first
 *   commit (the hydration of the prerendered page).
 *
 * Each repetition loads the hello-world, the login page and the dashboard, each in a fresh browser
 * context (no cache, no storage), at a phone's viewport (412 × 823); the dashboard's context logs
 * the demo persona in first, unthrottled, and opens the dashboard in a new tab: what a returning
 * customer's phone does. Blocking is compared per repetition (paired ratios), since the machine's
 * load changes between repetitions. The same method as /work/shared/measure/web-js.mjs, which
 * the figures come from.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { gzipSize } from './builds';
import { launchChromium } from './chromium';
import { type Figure, figure } from './figures';
import { DASHBOARD_PATH, LOGIN_PATH, logIn, settle, trackRequests, waitForDashboard } from './portal-page';
import { attribute, type ModuleShare } from './source-map-sizes';
import { median, pairedRatios, ratio } from './stats';

/** Lighthouse's mobile CPU slowdown (a mid-range phone). */
export const CPU_SLOWDOWN = 4;
/** A phone's viewport, as Lighthouse's mobile run and the reference script use. */
export const PHONE = { width: 412, height: 823 } as const;
/** How long the network must be quiet, and how long the bench then still watches. */
const QUIET_MS = 500;
const AFTER_QUIET_MS = 3000;

export interface JsFile {
  readonly path: string;
  readonly gzipBytes: number;
}

/** One load of one page. */
export interface PageLoad {
  readonly files: readonly JsFile[];
  readonly blockingMs: number;
  /** Requests still in flight when the bench stopped waiting for a quiet network. */
  readonly stuck: readonly string[];
}

export interface JavaScriptDetails {
  readonly login: readonly JsFile[];
  /** The login page's scripts requested before `portal:ready`. */
  readonly loginUpFront: readonly JsFile[];
  readonly dashboard: readonly JsFile[];
  readonly helloWorld: readonly JsFile[];
  /** Per repetition, in milliseconds. */
  readonly blocking: {
    readonly hello: readonly number[];
    readonly login: readonly number[];
    readonly dashboard: readonly number[];
  };
  /** What the login page's JavaScript is made of, largest first (estimated gzip bytes). */
  readonly loginModules: readonly ModuleShare[];
  readonly stuckRequests: readonly string[];
}

/** Sums the part over 50 ms of every long task from the page's start (a PerformanceObserver). */
const BLOCKING_PROBE = `(() => {
  window.__benchBlockingMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchBlockingMs += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
})();`;

/**
 * Records the .js files of `origin` a page fetches, and the scripts of the workers it starts (a
 * dedicated worker's own fetch is not a page response, so its URL comes from the worker).
 */
function recordScripts(page: Page, origin: string): Set<string> {
  const paths = new Set<string>();
  const add = (href: string) => {
    const url = new URL(href);
    if (url.origin === origin && url.pathname.endsWith('.js')) paths.add(url.pathname);
  };
  page.on('response', (response) => {
    if (response.ok()) add(response.url());
  });
  page.on('workercreated', (worker) => add(worker.url()));
  return paths;
}

/** Same-origin .js paths the page requested before the `portal:ready` mark (resource timing). */
async function scriptsBeforeReady(page: Page): Promise<string[]> {
  await page.waitForFunction(() => performance.getEntriesByName('portal:ready').length > 0, {
    timeout: 60_000,
  });
  const origin = new URL(page.url()).origin;
  return page.evaluate((site: string) => {
    const ready = performance.getEntriesByName('portal:ready')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= ready)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === site && url.pathname.endsWith('.js'))
      .map((url) => url.pathname);
  }, origin);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `url` in a new tab of `context` at a phone's size and 4x CPU slowdown, and reads what it
 * fetched and how long it blocked, until the network has been quiet and 3 s more.
 */
async function loadThrottled(
  context: BrowserContext,
  url: string,
  dist: string,
  options: { readonly drawn?: (page: Page) => Promise<void>; readonly upFront?: string[] } = {},
): Promise<PageLoad> {
  const page = await context.newPage();
  try {
    await page.setViewport(PHONE);
    await page.setCacheEnabled(false);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(BLOCKING_PROBE);
    const origin = new URL(url).origin;
    const scripts = recordScripts(page, origin);
    const requests = trackRequests(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (options.upFront) options.upFront.push(...(await scriptsBeforeReady(page)));
    await options.drawn?.(page);
    const stuck = await settle(page, requests, QUIET_MS, 60_000);
    await sleep(AFTER_QUIET_MS);
    const blockingMs = Number(await page.evaluate('window.__benchBlockingMs'));
    return { files: filesOf(dist, scripts), blockingMs, stuck };
  } finally {
    await page.close().catch(() => undefined);
  }
}

function filesOf(dist: string, paths: Iterable<string>): JsFile[] {
  return [...new Set(paths)].sort().map((path) => ({ path, gzipBytes: gzipSize(join(dist, path)) }));
}

async function inFreshContext<T>(
  browser: Browser,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    return await work(context);
  } finally {
    await context.close().catch(() => undefined);
  }
}

const kB = (bytes: number) => bytes / 1000;
const total = (files: readonly JsFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/**
 * @param helloOrigin where the hello-world is served (servers.ts `serveStatic`)
 */
export async function measureJavaScript(options: {
  readonly origin: string;
  readonly dist: string;
  readonly helloOrigin: string;
  readonly helloDist: string;
  readonly repoRoot: string;
  readonly repetitions: number;
  readonly onProgress?: (text: string) => void;
}): Promise<{ figures: Figure[]; details: JavaScriptDetails }> {
  const { origin, dist } = options;
  const chromium = await launchChromium();
  const hello: PageLoad[] = [];
  const login: PageLoad[] = [];
  const dashboard: PageLoad[] = [];
  const upFront: string[] = [];
  try {
    const { browser } = chromium;
    for (let index = 0; index < options.repetitions; index++) {
      options.onProgress?.(`scripts and blocking ${index + 1}/${options.repetitions}`);
      hello.push(
        await inFreshContext(browser, (context) =>
          loadThrottled(context, `${options.helloOrigin}/`, options.helloDist),
        ),
      );
      login.push(
        await inFreshContext(browser, (context) =>
          loadThrottled(context, `${origin}${LOGIN_PATH}`, dist, index === 0 ? { upFront } : {}),
        ),
      );
      dashboard.push(
        await inFreshContext(browser, async (context) => {
          const tab = await context.newPage();
          await logIn(tab, origin);
          await tab.close();
          return loadThrottled(context, `${origin}${DASHBOARD_PATH}`, dist, { drawn: waitForDashboard });
        }),
      );
    }
  } finally {
    await chromium.close();
  }

  // The files do not change between repetitions; the first repetition's lists are shown.
  const loginFiles = login[0]?.files ?? [];
  const dashboardFiles = dashboard[0]?.files ?? [];
  const helloFiles = hello[0]?.files ?? [];
  const upFrontFiles = filesOf(dist, upFront);
  const loginModules = attribute(
    loginFiles.map((file) => ({ file: join(dist, file.path), gzipBytes: file.gzipBytes })),
    options.repoRoot,
  );
  const blocking = {
    hello: hello.map((load) => load.blockingMs),
    login: login.map((load) => load.blockingMs),
    dashboard: dashboard.map((load) => load.blockingMs),
  };
  const bytes = (loads: PageLoad[]) => loads.map((load) => kB(total(load.files)));
  const helloKb = median(bytes(hello));
  const js = (id: string, label: string, samples: number[]) =>
    figure({ id, group: 1, label, unit: 'kB' }, samples);
  const ratioOf = (id: string, label: string, samples: number[]) =>
    figure({ id, group: 1, label, unit: 'ratio' }, samples);
  const ms = (id: string, label: string, samples: readonly number[]) =>
    figure({ id, group: 1, label, unit: 'ms' }, samples);
  const figures = [
    js('js.hello.kB', 'React hello-world JS (gzip)', bytes(hello)),
    js('js.login.kB', 'Login page JS, all until quiet (gzip)', bytes(login)),
    ratioOf('js.login.ratio', 'Login page JS all / hello-world', [
      ratio(median(bytes(login)), helloKb) ?? Number.NaN,
    ]),
    js('js.login.upfront.kB', 'Login page JS up front (gzip)', [kB(total(upFrontFiles))]),
    ratioOf('js.login.upfront.ratio', 'Login page JS up front / hello-world', [
      ratio(kB(total(upFrontFiles)), helloKb) ?? Number.NaN,
    ]),
    js('js.dashboard.kB', 'Dashboard JS, all until quiet (gzip)', bytes(dashboard)),
    ratioOf('js.dashboard.ratio', 'Dashboard JS all / hello-world', [
      ratio(median(bytes(dashboard)), helloKb) ?? Number.NaN,
    ]),
    ms('blocking.hello.ms', 'React hello-world blocking at 4x CPU', blocking.hello),
    ms('blocking.login.ms', 'Login page blocking at 4x CPU', blocking.login),
    ratioOf(
      'blocking.login.ratio',
      'Login page blocking / hello-world',
      pairedRatios(blocking.login, blocking.hello),
    ),
    ms('blocking.dashboard.ms', 'Dashboard blocking at 4x CPU', blocking.dashboard),
    ratioOf(
      'blocking.dashboard.ratio',
      'Dashboard blocking / hello-world',
      pairedRatios(blocking.dashboard, blocking.hello),
    ),
  ];
  return {
    figures,
    details: {
      login: loginFiles,
      loginUpFront: upFrontFiles,
      dashboard: dashboardFiles,
      helloWorld: helloFiles,
      blocking,
      loginModules,
      stuckRequests: [...login, ...dashboard].flatMap((load) => load.stuck),
    },
  };
}
