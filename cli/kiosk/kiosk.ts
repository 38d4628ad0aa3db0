/**
 * The kiosk check of `portal-cli ui` (issue 7): the web portal of an environment in real Chromium,
 * walked like a customer walks it: the login page, the login into the dashboard, the country picker,
 * for each chosen locale and width. Each page gets a full-page screenshot and an axe-core run
 * (WCAG 2.0–2.2 A/AA and best practices); a page fails on an error or on any axe finding, and the
 * pages after a failed login are skipped.
 *
 * Locally the command serves the built portal (web/dist, built when stale) and starts its own
 * sandbox on loopback (cli/browser, which the browser tests build on); remotely it opens the
 * portal's origin (`--url`). Chromium always starts with the project's flags and a fresh profile.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import type { Locale } from '../../core/locale';
import { toPrefix } from '../../core/locale';
import { axeFindings } from '../browser/axe';
import { launchChromium } from '../browser/chromium';
import type { PortalSite } from '../browser/portal-site';
import { KIOSK_STEPS, type KioskResult, type KioskStep } from './types';

export interface KioskOptions {
  readonly locales: readonly Locale[];
  /** Viewport widths; the height is 800 px at 1024 and wider, 740 px below. */
  readonly widths: readonly number[];
  readonly screenshots: string;
  /** The web portal's origin for a remote environment; undefined: the local portal and sandbox. */
  readonly site?: string | undefined;
  readonly email: string;
  readonly password: string;
  /** Time limit of each page. */
  readonly timeoutMs: number;
  readonly onResult?: (result: KioskResult) => void;
  readonly onProgress?: (line: string) => void;
}

export interface KioskRun {
  readonly site: string;
  readonly results: readonly KioskResult[];
}

// The page's globals inside `page.waitForFunction`: the CLI is type-checked without the DOM library.
declare const document: { querySelector(selector: string): { textContent: string | null } | null };
declare const location: { pathname: string };

class StepFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function startLocal(onProgress?: (line: string) => void): Promise<PortalSite> {
  const { ensureWebBuild } = await import('../browser/web-build');
  await ensureWebBuild({ log: onProgress });
  const { startPortalSite } = await import('../browser/portal-site');
  return startPortalSite();
}

/** The footer's country picker trigger: a dropdown button on wide screens, a dialog button on narrow ones. */
const PICKER_TRIGGER = 'footer button[aria-haspopup="dialog"], footer nav button[aria-expanded]';

async function walkLocale(
  page: Page,
  site: string,
  locale: Locale,
  options: KioskOptions,
  width: number,
  record: (step: KioskStep, run: () => Promise<string>) => Promise<boolean>,
): Promise<void> {
  const prefix = toPrefix(locale);
  const loaded = await record('login', async () => {
    await page.goto(`${site}/${prefix}/login/`, { waitUntil: 'domcontentloaded' });
    // The page is prerendered: its fields are there at once, its button only once the page is
    // hydrated and the bot check is ready (a click before that would be lost).
    await page.waitForSelector('form button[type="submit"]:not([disabled])', { timeout: options.timeoutMs });
    await page.waitForNetworkIdle({ idleTime: 250, timeout: 5_000 }).catch(() => undefined);
    return new URL(page.url()).pathname;
  });
  if (!loaded) return;
  const loggedIn = await record('dashboard', async () => {
    for (const [name, value] of [
      ['email', options.email],
      ['password', options.password],
    ] as const) {
      await page.click(`form input[name="${name}"]`, { count: 3 });
      await page.keyboard.sendCharacter(value);
    }
    await page.click('form button[type="submit"]');
    const outcome = await page.waitForFunction(
      () => {
        const alert = document.querySelector('[role="alert"]')?.textContent?.trim();
        if (alert) return `error:${alert}`;
        if (document.querySelector('input[name="one-time-code"]'))
          return 'error:the login asks for a one-time code';
        return !location.pathname.endsWith('/login/') && document.querySelector('main h1') ? 'ok' : false;
      },
      { polling: 100, timeout: options.timeoutMs },
    );
    const value = (await outcome.jsonValue()) as string;
    if (value.startsWith('error:'))
      throw new StepFailure('LOGIN_REFUSED', `Login refused: ${value.slice(6)}`);
    await page.waitForNetworkIdle({ idleTime: 250, timeout: 5_000 }).catch(() => undefined);
    return new URL(page.url()).pathname;
  });
  if (!loggedIn) return;
  await record('country-picker', async () => {
    // The footer loads when its place nears the viewport (web/pages.ts `footer`): scroll to it, as
    // a visitor would.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const trigger = await page.waitForSelector(PICKER_TRIGGER, { visible: true });
    await trigger!.click();
    await page.waitForSelector('footer [aria-expanded="true"], dialog[aria-modal="true"][open]');
    return width >= 1024 ? 'dropdown open' : 'dialog open';
  });
}

/**
 * Walks every locale and width; results arrive through `onResult` as they finish.
 * @example await runKiosk({ locales: ['de-DE'], widths: [1280], screenshots: 'shots', email, password, timeoutMs: 20_000 });
 */
export async function runKiosk(options: KioskOptions): Promise<KioskRun> {
  const screenshots = resolve(options.screenshots);
  mkdirSync(screenshots, { recursive: true });
  const harness = options.site ? undefined : await startLocal(options.onProgress);
  const site = options.site ?? harness!.webOrigin;
  const results: KioskResult[] = [];
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    chromium = await launchChromium();
    const browser: Browser = chromium.browser;
    for (const locale of options.locales) {
      for (const width of options.widths) {
        const context: BrowserContext = harness
          ? await harness.newContext(browser)
          : await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(options.timeoutMs);
          await page.setViewport({ width, height: width >= 1024 ? 800 : 740 });
          const done = new Set<KioskStep>();
          const record = async (step: KioskStep, run: () => Promise<string>): Promise<boolean> => {
            const started = performance.now();
            const file = join(screenshots, `${toPrefix(locale)}-${width}-${step}.png`);
            let result: KioskResult;
            try {
              const detail = await run();
              await page.screenshot({ path: file, fullPage: true });
              const findings = await axeFindings(page);
              result = {
                locale,
                step,
                width,
                status: findings.length === 0 ? 'passed' : 'failed',
                durationMs: Math.round(performance.now() - started),
                screenshot: file,
                findings: findings.map((finding) => ({ ...finding, targets: finding.targets.slice(0, 5) })),
                detail,
                ...(findings.length > 0
                  ? {
                      error: {
                        code: 'AXE_FINDINGS',
                        message: `${findings.length} axe finding${findings.length === 1 ? '' : 's'}: ${findings.map((finding) => finding.id).join(', ')}`,
                      },
                    }
                  : {}),
              };
            } catch (error) {
              const shot = await page
                .screenshot({ path: file, fullPage: true })
                .then(() => file)
                .catch(() => undefined);
              result = {
                locale,
                step,
                width,
                status: 'failed',
                durationMs: Math.round(performance.now() - started),
                ...(shot ? { screenshot: shot } : {}),
                findings: [],
                error: {
                  code:
                    error instanceof StepFailure
                      ? error.code
                      : error instanceof Error && error.name === 'TimeoutError'
                        ? 'TIMEOUT'
                        : 'PAGE_FAILED',
                  message: error instanceof Error ? error.message.split('\n')[0]! : String(error),
                },
              };
            }
            done.add(step);
            results.push(result);
            options.onResult?.(result);
            // A page with findings still lets the walk go on; an error stops it for this locale.
            return result.error?.code === undefined || result.error.code === 'AXE_FINDINGS';
          };
          await walkLocale(page, site, locale, options, width, record);
          for (const step of KIOSK_STEPS.filter((name) => !done.has(name))) {
            const skipped: KioskResult = {
              locale,
              step,
              width,
              status: 'skipped',
              durationMs: 0,
              findings: [],
              detail: 'skipped after a failed page',
            };
            results.push(skipped);
            options.onResult?.(skipped);
          }
        } finally {
          await context.close().catch(() => undefined);
        }
      }
    }
  } finally {
    await chromium?.close();
    await harness?.close();
  }
  return { site, results };
}
