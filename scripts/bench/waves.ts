/**
 * Design §8 "login to dashboard: at most 3 sequential waves of requests, no duplicate GET", read
 * from the sandbox's request log (fixtures/README.md, GET /__sandbox/requests).
 *
 * A log entry carries the time its answer was sent and how long the sandbox took, so each call is
 * an interval [time - durationMs, time]. A call's wave is one more than the highest wave among the
 * calls already answered when it started: calls sent together (overlapping) share a wave, and a
 * call sent after an answer lands in the next one. The number of waves is the longest such chain,
 * the round trips a customer on a slow network waits for in sequence.
 *
 * The rule assumes that a call sent after another was answered may have waited for it. On
 * loopback everything is answered within a millisecond, so the bench makes every call take
 * LATENCY_MS longer (a sandbox fault, figure-login-waves.ts): far longer than the browser needs
 * between an answer and its next call, so calls of one batch always overlap and only a call that
 * really came after an answer opens a wave. (Grouping by overlap alone, "a call joins the wave it
 * overlaps", undercounts: a dependent call overlaps the slower calls of its parent's batch.)
 *
 * CORS preflights (OPTIONS) are left out of the waves and counted apart: the browser sends them,
 * not the portal, and it caches them (Access-Control-Max-Age).
 */
import type { RequestLogEntry } from '../../fixtures';

export interface TimedCall {
  readonly method: string;
  /** `path?query` as the sandbox saw it. */
  readonly target: string;
  readonly endpoint: string | null;
  readonly status: number;
  readonly startMs: number;
  readonly endMs: number;
  /** 1 for calls sent before any answer of the flow, else 1 + the wave of the latest answer before it. */
  readonly wave: number;
}

export interface WaveAnalysis {
  /** The longest chain of calls each sent after the previous one was answered. 0 without calls. */
  readonly waves: number;
  /** Calls other than preflights, in start order, each with its wave. */
  readonly calls: readonly TimedCall[];
  readonly preflights: number;
  /** GETs of the same path and query sent more than once, with how often. */
  readonly duplicateGets: readonly { readonly target: string; readonly count: number }[];
}

/**
 * A call that starts this close before another's answer counts as sent after it: the log has whole
 * milliseconds and rounds end time and duration separately.
 */
const TOLERANCE_MS = 2;

function targetOf(entry: RequestLogEntry): string {
  return entry.query ? `${entry.path}?${entry.query}` : entry.path;
}

/**
 * @example
 * analyseWaves([
 *   { time: '2030-01-01T00:00:00.150Z', durationMs: 150, method: 'POST', path: '/login', query: '', endpoint: 'login', status: 200, faultId: null },
 *   { time: '2030-01-01T00:00:00.310Z', durationMs: 150, method: 'GET', path: '/customer', query: '', endpoint: 'customer', status: 200, faultId: null },
 * ]).waves // 2
 */
export function analyseWaves(entries: readonly RequestLogEntry[]): WaveAnalysis {
  const preflights = entries.filter((entry) => entry.method === 'OPTIONS').length;
  const intervals = entries
    .filter((entry) => entry.method !== 'OPTIONS')
    .map((entry) => {
      const endMs = Date.parse(entry.time);
      return { entry, startMs: endMs - entry.durationMs, endMs };
    })
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);

  const calls: TimedCall[] = [];
  for (const { entry, startMs, endMs } of intervals) {
    let before = 0;
    for (const earlier of calls)
      if (earlier.endMs <= startMs + TOLERANCE_MS && earlier.wave > before) before = earlier.wave;
    calls.push({
      method: entry.method,
      target: targetOf(entry),
      endpoint: entry.endpoint,
      status: entry.status,
      startMs,
      endMs,
      wave: before + 1,
    });
  }

  const getCounts = new Map<string, number>();
  for (const call of calls)
    if (call.method === 'GET') getCounts.set(call.target, (getCounts.get(call.target) ?? 0) + 1);
  const duplicateGets = [...getCounts]
    .filter(([, count]) => count > 1)
    .map(([target, count]) => ({ target, count }));

  return {
    waves: calls.reduce((highest, call) => Math.max(highest, call.wave), 0),
    calls,
    preflights,
    duplicateGets,
  };
}

/**
 * One line per wave, for the report: `1: POST login | 2: GET customer, GET accounts`.
 * @example describeWaves(analysis) // ['1  POST login', '2  GET customer, GET accounts']
 */
export function describeWaves(analysis: WaveAnalysis): string[] {
  const lines: string[] = [];
  for (let wave = 1; wave <= analysis.waves; wave++) {
    const names = analysis.calls
      .filter((call) => call.wave === wave)
      .map((call) => `${call.method} ${call.endpoint ?? call.target}`);
    lines.push(`${wave}  ${names.join(', ')}`);
  }
  return lines;
}
