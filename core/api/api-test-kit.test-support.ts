/**
 * A complete fake environment for API-client tests: fake clock and scheduler, memory storage,
 * a real token store holding a valid session, the real logout sequence, and a fake fetch whose
 * answers each test sets. Kept out of production bundles by its name (`*.test-support.ts`).
 */
import { createTokenStore, type TokenStore } from '../auth';
import { issueTokens } from '../auth/testing';
import { localEnvironment } from '../config';
import { createLogout, type Logout } from '../logout';
import {
  createBroadcastHub,
  createFakeFetch,
  createFakeNavigation,
  createFakeTime,
  createMemoryCookies,
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
import type { ApiScope } from './call';

export const SANDBOX_ORIGIN = 'http://sandbox.test';

export interface ApiTestKit {
  readonly time: FakeTime;
  readonly storage: MemoryStorage;
  readonly tokens: TokenStore;
  readonly logout: Logout;
  readonly navigation: FakeNavigation;
  readonly logger: RecordingLogger;
  readonly http: FakeFetch;
  readonly api: QueryApiClient;
  /** Changes the customer number and locale the keys are built from. */
  setScope(scope: Partial<ApiScope>): void;
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
  const tokens = createTokenStore({ storage, clock: time.clock });
  if (options.signedIn ?? true) tokens.save(issueTokens(time.clock.now(), { accessSeconds: 3600 }));
  const services = localEnvironment(SANDBOX_ORIGIN).services;
  const http = createFakeFetch((request) =>
    request.url.endsWith('/protocol/openid-connect/logout')
      ? new Response(null, { status: 204 })
      : handler(request),
  );
  const navigation = createFakeNavigation(`${SANDBOX_ORIGIN}/de-de/dashboard/`);
  const logger = createRecordingLogger();
  const logout = createLogout({
    tokens,
    fetch: http.fetch,
    services,
    scheduler: time.scheduler,
    broadcast: createBroadcastHub().channel(),
    navigation,
    cookies: createMemoryCookies(),
    logger,
    flags: { userManagementCallObsLogout: false, umtFECallIdpLogoutOnSessionTimeout: true },
    destination: () => '/de-de/login/',
  });
  let scope: ApiScope = { customerNumber: '0042', locale: 'de-DE' };
  const api = createApiClient({
    services,
    fetch: http.fetch,
    scheduler: time.scheduler,
    clock: time.clock,
    tokens,
    session: logout,
    refresher: options.refresher,
    scope: () => scope,
    logger,
  });
  return {
    time,
    storage,
    tokens,
    logout,
    navigation,
    logger,
    http,
    api,
    setScope(next) {
      scope = { ...scope, ...next };
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
