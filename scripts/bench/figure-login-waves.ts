/**
 * Figure 3: from submitting the login form to the dashboard being drawn, the sequential waves of
 * requests and any GET sent twice, read from the sandbox's request log in a real browser run
 * (design §8: at most 3 waves, no duplicate GET).
 *
 * Each repetition: a fresh browser context opens the login page and the demo persona's details are
 * typed; the bench waits until the page is quiet (the bot check has solved its puzzle), empties the
 * request log, makes every call take LATENCY_MS longer (a sandbox fault, so waves stand apart on
 * loopback), presses the button, waits for the dashboard's balances and then for the log to stop
 * growing, and removes the fault.
 */
import type { RequestLogEntry } from '../../fixtures';
import { launchChromium } from './chromium';
import { type Figure, failedFigure, figure } from './figures';
import {
  openLogin,
  settle,
  submitLogin,
  trackRequests,
  typeCredentials,
  waitForDashboard,
} from './portal-page';
import { control } from './servers';
import { analyseWaves, describeWaves, type WaveAnalysis } from './waves';

/** Added to every call during the flow: a round trip on a slow mobile network, and far longer than
 * the browser needs between an answer and the call it leads to (waves.ts). */
export const LATENCY_MS = 400;
/** The log is complete when it has not grown for this long after the dashboard is drawn. */
const QUIET_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestLog(sandboxUrl: string): Promise<RequestLogEntry[]> {
  const body = (await control(sandboxUrl, 'GET', '/requests')) as { requests: RequestLogEntry[] };
  return body.requests;
}

async function waitForQuietLog(sandboxUrl: string): Promise<RequestLogEntry[]> {
  let entries = await requestLog(sandboxUrl);
  let stableSince = performance.now();
  while (performance.now() - stableSince < QUIET_MS) {
    await sleep(250);
    const next = await requestLog(sandboxUrl);
    if (next.length !== entries.length) stableSince = performance.now();
    entries = next;
  }
  return entries;
}

export interface WavesRun {
  readonly waves: number;
  readonly duplicateGets: WaveAnalysis['duplicateGets'];
  readonly calls: number;
  readonly preflights: number;
  readonly submitToDrawnMs: number;
  /** One line per wave: its calls. */
  readonly description: readonly string[];
}

export async function measureLoginWaves(options: {
  readonly origin: string;
  readonly sandboxUrl: string;
  readonly repetitions: number;
  readonly onProgress?: (text: string) => void;
}): Promise<{ figures: Figure[]; details: { latencyMs: number; runs: WavesRun[]; errors: string[] } }> {
  const { origin, sandboxUrl } = options;
  const runs: WavesRun[] = [];
  const errors: string[] = [];
  const chromium = await launchChromium();
  try {
    for (let index = 0; index < options.repetitions; index++) {
      options.onProgress?.(`login flow ${index + 1}/${options.repetitions}`);
      const context = await chromium.browser.createBrowserContext();
      // Which step a failure happened in, for the report.
      let step = 'open the login page';
      try {
        const page = await context.newPage();
        const tracker = trackRequests(page);
        await openLogin(page, origin);
        step = 'type the credentials and wait for a quiet network';
        await typeCredentials(page);
        const stuck = await settle(page, tracker, 1000);
        if (stuck.length > 0)
          errors.push(`run ${index + 1}: still loading before submit: ${stuck.join(', ')}`);
        step = 'prepare the sandbox';
        await control(sandboxUrl, 'DELETE', '/requests');
        await control(sandboxUrl, 'POST', '/faults', { latencyMs: LATENCY_MS, note: 'bench: login waves' });
        step = 'submit and wait for the dashboard';
        const submitted = performance.now();
        await submitLogin(page);
        await waitForDashboard(page);
        const submitToDrawnMs = performance.now() - submitted;
        step = 'wait for the request log to stop growing';
        const entries = await waitForQuietLog(sandboxUrl);
        await control(sandboxUrl, 'DELETE', '/faults');
        const analysis = analyseWaves(entries);
        runs.push({
          waves: analysis.waves,
          duplicateGets: analysis.duplicateGets,
          calls: analysis.calls.length,
          preflights: analysis.preflights,
          submitToDrawnMs,
          description: describeWaves(analysis),
        });
      } catch (error) {
        errors.push(`run ${index + 1}, ${step}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await control(sandboxUrl, 'DELETE', '/faults').catch(() => undefined);
        await context.close();
      }
    }
  } finally {
    await chromium.close();
  }

  const base = (id: string, label: string, unit: Figure['unit']) => ({ id, group: 3, label, unit });
  if (runs.length === 0)
    return {
      figures: [
        failedFigure(base('login.waves', 'Login to dashboard: request waves', 'count'), errors.join('; ')),
      ],
      details: { latencyMs: LATENCY_MS, runs, errors },
    };
  const figures = [
    figure(
      base('login.waves', 'Login to dashboard: request waves', 'count'),
      runs.map((run) => run.waves),
    ),
    figure(
      base('login.duplicateGets', 'Login to dashboard: duplicate GETs', 'count'),
      runs.map((run) => run.duplicateGets.reduce((sum, duplicate) => sum + duplicate.count - 1, 0)),
    ),
    figure(
      base('login.calls', 'Login to dashboard: calls (without preflights)', 'count'),
      runs.map((run) => run.calls),
    ),
    figure(
      base('login.submitToDrawn', `Login to dashboard: submit to drawn (+${LATENCY_MS} ms per call)`, 'ms'),
      runs.map((run) => run.submitToDrawnMs),
    ),
  ];
  return { figures, details: { latencyMs: LATENCY_MS, runs, errors } };
}
