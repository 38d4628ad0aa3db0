/**
 * Figure 1b: how long a customer on a mid-range phone waits for a login form that works: from
 * navigation until the login page's submit button is enabled, beside a bare React page that renders
 * a form (an email field and a submit button, built with the same Vite), both under Lighthouse's
 * slow 4G (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) and 4x CPU slowdown, each load in a
 * fresh browser context at a phone's viewport. Design §8: at most 1.3 times the bare form.
 *
 * Each repetition loads both, one after the other, and the figure is the median of the per-pair
 * ratios (pairing cancels the machine's load, which changes between repetitions). The same method
 * as /work/shared/measure/usable.mjs.
 */
import type { Browser } from 'puppeteer';
import { launchChromium } from './chromium';
import { CPU_SLOWDOWN, PHONE } from './figure-javascript';
import { type Figure, figure } from './figures';
import { LOGIN_PATH } from './portal-page';
import { pairedRatios } from './stats';

/** Lighthouse's "slow 4G" (its mobile default), in DevTools' units (bytes per second). */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1000) / 8,
} as const;

/** The submit button can be pressed: enabled and not marked busy. */
const FORM_USABLE = `(() => {
  const button = document.querySelector('form button[type=submit]');
  return button !== null && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
})()`;

async function millisecondsUntilUsable(browser: Browser, url: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ ...PHONE, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction(FORM_USABLE, { timeout: 60_000, polling: 50 });
    return performance.now() - started;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export interface UsableDetails {
  readonly loginMs: readonly number[];
  readonly bareFormMs: readonly number[];
}

/**
 * @param formOrigin where the bare form page is served (servers.ts `serveStatic`)
 */
export async function measureUsable(options: {
  readonly origin: string;
  readonly formOrigin: string;
  readonly repetitions: number;
  readonly onProgress?: (text: string) => void;
}): Promise<{ figures: Figure[]; details: UsableDetails }> {
  const chromium = await launchChromium();
  const loginMs: number[] = [];
  const bareFormMs: number[] = [];
  try {
    for (let index = 0; index < options.repetitions; index++) {
      options.onProgress?.(`submit usable ${index + 1}/${options.repetitions}`);
      bareFormMs.push(await millisecondsUntilUsable(chromium.browser, `${options.formOrigin}/`));
      loginMs.push(await millisecondsUntilUsable(chromium.browser, `${options.origin}${LOGIN_PATH}`));
    }
  } finally {
    await chromium.close();
  }
  const ms = (id: string, label: string, samples: readonly number[]) =>
    figure({ id, group: 1, label, unit: 'ms' }, samples);
  return {
    figures: [
      ms('usable.bareForm.ms', 'Bare React form: submit enabled (slow 4G, 4x CPU)', bareFormMs),
      ms('usable.login.ms', 'Login page: submit enabled (slow 4G, 4x CPU)', loginMs),
      figure(
        { id: 'usable.login.ratio', group: 1, label: 'Login page submit enabled / bare form', unit: 'ratio' },
        pairedRatios(loginMs, bareFormMs),
      ),
    ],
    details: { loginMs, bareFormMs },
  };
}
