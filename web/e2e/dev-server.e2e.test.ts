/**
 * `npm start`'s web portal: Vite's dev server with React's development build, whose StrictMode
 * mounts every component's effects twice. What works in the built site must work here too; the
 * country picker of a phone once did not (it closed as it opened).
 *
 * The dev server and a sandbox run in this file (as scripts/start.mjs starts them), with Vite's
 * dependency cache in a folder of its own so two browser projects never share one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'puppeteer';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { parseLocale } from '../../core/locale';
import { countryBannerTexts } from '../../core/markets';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { browserOfWorker, MOBILE, setViewport } from './support/browser';
import { expectPickerOpens } from './support/picker';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), 'portal-vite-cache-'));

let browser: Browser | undefined;
let context: BrowserContext | undefined;
let sandbox: RunningSandbox | undefined;
let vite: ViteDevServer | undefined;
let origin = '';

/** A port that was free a moment ago (the sandbox's CORS list needs the web origin before Vite starts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  sandbox = await startSandbox({ port: 0, config: { allowedOrigins: [origin], captchaMaxNumber: 2_000 } });
  // The portal reads the sandbox's origin from its environment (web/config/portal-config.ts).
  process.env.VITE_SANDBOX_URL = sandbox.url;
  vite = await createServer({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    configLoader: 'runner',
    root: WEB_ROOT,
    cacheDir,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false },
  });
  await vite.listen();
  browser = await browserOfWorker();
  // Loopback only: the page talks to the dev server and the sandbox directly.
  context = await browser.createBrowserContext();
}, 120_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await Promise.allSettled([vite?.close(), sandbox?.close()]);
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('npm start: the dev server with React StrictMode', () => {
  it.each(['de-de', 'fr-fr'])(
    'the country picker opens on a phone on /%s/login/ (banner and footer)',
    async (prefix) => {
      const page = await context!.newPage();
      page.setDefaultTimeout(60_000);
      await setViewport(page, MOBILE);
      // The first page of a cold dev server transforms the portal's modules on request: patient.
      await page.goto(`${origin}/${prefix}/login/?countryConfirm=1`, {
        waitUntil: 'domcontentloaded',
        timeout: 90_000,
      });
      await page.waitForFunction(() => performance.getEntriesByName('portal:ready').length > 0, {
        timeout: 90_000,
      });
      await expectPickerOpens(page, countryBannerTexts(parseLocale(prefix)!).chooseAnother);
      await page.close();
    },
  );
});
