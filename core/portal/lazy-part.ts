/**
 * The session part (issue 12, decision 160): what `createPortalCoreLoader` fetches with its one
 * `import()`. The assembly (session runtime, identity, customer data, login) and core/api's lazy
 * API client, the loader's default client, so both arrive in one chunk; query-core and the response
 * schemas still wait for the first API call (core/api lazy-api-client.ts).
 */
export { createLazyApiClient } from '../api';
export { createPortalCore } from './portal-core';
