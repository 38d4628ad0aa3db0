/**
 * Figure 4: a logged-in page left alone (no countdown showing) for IDLE_SECONDS: how often timers
 * woke it and how many React commits happened (design §8: no per-second work, no re-render).
 *
 * The demo persona logs in, the dashboard is drawn and the network goes quiet; then the probe
 * (idle-probe.ts) starts counting and nobody touches the page. The sandbox's access token lives
 * 300 s and the portal's idle limit is longer than the wait plus the countdown's 120 s, so neither
 * a refresh nor the countdown falls into the window; the bench checks that no dialog opened.
 * Chromium's own script and task time over the window are shown beside the counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { launchChromium } from './chromium';
import { type Figure, failedFigure, figure } from './figures';
import { IDLE_PROBE_SCRIPT, type IdleReadout } from './idle-probe';
import { logIn, settle, trackRequests } from './portal-page';
import { originalPosition, type RawSourceMap } from './source-map-sizes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IdleDetails {
  readonly seconds: number;
  readonly wakeups: Readonly<Record<string, number>>;
  /** Where the timers that fired were scheduled, mapped to the portal's sources where possible. */
  readonly sites: Readonly<Record<string, number>>;
  readonly scriptMs: number;
  readonly taskMs: number;
  readonly everCommitted: number;
  /** Requests still in flight when the window started (the network never went quiet). */
  readonly stuckRequests: readonly string[];
}

/** `at f (http://127.0.0.1:4173/assets/index-abc.js:1:2345)` → `core/session/engine.ts:88`. */
function mapSite(site: string, origin: string, dist: string, repoRoot: string): string {
  const match = /(https?:\/\/[^\s)]+\.js):(\d+):(\d+)/.exec(site);
  if (!match || !match[1]!.startsWith(origin)) return site || '(unknown)';
  const file = join(dist, new URL(match[1]!).pathname);
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return `${new URL(match[1]!).pathname}:${match[2]}:${match[3]}`;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const position = originalPosition(map, Number(match[2]), Number(match[3]) - 1);
  if (!position) return `${new URL(match[1]!).pathname}:${match[2]}:${match[3]}`;
  const source = relative(repoRoot, join(file, '..', map.sourceRoot ?? '', position.source));
  return `${source}:${position.line}`;
}

async function metrics(session: { send: (method: 'Performance.getMetrics') => Promise<unknown> }) {
  const { metrics: list } = (await session.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { scriptMs: value('ScriptDuration') * 1000, taskMs: value('TaskDuration') * 1000 };
}

export async function measureIdle(options: {
  readonly origin: string;
  readonly dist: string;
  readonly repoRoot: string;
  readonly seconds: number;
}): Promise<{ figures: Figure[]; details: IdleDetails | { error: string } }> {
  const base = (id: string, label: string, unit: Figure['unit']) => ({ id, group: 4, label, unit });
  const wakeupsBase = base('idle.timerWakeups', `Idle ${options.seconds} s: timer wake-ups`, 'count');
  const commitsBase = base('idle.reactCommits', `Idle ${options.seconds} s: React commits`, 'count');
  const scriptBase = base('idle.scriptMs', `Idle ${options.seconds} s: script time`, 'ms');
  const chromium = await launchChromium();
  try {
    const page = await chromium.browser.newPage();
    const tracker = trackRequests(page);
    await page.evaluateOnNewDocument(IDLE_PROBE_SCRIPT);
    await logIn(page, options.origin);
    const stuck = await settle(page, tracker, 2000);
    const session = await page.createCDPSession();
    await session.send('Performance.enable');
    const before = await metrics(session);
    await page.evaluate('window.__benchIdle.start()');
    await sleep(options.seconds * 1000);
    await page.evaluate('window.__benchIdle.stop()');
    const after = await metrics(session);
    const readout = (await page.evaluate('window.__benchIdle.read()')) as IdleReadout;
    const dialogOpen = await page.evaluate(`!!document.querySelector('dialog[open]')`);
    if (readout.everCommitted === 0)
      throw new Error('React never reported a commit to the probe: the counts would prove nothing.');
    if (readout.everWoken === 0)
      throw new Error('No timer ever ran through the probe: the wake-up count would prove nothing.');
    if (dialogOpen) throw new Error('A dialog (the countdown?) opened during the idle window.');

    const wakeups = Object.values(readout.wakeups).reduce((sum, count) => sum + count, 0);
    const sites: Record<string, number> = {};
    for (const [site, count] of Object.entries(readout.sites)) {
      const key = mapSite(site, options.origin, options.dist, options.repoRoot);
      sites[key] = (sites[key] ?? 0) + count;
    }
    const scriptMs = after.scriptMs - before.scriptMs;
    return {
      figures: [
        figure(wakeupsBase, [wakeups]),
        figure(commitsBase, [readout.commits]),
        figure(scriptBase, [scriptMs]),
      ],
      details: {
        seconds: options.seconds,
        wakeups: readout.wakeups,
        sites,
        scriptMs,
        taskMs: after.taskMs - before.taskMs,
        everCommitted: readout.everCommitted,
        stuckRequests: stuck,
      },
    };
  } catch (error) {
    return {
      figures: [wakeupsBase, commitsBase, scriptBase].map((b) => failedFigure(b, error)),
      details: { error: error instanceof Error ? error.message : String(error) },
    };
  } finally {
    await chromium.close();
  }
}
