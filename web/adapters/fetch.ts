/**
 * Fetch port (core/ports): the browser's `fetch`, bound to the window (calling an unbound `fetch`
 * throws "Illegal invocation" in browsers).
 */
import type { Fetch } from '../../core/ports';

/** @example const fetch = createBrowserFetch(); await fetch('/api/x'); */
export function createBrowserFetch(host: Pick<typeof globalThis, 'fetch'> = globalThis): Fetch {
  return ((input, init) => host.fetch(input as RequestInfo | URL, init as RequestInit)) as Fetch;
}
