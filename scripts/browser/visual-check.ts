/**
 * The visual check of the browser tests: portal-cli ui's kiosk (cli/kiosk) in the tests' Chromium,
 * for one locale's login page, overview and country picker at 375 and 1280 px, each compared with
 * its committed baseline (cli/kiosk/baselines). web/e2e reaches portal-cli only through here.
 */
import type { Browser } from 'puppeteer';
import { runKiosk } from '../../cli/kiosk/kiosk';
import { kioskResultLine } from '../../cli/kiosk/report';
import type { KioskResult } from '../../cli/kiosk/types';
import { KIOSK_BASELINES } from '../../cli/kiosk/visual';
import { createStyle } from '../../cli/output/style';
import type { Locale } from '../../core/locale';

export interface VisualCheck {
  readonly results: readonly KioskResult[];
  /** Each result as the kiosk reports it: what failed, changed pixels and the diff image's name. */
  line(result: KioskResult): string;
}

/**
 * @example const check = await visualCheck(browser, 'de-DE', { screenshots, email, password });
 */
export async function visualCheck(
  browser: Browser,
  locale: Locale,
  options: { readonly screenshots: string; readonly email: string; readonly password: string },
): Promise<VisualCheck> {
  const run = await runKiosk({
    locales: [locale],
    widths: [375, 1280],
    steps: ['login', 'dashboard', 'country-picker'],
    screenshots: options.screenshots,
    email: options.email,
    password: options.password,
    timeoutMs: 30_000,
    baseline: { dir: KIOSK_BASELINES, update: false },
    // axe runs on these pages in axe.e2e.test.ts.
    axe: false,
    browser,
  });
  const style = createStyle(false);
  return { results: run.results, line: (result) => kioskResultLine(result, style) };
}
