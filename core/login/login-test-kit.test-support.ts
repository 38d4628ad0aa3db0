/**
 * A fake environment for login tests: fake time, memory storage, the portal's core as every driver
 * assembles it (core/portal `createPortalCore`: tokens, identity, API client, its login and bot
 * check, with a solver the test controls), and a fake fetch with a scripted identity provider and a
 * small customer back end.
 */
import type { ApiClient } from '../api';
import { createApiClient } from '../api/api-client';
import { LOGIN_HEADERS, type TokenStore } from '../auth';
import { issueTokens } from '../auth/testing';
import type { CaptchaPort, CaptchaSolver } from '../captcha';
import { DEFAULT_FLAGS, type Flags, localEnvironment } from '../config';
import { createPortalCore, type PortalLoginOptions } from '../portal';
import { fakePortalPorts } from '../portal/fake-ports.test-support';
import {
  createFakeFetch,
  createFakeNavigation,
  createFakeTime,
  createMemoryCookies,
  createMemoryStorage,
  createRecordingAnalytics,
  type FakeFetch,
  type FakeNavigation,
  type FakeTime,
  type MemoryCookies,
  type MemoryStorage,
  type RecordedRequest,
  type RecordingAnalytics,
} from '../ports/testing';
import type { IdentityStore } from './identity';
import type { LoginStore } from './login-types';

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
  /** The login's analytics events, without the bot check's. */
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
  readonly options?: Partial<PortalLoginOptions>;
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
  const flags: Flags = { ...DEFAULT_FLAGS, ...setup.flags };
  let solves = 0;
  const solver: CaptchaSolver = setup.solver ?? {
    async solve() {
      solves++;
      return { token: CAPTCHA_TOKEN, expiresAt: null };
    },
  };
  const http = createFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/auth/realms/global/login'))
      return identityProvider(request, JSON.parse(request.body ?? '{}') as Record<string, unknown>);
    if (path.endsWith('/customer/customers/0042')) return json(setup.customer ?? customerBody());
    if (path.endsWith('/savingglobal/rest/open_api/v2/login'))
      return new Response(null, { status: setup.portalLoginStatus ?? 204 });
    return json({ error: 'not_found' }, 404);
  });
  const navigation = createFakeNavigation(setup.url ?? `${ORIGIN}/de-de/login/`);
  const cookies = createMemoryCookies(setup.cookies);
  const analytics = createRecordingAnalytics();
  // The portal's own assembly, as each driver makes it.
  const core = createPortalCore({
    ports: fakePortalPorts(time, { storage, fetch: http.fetch, navigation, cookies, analytics }),
    config: { services: localEnvironment(ORIGIN).services, flags, environment: 'production', region: 'DEU' },
    locale: () => 'de-DE',
    createApiClient,
  });
  const captcha = core.createBotCheck(solver);
  const login = core.createLogin({
    captcha,
    locale: 'de-DE',
    clientId: 'login',
    deviceSessionKey: () => 'device-session-key',
    ...setup.options,
  });
  const { identity, api } = core;
  const { tokens } = core.runtime;
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
    // The login's own events: the bot check reports its own (captcha-started, captcha-solved).
    events: () => analytics.events.map((event) => event.event).filter((name) => !name.startsWith('captcha-')),
  };
}

export const CREDENTIALS = { email: ' demo@sandbox.local ', password: 'sandbox-password-1' };
