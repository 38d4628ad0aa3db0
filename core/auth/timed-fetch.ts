/**
 * One HTTP call with a deadline (§9: auth requests time out after 3000 ms), on the injected
 * scheduler so tests need no real waiting. The body is read inside the deadline too: a server that
 * sends headers and then stalls has not answered.
 */
import type { Fetch, Scheduler } from '../ports';

export type TimedAnswer =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly text: string;
      /** The answer's content-type, when it named one: an HTML page is told apart by it. */
      readonly contentType?: string | null;
    }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' };

export interface TimedFetchDeps {
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
}

/**
 * @example
 * const answer = await timedFetch({ fetch, scheduler }, url, { method: 'POST', body }, 3000);
 * if (answer.kind === 'answer' && answer.status === 204) ...
 */
export async function timedFetch(
  deps: TimedFetchDeps,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<TimedAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  let expire: () => void = () => {};
  // Rejects on the deadline even if a fetch implementation ignores the signal.
  const deadline = new Promise<never>((_, reject) => {
    expire = () => reject(new DOMException('The auth request timed out.', 'TimeoutError'));
  });
  const timer = deps.scheduler.setTimeout(() => {
    timedOut = true;
    controller.abort();
    expire();
  }, timeoutMs);
  try {
    const call = (async () => {
      const response = await deps.fetch(url, { ...init, signal: controller.signal });
      const contentType = response.headers.get('content-type');
      return { status: response.status, text: await response.text(), contentType };
    })();
    call.catch(() => {}); // settled late after a timeout; nobody waits for it then
    const { status, text, contentType } = await Promise.race([call, deadline]);
    return { kind: 'answer', status, text, contentType };
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    deps.scheduler.clearTimeout(timer);
  }
}

/**
 * Parses a JSON body, or undefined when it is not JSON.
 * @example parseJson('{"error":"invalid_grant"}') // { error: 'invalid_grant' }
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
