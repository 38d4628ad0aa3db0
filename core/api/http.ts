/**
 * One HTTP exchange with a deadline (§9: 3000 ms), on the injected Scheduler so fake clocks hold
 * and core never touches the global timers (design §3). The body is read inside the deadline: a
 * server that sends headers and then stalls has not answered. Used by the API client, the login
 * call and the captcha provider, which all need the status, the headers and the raw text.
 */

import type { EndpointName, HttpMethod } from '../contract';
import type { Fetch, Scheduler } from '../ports';
import { ApiError } from './errors';

export interface HttpDeps {
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
}

export interface HttpRequest {
  readonly url: string;
  readonly method: HttpMethod;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly timeoutMs: number;
  /** Aborts the exchange from outside (a cancelled query, a logout); it then rejects with API_CANCELLED. */
  readonly signal?: AbortSignal | undefined;
  /** §7: calls send credentials (the portal session cookie). */
  readonly credentials?: 'include' | 'omit' | 'same-origin';
  /** Named in errors. */
  readonly call?: EndpointName;
}

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/**
 * @example
 * const answer = await sendRequest({ fetch, scheduler }, { url, method: 'GET', timeoutMs: 3000 });
 * answer.status // 200
 * @throws ApiError API_TIMEOUT after `timeoutMs`, API_CANCELLED when `signal` aborts, API_NETWORK otherwise
 */
export async function sendRequest(deps: HttpDeps, request: HttpRequest): Promise<HttpAnswer> {
  const { call } = request;
  const controller = new AbortController();
  let outcome: 'timeout' | 'cancelled' | undefined;
  let fail: (error: ApiError) => void = () => {};
  // Rejects on the deadline or on the outer abort, even if a fetch implementation ignores signals.
  const stopped = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const stop = (why: 'timeout' | 'cancelled') => {
    if (outcome) return;
    outcome = why;
    controller.abort();
    fail(
      why === 'timeout'
        ? new ApiError('API_TIMEOUT', `The ${call ?? 'API'} call timed out after ${request.timeoutMs} ms.`, {
            call,
          })
        : new ApiError('API_CANCELLED', `The ${call ?? 'API'} call was cancelled.`, { call }),
    );
  };
  const onAbort = () => stop('cancelled');
  if (request.signal?.aborted) stop('cancelled');
  request.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = deps.scheduler.setTimeout(() => stop('timeout'), request.timeoutMs);

  try {
    const exchange = (async (): Promise<HttpAnswer> => {
      const init: RequestInit = { method: request.method, signal: controller.signal };
      if (request.headers) init.headers = { ...request.headers };
      if (request.body !== undefined) init.body = request.body;
      if (request.credentials) init.credentials = request.credentials;
      const response = await deps.fetch(request.url, init);
      return { status: response.status, headers: response.headers, text: await response.text() };
    })();
    exchange.catch(() => {}); // may settle after the deadline; nobody waits for it then
    return await Promise.race([exchange, stopped]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('API_NETWORK', `The ${call ?? 'API'} call could not reach the server.`, { call });
  } finally {
    deps.scheduler.clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Reads a JSON body; `undefined` when it is empty or not JSON (the caller turns that into
 * API_INVALID_RESPONSE: a 200 with a broken body is not a success).
 * @example parseJsonText('{"a":1}') // { a: 1 }
 * @example parseJsonText('<html>') // undefined
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
