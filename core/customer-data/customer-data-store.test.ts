import { describe, expect, it } from 'vitest';
import type { CustomerDataSnapshot } from './customer-data-store';
import { createCustomerDataKit, MINOR, PARENT } from './customer-data-test-kit.test-support';

/** The names of the parts a snapshot holds. */
const partsOf = (snapshot: CustomerDataSnapshot) =>
  snapshot.status === 'signedOut' ? [] : Object.keys(snapshot.data).sort();
const customerIdOf = (snapshot: CustomerDataSnapshot) =>
  snapshot.status !== 'signedOut' && snapshot.data.customer?.status === 'loaded'
    ? snapshot.data.customer.value.id
    : undefined;

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
    // 'loading' with each part as it settles, then 'loaded' once.
    expect([...new Set(seen)]).toEqual(['loading', 'loaded']);
    expect(seen.indexOf('loaded')).toBe(seen.length - 1);
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

  describe('progressive publishing: the greeting paints after wave 1', () => {
    it('publishes each part as it settles: the customer after wave 1, the balance after wave 2', async () => {
      const kit = createCustomerDataKit();
      kit.slow('', 400); // every call takes 400 ms, so the waves are apart
      const store = kit.customerData;
      const seen: CustomerDataSnapshot[] = [];
      store.subscribe(() => void seen.push(store.getSnapshot()));
      const pending = store.load();
      await kit.time.advance(450); // wave 1 has answered, wave 2 has not
      const afterWave1 = store.getSnapshot();
      expect(afterWave1.status).toBe('loading');
      expect(customerIdOf(afterWave1)).toBe(PARENT);
      expect(afterWave1.status !== 'signedOut' && afterWave1.data.accounts?.status).toBe('loaded');
      expect(afterWave1.status !== 'signedOut' && afterWave1.data.preferredAccount).toBeUndefined();
      expect(kit.identified).toEqual([PARENT]); // §7 identified with the customer, not at the end

      await kit.time.advance(450);
      const data = await pending;
      expect(data?.preferredAccount).toMatchObject({ status: 'loaded', value: { id: 'TA-1' } });
      expect(store.getSnapshot()).toMatchObject({
        status: 'loaded',
        data: { preferredAccount: { status: 'loaded' } },
      });
      // Parts only ever arrive: no part disappears between two snapshots, and 'loaded' comes once, last.
      for (const [index, snapshot] of seen.entries())
        expect(partsOf(snapshot)).toEqual(expect.arrayContaining(partsOf(seen[index - 1] ?? snapshot)));
      expect(seen.filter((snapshot) => snapshot.status === 'loaded')).toHaveLength(1);
      expect(seen.at(-1)?.status).toBe('loaded');
      expect(seen.length).toBeGreaterThan(2);
      const paths = kit.paths();
      expect(new Set(paths).size).toBe(paths.length); // design §8: no GET twice
      kit.dispose();
    });

    it('§8 a reload keeps the loaded parts on screen and shows the failed one as loading until it answers', async () => {
      const kit = createCustomerDataKit();
      kit.fail('/threads/unread-count');
      await kit.settle(kit.customerData.load());
      kit.heal();
      kit.slow('/threads/unread-count', 400);
      const again = kit.customerData.reload();
      const reloading = kit.customerData.getSnapshot();
      expect(reloading.status).toBe('loading');
      expect(customerIdOf(reloading)).toBe(PARENT);
      expect(reloading.status !== 'signedOut' && reloading.data.unreadCount).toBeUndefined();
      expect((await kit.settle(again))?.unreadCount).toEqual({ status: 'loaded', value: 2 });
      kit.dispose();
    });

    it('§3/§6 after a switch no part of the parent is shown with the minor’s (only the switchable accounts stay)', async () => {
      const kit = createCustomerDataKit();
      await kit.settle(kit.customerData.load());
      kit.slow('', 400);
      const seen: CustomerDataSnapshot[] = [];
      kit.customerData.subscribe(() => void seen.push(kit.customerData.getSnapshot()));
      kit.active.switchTo(MINOR);
      expect(partsOf(kit.customerData.getSnapshot())).toEqual(['switchableAccounts']);
      await kit.time.advance(2_000);
      expect(customerIdOf(kit.customerData.getSnapshot())).toBe(MINOR);
      expect(seen.map(customerIdOf).filter(Boolean)).not.toContain(PARENT);
      kit.dispose();
    });

    it('parts of a load that a logout ended are not published', async () => {
      const kit = createCustomerDataKit();
      kit.slow('', 400);
      const seen: string[] = [];
      kit.customerData.subscribe(() => void seen.push(kit.customerData.getSnapshot().status));
      void kit.customerData.load();
      kit.tokens.clear();
      await kit.time.advance(2_000);
      expect(seen).toEqual(['loading', 'signedOut']);
      kit.dispose();
    });
  });
});
