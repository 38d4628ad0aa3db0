/**
 * The kiosk check of `portal-cli ui`: the web portal of an environment in real Chromium, walked as a
 * customer walks it (steps.ts: login page, overview, country picker, menu, a page that does not
 * exist, the overview during an outage), in each chosen locale at each width. Each page gets a
 * picture of the screen the customer sees, made steady (steady-page.ts), an axe-core run (WCAG 2.0 to
 * 2.2 A/AA and best practices) and, with baselines, a comparison with its baseline (visual.ts). A
 * page fails on an error, an axe finding or a changed pixel; the pages after a failed login are
 * skipped.
 *
 * Locally the command serves the built portal (web/dist, built when stale) and starts its own
 * sandbox on loopback (cli/browser, which the browser tests build on), both at one fixed instant;
 * remotely it opens the portal's origin (`--url`). Chromium always starts with the project's flags
 * and a fresh profile. A locale's pages share one tab, which logs in once.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'puppeteer';
import type { Locale } from '../../core/locale';
import { toPrefix } from '../../core/locale';
import { axeFindings } from '../browser/axe';
import { launchChromium } from '../browser/chromium';
import type { PortalSite } from '../browser/portal-site';
import { KIOSK_INSTANT, steadyTab } from './steady-page';
import { STEPS, type StepContext, StepFailure, StepSkipped, type StepState } from './steps';
import { KIOSK_STEPS, type KioskResult, type KioskStep, type KioskVisual } from './types';
import { type BaselineOptions, compareWithBaseline } from './visual';

export interface KioskOptions {
  readonly locales: readonly Locale[];
  /** Viewport widths; the height is 800 px at 1024 and wider, 740 px below. */
  readonly widths: readonly number[];
  /** The pages to walk (in KIOSK_STEPS order); default all. */
  readonly steps?: readonly KioskStep[] | undefined;
  readonly screenshots: string;
  /** The web portal's origin for a remote environment; undefined: the local portal and sandbox. */
  readonly site?: string | undefined;
  readonly email: string;
  readonly password: string;
  /** Time limit of each page. */
  readonly timeoutMs: number;
  /** Compare each screenshot with its baseline, or write the baselines (`update`). */
  readonly baseline?: BaselineOptions | undefined;
  /** axe-core on every page; default true. */
  readonly axe?: boolean | undefined;
  /** A running Chromium to use (the browser tests'); by default one is launched for the run. */
  readonly browser?: Browser | undefined;
  readonly onResult?: (result: KioskResult) => void;
  readonly onProgress?: (line: string) => void;
}

export interface KioskRun {
  readonly site: string;
  readonly results: readonly KioskResult[];
}

/** The local portal and a sandbox whose clock shows the kiosk's instant (`offsetMs` from now). */
async function startLocal(offsetMs: number, onProgress?: (line: string) => void): Promise<PortalSite> {
  const { ensureWebBuild } = await import('../browser/web-build');
  await ensureWebBuild({ log: onProgress });
  const [{ startPortalSite }, { createSandboxClock }] = await Promise.all([
    import('../browser/portal-site'),
    import('../../fixtures'),
  ]);
  return startPortalSite({ sandbox: { clock: createSandboxClock(() => Date.now() + offsetMs) } });
}

function visualOf(screenshot: string, baseline: BaselineOptions): KioskVisual {
  const outcome = compareWithBaseline(screenshot, baseline);
  if (outcome.kind !== 'compared') return { baseline: outcome.baseline, outcome: outcome.kind };
  return {
    baseline: outcome.baseline,
    outcome: outcome.changedPixels === 0 ? 'same' : 'changed',
    changedPixels: outcome.changedPixels,
    totalPixels: outcome.totalPixels,
    ...(outcome.diff ? { diff: outcome.diff } : {}),
  };
}

/** Why a page whose checks ran failed, if it did: axe findings first, then its picture. */
function verdict(findings: number, visual: KioskVisual | undefined): KioskResult['error'] {
  if (findings > 0)
    return { code: 'AXE_FINDINGS', message: `${findings} axe finding${findings === 1 ? '' : 's'}` };
  if (visual?.outcome === 'changed')
    return {
      code: 'VISUAL_CHANGED',
      message: `${visual.changedPixels} of ${visual.totalPixels} pixels differ from the baseline`,
    };
  if (visual?.outcome === 'missing')
    return { code: 'NO_BASELINE', message: 'No baseline to compare with: run with --update-baseline' };
  return undefined;
}

function failureCode(error: unknown): string {
  if (error instanceof StepFailure) return error.code;
  return error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'PAGE_FAILED';
}

/**
 * Walks every locale, page and width; results arrive through `onResult` as they finish.
 * @example await runKiosk({ locales: ['de-DE'], widths: [375, 1280], screenshots: 'shots', email, password, timeoutMs: 20_000 });
 */
export async function runKiosk(options: KioskOptions): Promise<KioskRun> {
  const screenshots = resolve(options.screenshots);
  mkdirSync(screenshots, { recursive: true });
  const steps = KIOSK_STEPS.filter((step) => !options.steps || options.steps.includes(step));
  // A local run shows one fixed instant, its sandbox and pages alike; a remote one real time.
  const timeOffsetMs = options.site ? undefined : KIOSK_INSTANT - Date.now();
  const harness = options.site ? undefined : await startLocal(timeOffsetMs ?? 0, options.onProgress);
  const site = options.site ?? harness!.webOrigin;
  const results: KioskResult[] = [];
  const publish = (result: KioskResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  let launched: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    if (!options.browser) launched = await launchChromium();
    const browser: Browser = options.browser ?? launched!.browser;
    for (const locale of options.locales) {
      const context: BrowserContext = harness
        ? await harness.newContext(browser)
        : await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(options.timeoutMs);
        await steadyTab(page, { timeOffsetMs });
        const state: StepContext = {
          page,
          site,
          locale,
          width: options.widths[0]!,
          email: options.email,
          password: options.password,
          timeoutMs: options.timeoutMs,
          signedIn: false,
        };
        let stopped: string | undefined;
        for (const step of steps) {
          for (const width of options.widths) {
            const base = { locale, step, width, findings: [] } as const;
            if (stopped) {
              publish({ ...base, status: 'skipped', durationMs: 0, detail: stopped });
              continue;
            }
            state.width = width;
            await page.setViewport({ width, height: width >= 1024 ? 800 : 740 });
            const file = join(screenshots, `${toPrefix(locale)}-${width}-${step}.png`);
            const started = performance.now();
            const duration = () => Math.round(performance.now() - started);
            let shown: StepState | undefined;
            try {
              shown = await STEPS[step](state);
              await page.screenshot({ path: file });
              const findings = options.axe === false ? [] : await axeFindings(page);
              const visual = options.baseline ? visualOf(file, options.baseline) : undefined;
              const error = verdict(findings.length, visual);
              publish({
                ...base,
                status: error ? 'failed' : 'passed',
                durationMs: duration(),
                screenshot: file,
                findings: findings.map((finding) => ({ ...finding, targets: finding.targets.slice(0, 5) })),
                detail: shown.detail,
                ...(visual ? { visual } : {}),
                ...(error ? { error } : {}),
              });
            } catch (error) {
              if (error instanceof StepSkipped) {
                publish({ ...base, status: 'skipped', durationMs: 0, detail: error.message });
                continue;
              }
              const shot = await page
                .screenshot({ path: file })
                .then(() => file)
                .catch(() => undefined);
              publish({
                ...base,
                status: 'failed',
                durationMs: duration(),
                ...(shot ? { screenshot: shot } : {}),
                error: {
                  code: failureCode(error),
                  message: error instanceof Error ? error.message.split('\n')[0]! : String(error),
                },
              });
              // Without a session nothing signed in can be shown.
              if (step === 'dashboard' && !state.signedIn) stopped = 'skipped after a failed login';
            } finally {
              await shown?.restore?.().catch(() => undefined);
            }
          }
        }
      } finally {
        await context.close().catch(() => undefined);
      }
    }
  } finally {
    await launched?.close();
    await harness?.close();
  }
  return { site, results };
}
