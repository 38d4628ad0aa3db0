/**
 * A fake environment for login tests: fake time, memory storage, the real token store, identity
 * store, API client and captcha store (with a solver the test controls), and a fake fetch with a
 * scripted identity provider and a small customer back end.
 */
import type { ApiClient } from '../api';
import { createApiClient } from '../api/api-client';
import { createTokenStore, LOGIN_HEADERS, type TokenStore } from '../auth';
import { issueTokens } from '../auth/testing';
import { type CaptchaPort, type CaptchaSolver, captchaSettings, createCaptchaStore } from '../captcha';
import { DEFAULT_FLAGS, type Flags, localEnvironment } from '../config';
import {
  createFakeFetch,
  createFakeNavigation,
  createFakeTime,
  createMemoryCookies,
  createMemoryStorage,
  createRecordingAnalytics,
  createRecordingLogger,
  type FakeFetch,
  type FakeNavigation,
  type FakeTime,
  type MemoryCookies,
  type MemoryStorage,
  type RecordedRequest,
  type RecordingAnalytics,
} from '../ports/testing';
import { createIdentityStore, type IdentityStore } from './identity';
import { createLoginStore } from './login-store';
import type { LoginStore, LoginStoreOptions } from './login-types';

export const ORIGIN = 'http://sandbox.test';
export const CAPTCHA_TOKEN = 'captcha-solution-token';

export type IdentityProvider = (
  request: RecordedRequest,
  body: Record<string, unknown>,
) => Response | Promise<Response>;

export interface LoginTestKit {
  readonly time: FakeTime;
  readonly storage: MemoryStorage;
  readonly tokens: TokenStore;
  readonly identity: IdentityStore;
  readonly captcha: CaptchaPort;
  /** How many times the puzzle was solved. */
  readonly solves: () => number;
  readonly api: ApiClient;
  readonly http: FakeFetch;
  readonly navigation: FakeNavigation;
  readonly cookies: MemoryCookies;
  readonly analytics: RecordingAnalytics;
  readonly login: LoginStore;
  /** Requests to the login endpoint with their parsed bodies. */
  loginRequests(): Array<{ request: RecordedRequest; body: Record<string, unknown> }>;
  events(): string[];
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A 200 with tokens issued at `serverNow`. */
export function tokenAnswer(
  serverNow: number,
  headers: Record<string, string> = { [LOGIN_HEADERS.customerId]: '0042' },
  status = 200,
) {
  return json({ token: issueTokens(serverNow, { accessSeconds: 300 }) }, status, headers);
}

export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    id: '0042',
    status: 'Active',
    distributorId: null,
    address: { countryCode: 'DE' },
    _embedded: { referenceAccounts: [{ iban: 'DE89370400440532013000' }], dataValidity: { status: 'VALID' } },
    ...overrides,
  };
}

export interface LoginTestKitOptions {
  readonly flags?: Partial<Flags>;
  readonly url?: string;
  readonly cookies?: Record<string, string>;
  readonly solver?: CaptchaSolver;
  readonly customer?: Record<string, unknown>;
  readonly options?: Partial<LoginStoreOptions>;
  /** What the portal login (flag umtCallOBSLoginEndpointFromFE) answers; default 204. */
  readonly portalLoginStatus?: number;
}

/** @example const kit = createLoginTestKit((request, body) => tokenAnswer(now)); */
export function createLoginTestKit(
  identityProvider: IdentityProvider,
  setup: LoginTestKitOptions = {},
): LoginTestKit {
  const time = createFakeTime();
  const storage = createMemoryStorage();
  const tokens = createTokenStore({ storage, clock: time.clock });
  const identity = createIdentityStore({ storage });
  const services = localEnvironment(ORIGIN).services;
  const flags: Flags = { ...DEFAULT_FLAGS, ...setup.flags };
  let solves = 0;
  const solver: CaptchaSolver = setup.solver ?? {
    async solve() {
      solves++;
      return { token: CAPTCHA_TOKEN, expiresAt: null };
    },
  };
  const captcha = createCaptchaStore({
    solver,
    clock: time.clock,
    scheduler: time.scheduler,
    settings: captchaSettings(flags),
  });
  const http = createFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/auth/realms/global/login'))
      return identityProvider(request, JSON.parse(request.body ?? '{}') as Record<string, unknown>);
    if (path.endsWith('/customer/customers/0042')) return json(setup.customer ?? customerBody());
    if (path.endsWith('/savingglobal/rest/open_api/v2/login'))
      return new Response(null, { status: setup.portalLoginStatus ?? 204 });
    return json({ error: 'not_found' }, 404);
  });
  const api = createApiClient({
    services,
    fetch: http.fetch,
    scheduler: time.scheduler,
    clock: time.clock,
    tokens,
    scope: () => ({ customerNumber: identity.customerNumber(), locale: 'de-DE' }),
  });
  const navigation = createFakeNavigation(setup.url ?? `${ORIGIN}/de-de/login/`);
  const cookies = createMemoryCookies(setup.cookies);
  const analytics = createRecordingAnalytics();
  const login = createLoginStore({
    services,
    fetch: http.fetch,
    clock: time.clock,
    scheduler: time.scheduler,
    tokens,
    identity,
    captcha,
    api,
    navigation,
    cookies,
    flags,
    locale: 'de-DE',
    clientId: 'login',
    analytics,
    logger: createRecordingLogger(),
    deviceSessionKey: () => 'device-session-key',
    ...setup.options,
  });
  return {
    time,
    storage,
    tokens,
    identity,
    captcha,
    solves: () => solves,
    api,
    http,
    navigation,
    cookies,
    analytics,
    login,
    loginRequests: () =>
      http
        .callsTo('/auth/realms/global/login')
        .map((request) => ({ request, body: JSON.parse(request.body ?? '{}') as Record<string, unknown> })),
    events: () => analytics.events.map((event) => event.event),
  };
}

export const CREDENTIALS = { email: ' demo@sandbox.local ', password: 'sandbox-password-1' };
