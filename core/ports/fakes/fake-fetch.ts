/**
 * A `fetch` that records every request and answers from a handler, honouring `AbortSignal` like the
 * real one (an aborted request rejects with an `AbortError`, even while the handler still waits).
 */
import type { Fetch } from '../fetch';

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text (form bodies as `a=1&b=2`), or null. */
  readonly body: string | null;
  readonly credentials: RequestInit['credentials'];
}

export type FakeFetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  readonly fetch: Fetch;
  readonly calls: readonly RecordedRequest[];
  /** The calls whose URL path ends with `suffix`. */
  callsTo(suffix: string): RecordedRequest[];
  /** Replaces the handler. */
  respondWith(handler: FakeFetchHandler): void;
}

function headersOf(init: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init).forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

function bodyOf(body: RequestInit['body']): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new TextDecoder().decode(body);
  // Streams and other bodies core never sends: record that there was one.
  return String(body);
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * @example
 * const fake = createFakeFetch(() => Response.json({ ok: true }));
 * await fake.fetch('https://id.example/token', { method: 'POST' });
 * fake.calls.length // 1
 */
export function createFakeFetch(
  handler: FakeFetchHandler = () => new Response(null, { status: 404 }),
): FakeFetch {
  const calls: RecordedRequest[] = [];
  let current = handler;
  const fetch: Fetch = (input, init = {}) => {
    const request: RecordedRequest = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: headersOf(init.headers),
      body: bodyOf(init.body),
      credentials: init.credentials,
    };
    calls.push(request);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      Promise.resolve()
        .then(() => current(request))
        .then(resolve, reject);
    });
  };
  return {
    fetch,
    calls,
    callsTo: (suffix) => calls.filter((call) => new URL(call.url).pathname.endsWith(suffix)),
    respondWith(next) {
      current = next;
    },
  };
}

/** A promise with its resolve and reject exposed, to answer a request when a test decides. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** @example const answer = deferred<Response>(); fake.respondWith(() => answer.promise); */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What `fetch` throws when the network is down. */
export function networkError(): TypeError {
  return new TypeError('fetch failed');
}
