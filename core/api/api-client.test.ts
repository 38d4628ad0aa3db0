import { describe, expect, it } from 'vitest';
import { issueTokens } from '../auth/testing';
import { deferred, networkError } from '../ports/testing';
import { capture, createApiTestKit, json } from './api-test-kit.test-support';
import { footerCall } from './content-calls';
import { accountCall, customerCall, unreadCountCall } from './customer-calls';
import { ApiError } from './errors';
import { API_RETRY_DELAYS_MS } from './retry-policy';

const customerBody = { id: '0042', status: 'Active', firstName: 'Erika', lastName: 'Mustermann' };
const customer = () => customerCall({ bacNumber: '0042', withDataValidity: true });

describe('API client requests (§7)', () => {
  it('sends JSON with credentials and the bearer token to the table’s URL', async () => {
    const kit = createApiTestKit(() => json(customerBody));
    await expect(kit.api.get(customer())).resolves.toMatchObject({ id: '0042', firstName: 'Erika' });
    const [request] = kit.http.calls;
    expect(request?.url).toBe(
      'http://sandbox.test/api/customer/customers/0042?embed=all-persons%2Creference-accounts%2Cdata-validity',
    );
    expect(request?.credentials).toBe('include');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.authorization).toBe(`Bearer ${kit.tokens.accessToken()}`);
  });

  it('sends nothing and fails API_UNAUTHENTICATED without a valid session', async () => {
    const kit = createApiTestKit(() => json(customerBody), { signedIn: false });
    await expect(kit.api.get(customer())).rejects.toMatchObject({ code: 'API_UNAUTHENTICATED' });
    expect(kit.http.calls).toHaveLength(0);
  });

  it('refreshes an expired token of a live session once before the call', async () => {
    let refreshes = 0;
    const kit = createApiTestKit(() => json(customerBody), {
      refresher: {
        async refresh() {
          refreshes++;
          kit.tokens.save(issueTokens(kit.time.clock.now(), { accessSeconds: 300, serial: 1 }));
          return { ok: true, via: 'refreshed' };
        },
      },
    });
    kit.time.sleep(3_600_001);
    await expect(kit.api.get(customer())).resolves.toMatchObject({ id: '0042' });
    expect(refreshes).toBe(1);
    expect(kit.http.calls[0]?.headers.authorization).toBe(`Bearer ${kit.tokens.accessToken()}`);
  });

  it('sends public content without a bearer token and keys it without the customer', async () => {
    const kit = createApiTestKit(() => json({ copyright: '© Bank' }));
    await kit.api.get(footerCall({ locale: 'de-DE' }));
    kit.setScope({ customerNumber: '0099' });
    await kit.api.get(footerCall({ locale: 'de-DE' }));
    expect(kit.http.calls).toHaveLength(1);
    expect(kit.http.calls[0]?.headers.authorization).toBeUndefined();
  });
});

describe('cache and dedupe for 5 minutes (§7, §9)', () => {
  it('makes one network call for N identical GETs in flight and reuses the answer afterwards', async () => {
    const answer = deferred<Response>();
    const kit = createApiTestKit(() => answer.promise);
    const pending = Array.from({ length: 5 }, () => kit.api.get(unreadCountCall({ customerId: '0042' })));
    answer.resolve(json(2));
    await expect(Promise.all(pending)).resolves.toEqual([2, 2, 2, 2, 2]);
    await expect(kit.api.get(unreadCountCall({ customerId: '0042' }))).resolves.toBe(2);
    expect(kit.http.calls).toHaveLength(1);
  });

  it('asks again once 300000 ms have passed on the clock', async () => {
    let count = 0;
    const kit = createApiTestKit(() => json(++count));
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    await kit.time.advance(299_999);
    await expect(kit.api.get(unreadCountCall({ customerId: '0042' }))).resolves.toBe(1);
    await kit.time.advance(1);
    await expect(kit.api.get(unreadCountCall({ customerId: '0042' }))).resolves.toBe(2);
    expect(kit.http.calls).toHaveLength(2);
  });

  it('keys answers by customer and locale', async () => {
    const kit = createApiTestKit(() => json(1));
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    kit.setScope({ locale: 'en-GB' });
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    kit.setScope({ customerNumber: '0043' });
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    expect(kit.http.calls).toHaveLength(3);
  });

  it('runs query-core’s garbage collection on the injected scheduler', async () => {
    const kit = createApiTestKit(() => json(1));
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    expect(kit.api.queryClient.getQueryCache().getAll()).toHaveLength(1);
    await kit.time.advance(300_000);
    expect(kit.api.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('timeouts and retries (§7, §9)', () => {
  it('fails with API_TIMEOUT after 3000 ms, does not retry and caches nothing', async () => {
    const kit = createApiTestKit(() => new Promise<Response>(() => {}));
    const call = capture(kit.api.get(customer()));
    await kit.time.advance(2999);
    expect(call.result()).toEqual({});
    await kit.time.advance(1);
    expect(call.result().error).toMatchObject({ code: 'API_TIMEOUT', call: 'customer' });
    await kit.time.advance(10_000);
    expect(kit.http.calls).toHaveLength(1);
    expect(kit.api.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it.each([404, 410, 400, 409, 422])('does not retry HTTP %i', async (status) => {
    const kit = createApiTestKit(() => json({ error: 'x' }, status));
    const call = capture(kit.api.get(accountCall({ accountId: 'TA-1' })));
    await kit.time.advance(10_000);
    expect(call.result().error).toMatchObject({ code: 'API_HTTP', status });
    expect(kit.http.calls).toHaveLength(1);
  });

  it('treats 401 as API_UNAUTHENTICATED without retrying or clearing the session', async () => {
    const kit = createApiTestKit(() => json({ error: 'invalid_token' }, 401));
    const call = capture(kit.api.get(customer()));
    await kit.time.advance(10_000);
    expect(call.result().error).toMatchObject({ code: 'API_UNAUTHENTICATED', status: 401 });
    expect(kit.http.calls).toHaveLength(1);
    expect(kit.tokens.getSnapshot().status).toBe('present');
  });

  it('retries a 5xx twice with growing pauses and then succeeds', async () => {
    let attempt = 0;
    const kit = createApiTestKit(() => (++attempt < 3 ? json({}, 503) : json(customerBody)));
    const call = capture(kit.api.get(customer()));
    await kit.time.advance(API_RETRY_DELAYS_MS[0]! - 1);
    expect(kit.http.calls).toHaveLength(1);
    await kit.time.advance(1);
    expect(kit.http.calls).toHaveLength(2);
    await kit.time.advance(API_RETRY_DELAYS_MS[1]!);
    expect(kit.http.calls).toHaveLength(3);
    expect(call.result().value).toMatchObject({ id: '0042' });
  });

  it('gives up after two retries of a network error', async () => {
    const kit = createApiTestKit(() => Promise.reject(networkError()));
    const call = capture(kit.api.get(customer()));
    await kit.time.advance(60_000);
    expect(call.result().error).toMatchObject({ code: 'API_NETWORK' });
    expect(kit.http.calls).toHaveLength(3);
  });
});

describe('response validation (§7, design §6, security.md 7)', () => {
  it('turns a body that is not JSON into API_INVALID_RESPONSE and caches nothing', async () => {
    let body = '{"id": "0042", "status": ';
    const kit = createApiTestKit(() => new Response(body, { status: 200 }));
    const error = await kit.api.get(customer()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'API_INVALID_RESPONSE', call: 'customer', status: 200 });
    expect(kit.api.queryClient.getQueryCache().getAll()).toHaveLength(0);
    body = JSON.stringify(customerBody);
    await expect(kit.api.get(customer())).resolves.toMatchObject({ id: '0042' });
    expect(kit.http.calls).toHaveLength(2);
  });

  it('names missing fields without their values and does not cache them', async () => {
    const kit = createApiTestKit(() => json({ id: '0042', firstName: 'Secret' }));
    const error = await kit.api.get(customer()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'API_INVALID_RESPONSE', issues: ['status'] });
    expect(String((error as Error).message)).not.toContain('Secret');
    expect(kit.api.peek(customer())).toBeUndefined();
    await kit.api.get(customer()).catch(() => {});
    expect(kit.http.calls).toHaveLength(2);
  });

  it('accepts unknown fields', async () => {
    const kit = createApiTestKit(() => json({ ...customerBody, somethingNew: { x: 1 } }));
    await expect(kit.api.get(customer())).resolves.toMatchObject({ id: '0042' });
  });
});

describe('HTTP 403 clears the session (§7, §8, security.md 6)', () => {
  it('aborts calls in flight, purges the cache and logs out everywhere', async () => {
    const slow = deferred<Response>();
    const kit = createApiTestKit((request) => {
      if (request.url.includes('unread-count')) return json(3);
      if (request.url.includes('/accounts/')) return slow.promise;
      return json({ error: 'session_revoked' }, 403);
    });
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    const inFlight = capture(kit.api.get(accountCall({ accountId: 'TA-1' })));
    const forbidden = capture(kit.api.get(customer()));
    await kit.time.flush();

    expect(forbidden.result().error).toMatchObject({ code: 'API_FORBIDDEN', status: 403 });
    expect(inFlight.result().error).toMatchObject({ code: 'API_CANCELLED' });
    expect(kit.api.peek(unreadCountCall({ customerId: '0042' }))).toBeUndefined();
    expect(kit.tokens.getSnapshot().status).toBe('none');
    expect(kit.navigation.visits.at(-1)?.url).toBe('/de-de/login/');
    // A late answer to the aborted call is never stored.
    slow.resolve(json({ id: 'TA-1', state: 'ACTIVE' }));
    await kit.time.flush();
    expect(kit.api.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('logout purges the cache (§4 logout sequence, security.md 6)', () => {
  it('drops every answer when the user logs out', async () => {
    const kit = createApiTestKit(() => json(5));
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    expect(kit.api.peek(unreadCountCall({ customerId: '0042' }))).toBe(5);
    await kit.logout.logout();
    expect(kit.api.queryClient.getQueryCache().getAll()).toHaveLength(0);
    await expect(kit.api.get(unreadCountCall({ customerId: '0042' }))).rejects.toMatchObject({
      code: 'API_UNAUTHENTICATED',
    });
  });

  it('drops every answer when another tab clears the tokens', async () => {
    const kit = createApiTestKit(() => json(5));
    await kit.api.get(unreadCountCall({ customerId: '0042' }));
    kit.tokens.clear();
    expect(kit.api.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
