import { describe, expect, it } from 'vitest';
import { createCustomerDataKit, MINOR, PARENT } from './customer-data-test-kit.test-support';

describe('customer data store (design §3 store, §8 one load and reload after a failure)', () => {
  it('is signed out without a session, loads once with one, and empties on logout', async () => {
    const kit = createCustomerDataKit({ signedIn: false });
    const store = kit.customerData;
    expect(await store.load()).toBeUndefined();
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(kit.http.calls).toHaveLength(0);
    kit.signIn();
    const seen: string[] = [];
    store.subscribe(() => void seen.push(store.getSnapshot().status));
    const first = await kit.settle(store.load());
    expect(first?.customer).toMatchObject({ status: 'loaded', value: { id: PARENT } });
    expect(seen).toEqual(['loading', 'loaded']);
    const calls = kit.http.calls.length;
    await kit.settle(store.load());
    expect(kit.http.calls.length).toBe(calls); // design §8: no GET twice
    kit.tokens.clear();
    expect(store.getSnapshot().status).toBe('signedOut');
    kit.dispose();
  });

  it('§8 reload asks the failed part again; §2.2 the customer is there before the rest (wave 1)', async () => {
    const kit = createCustomerDataKit();
    kit.fail('/threads/unread-count');
    const customer = await kit.settle(kit.customerData.loadCustomer());
    expect(customer?.status).toBe('loaded');
    const data = await kit.settle(kit.customerData.load());
    expect(data?.unreadCount.status).toBe('failed');
    kit.heal();
    const again = await kit.settle(kit.customerData.reload());
    expect(again?.unreadCount).toEqual({ status: 'loaded', value: 2 });
    expect(kit.customerData.getSnapshot()).toMatchObject({
      status: 'loaded',
      data: { unreadCount: { value: 2 } },
    });
    kit.dispose();
  });

  it('§7 reports the customer once it has loaded and records the country for the next load', async () => {
    const kit = createCustomerDataKit();
    await kit.settle(kit.customerData.load());
    expect(kit.identified).toEqual([PARENT]);
    expect(kit.identity.get().country).toBe('DE');
    kit.dispose();
  });

  it('a load that was running at logout does not fill the store again afterwards', async () => {
    const kit = createCustomerDataKit();
    const pending = kit.customerData.load();
    kit.tokens.clear();
    expect(await kit.settle(pending)).toBeUndefined();
    expect(kit.customerData.getSnapshot().status).toBe('signedOut');
    expect(kit.identified).toEqual([]);
    kit.dispose();
  });

  it('§3/§6 after a switch to a minor the data is the minor’s, even when the parent’s load ends later', async () => {
    const kit = createCustomerDataKit();
    kit.slow(`/customers/${PARENT}`, 2_000); // the parent's answer is slow …
    const parentLoad = kit.customerData.load();
    kit.active.switchTo(MINOR); // … and the parent switches before it arrives
    await kit.settle(parentLoad);
    const snapshot = kit.customerData.getSnapshot();
    expect(snapshot.status).toBe('loaded');
    expect(snapshot.status === 'loaded' && snapshot.data.customer).toMatchObject({ value: { id: MINOR } });
    expect(kit.paths().some((path) => path.endsWith(`/customers/${MINOR}`))).toBe(true);
    expect(kit.identified).toEqual([MINOR]);
    kit.dispose();
  });

  it('a signed-out store does not load because the active customer changed', async () => {
    const kit = createCustomerDataKit();
    kit.active.switchTo(MINOR);
    await kit.time.advance(10_000);
    expect(kit.http.calls).toHaveLength(0);
    expect(kit.customerData.getSnapshot().status).toBe('signedOut');
    kit.dispose();
  });
});
