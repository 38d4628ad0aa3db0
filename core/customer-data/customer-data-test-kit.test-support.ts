/**
 * A fake back end for the customer-data tests, on core/ports' fakes only: fake time, memory storage
 * (one area, so a second "tab" can share it), the portal's core as every driver assembles it
 * (core/portal `createPortalCore`: tokens, session, identity, API client, active customer, customer
 * data) holding a session, and a fake fetch that answers the §7 calls of two customers (a parent and
 * a minor). Kept out of production bundles by its name (`*.test-support.ts`).
 */
import { createApiClient } from '../api/api-client';
import { issueTokens } from '../auth/testing';
import { DEFAULT_FLAGS, localEnvironment } from '../config';
import { createPortalCore } from '../portal';
import { fakePortalPorts } from '../portal/fake-ports.test-support';
import { delay } from '../ports';
import {
  createFakeFetch,
  createFakeNavigation,
  createFakeTime,
  createMemoryStorageArea,
  type MemoryStorageArea,
  type RecordedRequest,
} from '../ports/testing';

export const ORIGIN = 'http://sandbox.test';
export const PARENT = '0042';
export const MINOR = '0077';

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The §7 answers for one customer; `failing` path endings answer 503. */
function answer(request: RecordedRequest, failing: ReadonlySet<string>): Response {
  const path = new URL(request.url).pathname;
  if ([...failing].some((suffix) => path.endsWith(suffix))) return json({ error: 'server_error' }, 503);
  if (path.endsWith('/protocol/openid-connect/logout')) return new Response(null, { status: 204 });
  const customer = /\/customers\/(\d+)$/.exec(path);
  if (customer)
    return json({
      id: customer[1],
      status: 'Active',
      firstName: customer[1] === MINOR ? 'Max' : 'Erika',
      lastName: 'Mustermann',
      address: { countryCode: 'DE' },
      _embedded: { referenceAccounts: [{ iban: 'DE89370400440532013000' }] },
    });
  if (path.endsWith('/accounts')) return json({ data: [{ id: 'TA-1', state: 'ACTIVE' }] });
  if (path.endsWith('/accounts/TA-1'))
    return json({ id: 'TA-1', state: 'ACTIVE', balance: { current: 10, available: 9 } });
  if (path.endsWith('/threads/unread-count')) return json(2);
  if (path.endsWith('/switchable-accounts'))
    return json({ data: [{ customer_id: MINOR, first_name: 'Max', last_name: 'Mustermann' }] });
  return json({ error: 'not_found' }, 404);
}

export interface KitOptions {
  readonly area?: MemoryStorageArea;
  readonly signedIn?: boolean;
  readonly switchOn?: boolean;
}

/** One browser tab of the portal's core: session, identity, API, active customer and customer data. */
export function createCustomerDataKit(options: KitOptions = {}) {
  const time = createFakeTime();
  const storage = (options.area ?? createMemoryStorageArea()).tab();
  const failing = new Set<string>();
  const slow = new Map<string, number>();
  const http = createFakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const wait = [...slow].find(([suffix]) => path.endsWith(suffix))?.[1];
    if (wait) await delay(time.scheduler, wait);
    return answer(request, failing);
  });
  const identified: string[] = [];
  // The portal's own assembly, as each driver makes it (core/portal createPortalCore).
  const core = createPortalCore({
    ports: fakePortalPorts(time, {
      storage,
      fetch: http.fetch,
      navigation: createFakeNavigation(`${ORIGIN}/de-de/dashboard/`),
    }),
    config: {
      services: localEnvironment(ORIGIN).services,
      flags: {
        ...DEFAULT_FLAGS,
        umtEnableMinorAccountSwitch: options.switchOn ?? true,
        userManagementCallObsLogout: false,
        umtFECallIdpLogoutOnSessionTimeout: true,
      },
      environment: 'production',
      region: 'DEU',
    },
    locale: () => 'de-DE',
    createApiClient,
    logoutDestination: () => '/de-de/login/',
    identify: (customerNumber) => void (customerNumber && identified.push(customerNumber)),
  });
  const { identity, customerData, activeCustomer: active } = core;
  const { tokens, logout } = core.runtime;
  const signIn = () => {
    tokens.save(issueTokens(time.clock.now(), { accessSeconds: 3600 }));
    identity.record({ customerNumber: PARENT, userId: 'user-1' });
  };
  if (options.signedIn ?? true) signIn();
  return {
    time,
    storage,
    http,
    tokens,
    logout,
    identity,
    active,
    customerData,
    identified,
    signIn,
    /** Makes calls whose path ends with `suffix` fail with 503 until `heal()`. */
    fail: (suffix: string) => void failing.add(suffix),
    heal: () => failing.clear(),
    /** Makes calls whose path ends with `suffix` answer after `ms` of fake time. */
    slow: (suffix: string, ms: number) => void slow.set(suffix, ms),
    /** Paths the API client asked for. */
    paths: () => http.calls.map((call) => new URL(call.url).pathname),
    /** Settles a promise while fake time runs (retries wait on the fake scheduler). */
    async settle<T>(promise: Promise<T>): Promise<T> {
      await time.advance(10_000);
      return promise;
    },
    dispose: () => core.dispose(),
  };
}
