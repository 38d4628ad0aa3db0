/**
 * The web-standard globals core may use: the ones browsers and Node 20+ both provide.
 *
 * Core is compiled with `"types": []` and no DOM library (design §5, jose's approach), so
 * `window`, `document`, `localStorage`, `process`, timers, `console` and the global `fetch`
 * do not type-check here (core/ports/fetch.ts names the shape of an injected fetch). Everything environmental arrives through a port instead (design §3).
 * The declarations are deliberately the small subset core needs.
 */

interface URLSearchParams {
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  forEach(callback: (value: string, key: string) => void): void;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  values(): IterableIterator<string>;
  readonly size: number;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (
    init?: string | URLSearchParams | Record<string, string> | ReadonlyArray<readonly [string, string]>,
  ): URLSearchParams;
};

interface URL {
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString(): string;
  toJSON(): string;
}
declare var URL: {
  prototype: URL;
  new (url: string | URL, base?: string | URL): URL;
  canParse(url: string | URL, base?: string | URL): boolean;
};

interface Event {
  readonly type: string;
}
interface EventListenerOptions {
  once?: boolean;
  signal?: AbortSignal;
}

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted(): void;
  addEventListener(type: 'abort', listener: (event: Event) => void, options?: EventListenerOptions): void;
  removeEventListener(type: 'abort', listener: (event: Event) => void): void;
}
declare var AbortSignal: {
  prototype: AbortSignal;
  abort(reason?: unknown): AbortSignal;
  any(signals: AbortSignal[]): AbortSignal;
};

interface AbortController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}
declare var AbortController: {
  prototype: AbortController;
  new (): AbortController;
};

interface DOMException extends Error {
  readonly name: string;
}
declare var DOMException: {
  prototype: DOMException;
  new (message?: string, name?: string): DOMException;
};

interface TextEncoder {
  encode(input?: string): Uint8Array;
}
declare var TextEncoder: { prototype: TextEncoder; new (): TextEncoder };

interface TextDecoder {
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}
declare var TextDecoder: {
  prototype: TextDecoder;
  new (label?: string, options?: { fatal?: boolean }): TextDecoder;
};

type HeadersInit = Headers | Record<string, string> | Array<[string, string]>;
interface Headers {
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  forEach(callback: (value: string, key: string) => void): void;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}
declare var Headers: { prototype: Headers; new (init?: HeadersInit): Headers };

type BodyInit = string | URLSearchParams | ArrayBuffer | Uint8Array;
interface RequestInit {
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
  credentials?: 'omit' | 'same-origin' | 'include';
  signal?: AbortSignal | null;
  redirect?: 'follow' | 'error' | 'manual';
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
}
interface ResponseInit {
  status?: number;
  statusText?: string;
  headers?: HeadersInit;
}
interface Response {
  readonly headers: Headers;
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  json(): Promise<unknown>;
  text(): Promise<string>;
}
declare var Response: {
  prototype: Response;
  new (body?: BodyInit | null, init?: ResponseInit): Response;
  json(data: unknown, init?: ResponseInit): Response;
};

interface Crypto {
  getRandomValues<T extends Uint8Array | Uint16Array | Uint32Array>(array: T): T;
  randomUUID(): string;
}
declare var crypto: Crypto;

declare function atob(data: string): string;
declare function btoa(data: string): string;
declare function structuredClone<T>(value: T): T;
declare function queueMicrotask(callback: () => void): void;
