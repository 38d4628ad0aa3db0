import { describe, expect, it } from 'vitest';
import { createTestPortal, signIn } from '../test/harness';

describe('customer data store (design §3, §8: one load, reload after a failure)', () => {
  it('is signed out without a session, loads once with one, and empties on logout', async () => {
    const test = await createTestPortal();
    const store = test.portal.customerData;
    expect(await store.load()).toBeUndefined();
    expect(store.getSnapshot().status).toBe('signedOut');
    await signIn(test, 'demo@sandbox.local');
    const first = await store.load();
    expect(first?.customer.status).toBe('loaded');
    const requestsAfterFirst = test.requests.length;
    await store.load();
    expect(test.requests.length).toBe(requestsAfterFirst); // design §8: no GET twice
    test.portal.runtime.tokens.clear();
    expect(store.getSnapshot().status).toBe('signedOut');
    test.portal.dispose();
  });

  it('reload asks the failed part again; the customer is available before the rest (wave 1)', async () => {
    const test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    test.failWhen((url) => url.pathname.endsWith('/threads/unread-count'), 503);
    const customer = await test.portal.customerData.loadCustomer();
    expect(customer?.status).toBe('loaded');
    const data = await test.portal.customerData.load();
    expect(data?.unreadCount.status).toBe('failed');
    test.clearFaults();
    const again = await test.portal.customerData.reload();
    expect(again?.unreadCount).toEqual({ status: 'loaded', value: 2 });
    test.portal.dispose();
  });
});
