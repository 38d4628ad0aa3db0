/**
 * vitest globalSetup of the `browser` project (vitest.config.ts): builds web/dist when it is
 * missing or stale, starts one Chromium for the whole run and hands its endpoint to the test files
 * (`inject('browserWSEndpoint')`), which open fresh incognito contexts per test.
 */
import type { TestProject } from 'vitest/node';
import { launchChromium } from '../../cli/browser/chromium';
import { ensureWebBuild } from '../../cli/browser/web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The DevTools endpoint of the run's Chromium. */
    browserWSEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureWebBuild({ log: (line) => console.info(`[browser] ${line}`) });
  const chromium = await launchChromium();
  project.provide('browserWSEndpoint', chromium.browser.wsEndpoint());
  return () => chromium.close();
}
