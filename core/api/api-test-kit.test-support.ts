/**
 * A complete fake environment for API-client tests: fake clock and scheduler, memory storage, the
 * portal's core as every driver assembles it (core/portal `createPortalCore`: tokens, session,
 * identity, the real logout sequence, the API client) holding a valid session, and a fake fetch
 * whose answers each test sets. Kept out of production bundles by its name (`*.test-support.ts`).
 */
import type { TokenStore } from '../auth';
import { issueTokens } from '../auth/testing';
import { DEFAULT_FLAGS, localEnvironment } from '../config';
import type { Locale } from '../locale';
import type { Logout } from '../logout';
import { createPortalCore } from '../portal';
import { fakePortalPorts } from '../portal/fake-ports.test-support';
import {
  createFakeFetch,
  createFakeNavigation,
  createFakeTime,
  createMemoryStorage,
  createRecordingLogger,
  type FakeFetch,
  type FakeFetchHandler,
  type FakeNavigation,
  type FakeTime,
  type MemoryStorage,
  type RecordingLogger,
} from '../ports/testing';
import { type ApiClientOptions, createApiClient, type QueryApiClient } from './api-client';

export const SANDBOX_ORIGIN = 'http://sandbox.test';
const IDLE_FOR_A_DAY_MS = 24 * 60 * 60 * 1000;

export interface ApiTestKit {
  readonly time: FakeTime;
  readonly storage: MemoryStorage;
  readonly tokens: TokenStore;
  readonly logout: Logout;
  readonly navigation: FakeNavigation;
  readonly logger: RecordingLogger;
  readonly http: FakeFetch;
  readonly api: QueryApiClient;
  /** Changes the customer number (as a login records it) and the locale the keys are built from. */
  setScope(scope: { readonly customerNumber?: string; readonly locale?: Locale }): void;
  /** Requests whose URL path ends with `suffix`, ignoring the identity provider's logout. */
  requestsTo(suffix: string): ReturnType<FakeFetch['callsTo']>;
}

/** JSON answer helper. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * @example const kit = createApiTestKit((request) => json({ ok: true }));
 */
export function createApiTestKit(
  handler: FakeFetchHandler = () => new Response(null, { status: 404 }),
  options: { signedIn?: boolean; refresher?: ApiClientOptions['refresher'] } = {},
): ApiTestKit {
  const time = createFakeTime();
  const storage = createMemoryStorage();
  const http = createFakeFetch((request) =>
    request.url.endsWith('/protocol/openid-connect/logout')
      ? new Response(null, { status: 204 })
      : handler(request),
  );
  const navigation = createFakeNavigation(`${SANDBOX_ORIGIN}/de-de/dashboard/`);
  const logger = createRecordingLogger();
  let locale: Locale = 'de-DE';
  // The portal's own assembly, as each driver makes it (core/portal createPortalCore).
  const core = createPortalCore<QueryApiClient>({
    ports: fakePortalPorts(time, { storage, fetch: http.fetch, navigation, logger }),
    config: {
      services: localEnvironment(SANDBOX_ORIGIN).services,
      flags: {
        ...DEFAULT_FLAGS,
        userManagementCallObsLogout: false,
        umtFECallIdpLogoutOnSessionTimeout: true,
      },
      environment: 'production',
      region: 'DEU',
    },
    locale: () => locale,
    // The client's own tests decide whether an expired token is refreshed: by default it is not.
    createApiClient: (client) => createApiClient({ ...client, refresher: options.refresher }),
    logoutDestination: () => '/de-de/login/',
    // No user acts in these tests while the clock runs past the 5-minute idle timeout (and a machine
    // sleeps past the token's end); the session's own rules are core/session's tests.
    idleTimeoutMs: IDLE_FOR_A_DAY_MS,
  });
  const { tokens, logout } = core.runtime;
  if (options.signedIn ?? true) tokens.save(issueTokens(time.clock.now(), { accessSeconds: 3600 }));
  core.identity.record({ customerNumber: '0042' });
  return {
    time,
    storage,
    tokens,
    logout,
    navigation,
    logger,
    http,
    api: core.api,
    setScope(next) {
      if (next.customerNumber) core.identity.record({ customerNumber: next.customerNumber });
      if (next.locale) locale = next.locale;
    },
    requestsTo: (suffix) => http.callsTo(suffix),
  };
}

/** Settles a promise into a value or an error, so a test can advance time while it is pending. */
export function capture<T>(promise: Promise<T>): { readonly result: () => { value?: T; error?: unknown } } {
  let outcome: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => {
      outcome = { value };
    },
    (error: unknown) => {
      outcome = { error };
    },
  );
  return { result: () => outcome };
}
