/**
 * vitest globalSetup of the browser projects (vitest.config.ts): builds web/dist when it is missing
 * or stale, starts the project's browser and hands its endpoints to the test files
 * (`inject('browserEndpoints')`), which open fresh incognito contexts per test.
 *
 * - `browser`: one Chromium for the run; every file connects to it over the DevTools protocol.
 * - `browser-firefox`: Firefox ESR over WebDriver BiDi, whose remote agent serves one session at a
 *   time: one Firefox per vitest worker, and the files of a worker (which run one after another)
 *   connect to theirs in turn (web/e2e/support/browser.ts).
 */
import type { TestProject } from 'vitest/node';
import { launchChromium } from '../../cli/browser/chromium';
import { ensureWebBuild } from '../../cli/browser/web-build';
import { type BrowserName, checkBrowser } from './browser-versions';
import { launchFirefox } from './firefox';

export type { BrowserName };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which browser the project drives (vitest.config.ts `provide`). */
    browserName: BrowserName;
    /** Its endpoints: one Chromium, or one Firefox per worker (by `VITEST_POOL_ID`). */
    browserEndpoints: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserName = project.config.provide.browserName ?? 'chromium';
  await checkBrowser(browserName);
  await ensureWebBuild({ log: (line) => console.info(`[browser] ${line}`) });
  if (browserName === 'firefox') {
    const workers = Math.max(1, Number(project.vitest.config.maxWorkers) || 1);
    const launched = await Promise.allSettled(Array.from({ length: workers }, () => launchFirefox()));
    const browsers = launched.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = launched.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(browsers.map((firefox) => firefox.close()));
      throw failed.reason;
    }
    project.provide(
      'browserEndpoints',
      browsers.map((firefox) => firefox.endpoint),
    );
    return async () => {
      await Promise.all(browsers.map((firefox) => firefox.close()));
    };
  }
  const chromium = await launchChromium();
  project.provide('browserEndpoints', [chromium.browser.wsEndpoint()]);
  return () => chromium.close();
}
