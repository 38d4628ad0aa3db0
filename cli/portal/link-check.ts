/**
 * Requests a list of links and reports each status (`markets --check`): in parallel, each with a
 * time limit, following no redirect (a 3xx is the site answering, and counts as reachable).
 */
import type { Fetch } from '../../core/ports';
import { deadlineAfter } from '../adapters/deadline';

export type LinkResult =
  | { readonly link: string; readonly ok: boolean; readonly status: number; readonly durationMs: number }
  | {
      readonly link: string;
      readonly ok: false;
      readonly error: 'timeout' | 'network';
      readonly durationMs: number;
    };

/** @example await checkLink(fetch, 'https://www.example-bank.com/de-at/', 10_000) // { ok: true, status: 200, … } */
export async function checkLink(fetch: Fetch, link: string, timeoutMs: number): Promise<LinkResult> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  const deadline = deadlineAfter(timeoutMs);
  try {
    const response = await fetch(link, { method: 'GET', redirect: 'manual', signal: deadline.signal });
    await response.body?.cancel().catch(() => {});
    return {
      link,
      ok: response.status >= 200 && response.status < 400,
      status: response.status,
      durationMs: durationMs(),
    };
  } catch (error) {
    const name = (error as Error).name;
    return {
      link,
      ok: false,
      error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
      durationMs: durationMs(),
    };
  } finally {
    deadline.clear();
  }
}
