/**
 * One portal on loopback for a test file (issue 7): the sandbox (fixtures/) on a free port, the
 * built web portal (web/dist) on a static server, and a proxy that routes each browser context's
 * requests to them, so test files never fight over ports and a page sees exactly the origins the
 * build was made for (docs/decisions/060-browser-tests.md).
 *
 * A test file starts one harness, opens a fresh browser context (an incognito profile: own storage,
 * cookies and cache) per test, and resets the sandbox between tests.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { type RunningSandbox, type StartSandboxOptions, startSandbox } from '../../fixtures';
import { type LoopbackProxy, startLoopbackProxy } from './loopback-proxy';
import { advancePageClock, installPageClock, sleepPageClock } from './page-clock';
import { serveWebDist } from './static-server';
import { backendOriginsOfBuild, WEB_DIST } from './web-build';

export interface PortalHarnessOptions {
  /** Sandbox options (config, scenario, clock); the web origin is added to its CORS origins. */
  readonly sandbox?: Omit<StartSandboxOptions, 'port'>;
  /** The built site (default web/dist). */
  readonly dist?: string;
}

export interface PortalHarness {
  /** The web portal's origin, e.g. http://127.0.0.1:41234 */
  readonly webOrigin: string;
  readonly sandbox: RunningSandbox;
  readonly proxy: LoopbackProxy;
  /** An absolute URL on the web portal. */
  url(path: string): string;
  /** A fresh incognito context whose traffic goes through the proxy (and nowhere else). */
  newContext(browser: Browser): Promise<BrowserContext>;
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
  close(): Promise<void>;
}

/**
 * @example
 * const harness = await startPortalHarness({ sandbox: { config: { captchaMaxNumber: 1000 } } });
 * const context = await harness.newContext(browser);
 * const page = await harness.newPage(context);
 * await page.goto(harness.url('/de-de/login/'));
 */
export async function startPortalHarness(options: PortalHarnessOptions = {}): Promise<PortalHarness> {
  const dist = options.dist ?? WEB_DIST;
  const backends = backendOriginsOfBuild(dist);
  const web = await serveWebDist(dist);
  const sandboxOptions = options.sandbox ?? {};
  const sandbox = await startSandbox({
    ...sandboxOptions,
    port: 0,
    config: {
      ...sandboxOptions.config,
      allowedOrigins: [web.origin, ...(sandboxOptions.config?.allowedOrigins ?? [])],
    },
  }).catch(async (error: unknown) => {
    await web.close();
    throw error;
  });
  web.setSandboxOrigin(sandbox.url);
  const proxy = await startLoopbackProxy();
  proxy.map(new URL(web.origin).host, web.origin);
  for (const backend of backends) proxy.map(new URL(backend).host, sandbox.url);

  /** Wall time the harness moved ahead of real time; new tabs start there. */
  let offset = 0;

  return {
    webOrigin: web.origin,
    sandbox,
    proxy,
    url: (path) => new URL(path, web.origin).href,
    newContext: (browser) =>
      browser.createBrowserContext({
        proxyServer: proxy.proxyServer,
        // Chromium sends loopback around proxies unless told not to.
        proxyBypassList: ['<-loopback>'],
      }),
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
    async close() {
      await Promise.allSettled([proxy.close(), sandbox.close(), web.close()]);
    },
  };
}
