/**
 * Figure 1: the JavaScript the login page and the dashboard download (gzip -9 of each file), beside
 * a bare React hello-world built with the same Vite in the same run, and the ratio (design §8:
 * login page at most 1.6 times the hello-world).
 *
 * "The page's JavaScript" is what a real browser fetched for it: every .js file of the site it
 * requested from opening the page until the network was quiet, lazy chunks and the bot check's
 * widget included. The dashboard is opened directly in a new tab of a logged-in browser, so its
 * figure is what a returning customer downloads, not the login page's files plus the difference.
 * The builds do not change between repetitions, so this figure is measured once.
 *
 * "Up front" (issue 12's budget) is the part of the login page's scripts requested before the
 * portal drew its first page: the `portal:ready` User Timing mark that web/routing sets after the
 * first commit (the hydration of the prerendered page). What the page starts on purpose after
 * that (the bot check's widget, the footer's data) is counted in the total only.
 */
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { gzipSize, jsFilesOf } from './builds';
import { launchChromium } from './chromium';
import { type Figure, figure } from './figures';
import { DASHBOARD_PATH, logIn, openLogin, settle, trackRequests, waitForDashboard } from './portal-page';
import { attribute, type ModuleShare } from './source-map-sizes';
import { ratio } from './stats';

export interface JsFile {
  readonly path: string;
  readonly gzipBytes: number;
}

export interface JavaScriptDetails {
  readonly login: readonly JsFile[];
  /** The login page's scripts requested before `portal:ready`. */
  readonly loginUpFront: readonly JsFile[];
  readonly dashboard: readonly JsFile[];
  readonly helloWorld: readonly JsFile[];
  /** What the login page's JavaScript is made of, largest first (estimated gzip bytes). */
  readonly loginModules: readonly ModuleShare[];
  /** Requests still in flight when the bench stopped waiting for a quiet network. */
  readonly stuckRequests: readonly string[];
}

/**
 * Records the site's .js files a page fetches, and the scripts of the workers it starts (a
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
async function scriptsBeforeReady(page: Page): Promise<Set<string>> {
  await page.waitForFunction(() => performance.getEntriesByName('portal:ready').length > 0, {
    timeout: 30_000,
  });
  const origin = new URL(page.url()).origin;
  const paths = await page.evaluate((site: string) => {
    const ready = performance.getEntriesByName('portal:ready')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= ready)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === site && url.pathname.endsWith('.js'))
      .map((url) => url.pathname);
  }, origin);
  return new Set(paths);
}

const kB = (bytes: number) => bytes / 1000;
const total = (files: readonly JsFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

export async function measureJavaScript(options: {
  readonly origin: string;
  readonly dist: string;
  readonly helloDist: string;
  readonly repoRoot: string;
}): Promise<{ figures: Figure[]; details: JavaScriptDetails }> {
  const { origin, dist } = options;
  const filesOf = (paths: Set<string>): JsFile[] =>
    [...paths].sort().map((path) => ({ path, gzipBytes: gzipSize(join(dist, path)) }));
  const chromium = await launchChromium();
  const stuck: string[] = [];
  let login: JsFile[];
  let loginUpFront: JsFile[];
  let dashboard: JsFile[];
  try {
    const loginPage = await chromium.browser.newPage();
    await loginPage.setCacheEnabled(false);
    const loginScripts = recordScripts(loginPage, origin);
    const loginRequests = trackRequests(loginPage);
    await openLogin(loginPage, origin);
    loginUpFront = filesOf(await scriptsBeforeReady(loginPage));
    stuck.push(...(await settle(loginPage, loginRequests, 1000)));
    login = filesOf(loginScripts);
    await logIn(loginPage, origin);

    const dashboardPage = await chromium.browser.newPage();
    await dashboardPage.setCacheEnabled(false);
    const dashboardScripts = recordScripts(dashboardPage, origin);
    const dashboardRequests = trackRequests(dashboardPage);
    await dashboardPage.goto(`${origin}${DASHBOARD_PATH}`, { waitUntil: 'load' });
    await waitForDashboard(dashboardPage);
    stuck.push(...(await settle(dashboardPage, dashboardRequests, 1000)));
    dashboard = filesOf(dashboardScripts);
  } finally {
    await chromium.close();
  }

  const helloWorld = jsFilesOf(options.helloDist).map(({ file, gzipBytes }) => ({
    path: file.slice(options.helloDist.length),
    gzipBytes,
  }));
  const loginModules = attribute(
    login.map((file) => ({ file: join(dist, file.path), gzipBytes: file.gzipBytes })),
    options.repoRoot,
  );

  const loginKb = kB(total(login));
  const upFrontKb = kB(total(loginUpFront));
  const dashboardKb = kB(total(dashboard));
  const helloKb = kB(total(helloWorld));
  const figures = [
    figure({ id: 'js.login.upfront.kB', group: 1, label: 'Login page JS up front (gzip)', unit: 'kB' }, [
      upFrontKb,
    ]),
    figure({ id: 'js.login.kB', group: 1, label: 'Login page JS, all until quiet (gzip)', unit: 'kB' }, [
      loginKb,
    ]),
    figure({ id: 'js.dashboard.kB', group: 1, label: 'Dashboard JS (gzip)', unit: 'kB' }, [dashboardKb]),
    figure({ id: 'js.hello.kB', group: 1, label: 'React hello-world JS (gzip)', unit: 'kB' }, [helloKb]),
    figure(
      {
        id: 'js.login.upfront.ratio',
        group: 1,
        label: 'Login page JS up front / hello-world',
        unit: 'ratio',
      },
      [ratio(upFrontKb, helloKb) ?? Number.NaN],
    ),
    figure({ id: 'js.login.ratio', group: 1, label: 'Login page JS all / hello-world', unit: 'ratio' }, [
      ratio(loginKb, helloKb) ?? Number.NaN,
    ]),
    figure({ id: 'js.dashboard.ratio', group: 1, label: 'Dashboard JS / hello-world', unit: 'ratio' }, [
      ratio(dashboardKb, helloKb) ?? Number.NaN,
    ]),
  ];
  return {
    figures,
    details: { login, loginUpFront, dashboard, helloWorld, loginModules, stuckRequests: stuck },
  };
}
