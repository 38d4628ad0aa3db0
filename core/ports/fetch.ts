/**
 * HTTP, injected (design §3): the shape of the standard `fetch`, written out here rather than as a
 * global so that web/, cli/ and fixtures/ (with DOM or Node types) and core (with platform.d.ts)
 * all resolve the same named type.
 */
export type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;
