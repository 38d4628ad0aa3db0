/**
 * The web portal on loopback: the sandbox (fixtures/) on a free port, the built web
 * portal (web/dist) on a static server, and a proxy that routes each browser context's requests to
 * them, so a page sees exactly the origins the build was made for (docs/decisions/060).
 *
 * Product code: `portal-cli ui` (cli/kiosk) opens the local portal through it. The browser tests'
 * harness (scripts/browser/harness.ts) builds on it and adds the page clock the tests move; the
 * dependency points from the test tooling to the product, never back.
 */
import type { Browser, BrowserContext } from 'puppeteer';
import { type RunningSandbox, type StartSandboxOptions, startSandbox } from '../../fixtures';
import { type LoopbackProxy, startLoopbackProxy } from './loopback-proxy';
import { serveWebDist } from './static-server';
import { backendOriginsOfBuild, WEB_DIST } from './web-build';

export interface PortalSiteOptions {
  /** Sandbox options (config, scenario, clock); the web origin is added to its CORS origins. */
  readonly sandbox?: Omit<StartSandboxOptions, 'port'>;
  /** The built site (default web/dist). */
  readonly dist?: string;
}

export interface PortalSite {
  /** The web portal's origin, e.g. http://127.0.0.1:41234 */
  readonly webOrigin: string;
  readonly sandbox: RunningSandbox;
  readonly proxy: LoopbackProxy;
  /** An absolute URL on the web portal. */
  url(path: string): string;
  /** A fresh incognito context whose traffic goes through the proxy (and nowhere else). */
  newContext(browser: Browser): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * @example
 * const site = await startPortalSite();
 * const page = await (await site.newContext(browser)).newPage();
 * await page.goto(site.url('/de-de/login/'));
 */
export async function startPortalSite(options: PortalSiteOptions = {}): Promise<PortalSite> {
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

  return {
    webOrigin: web.origin,
    sandbox,
    proxy,
    url: (path) => new URL(path, web.origin).href,
    newContext: (browser) =>
      browser.createBrowserContext({
        // host:port, the form both Chromium and Firefox (WebDriver BiDi) take.
        proxyServer: new URL(proxy.proxyServer).host,
        // Chromium sends loopback around proxies unless told not to (Firefox: a launch preference,
        // scripts/browser/firefox.ts).
        proxyBypassList: ['<-loopback>'],
      }),
    async close() {
      await Promise.allSettled([proxy.close(), sandbox.close(), web.close()]);
    },
  };
}
