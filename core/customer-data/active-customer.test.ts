import { describe, expect, it } from 'vitest';
import { createMemoryStorageArea } from '../ports/testing';
import { OWN_CUSTOMER_KEY } from './active-customer';
import { createCustomerDataKit, MINOR, PARENT } from './customer-data-test-kit.test-support';

describe('active customer (§3 switchable account, §6/§7 minor-account switch)', () => {
  it('§3 switching to a minor keeps the parent as "own"; switching back ends the switch', () => {
    const kit = createCustomerDataKit();
    const first = kit.active.getSnapshot();
    expect(first).toEqual({ own: PARENT, current: PARENT, switched: false });
    expect(kit.active.getSnapshot()).toBe(first); // stable for useSyncExternalStore
    let heard = 0;
    kit.active.subscribe(() => heard++);
    expect(kit.active.switchTo(MINOR)).toBe(true);
    expect(kit.active.getSnapshot()).toEqual({ own: PARENT, current: MINOR, switched: true });
    expect(kit.identity.customerNumber()).toBe(MINOR); // the API calls run for the minor
    expect(kit.identity.get().userId).toBe('user-1'); // the same person is logged in
    expect(kit.active.switchTo(PARENT)).toBe(true);
    expect(kit.active.getSnapshot()).toEqual({ own: PARENT, current: PARENT, switched: false });
    expect(kit.storage.get(OWN_CUSTOMER_KEY)).toBeNull();
    expect(heard).toBe(2);
    kit.dispose();
  });

  it('does nothing without a session or for the account already shown', () => {
    const kit = createCustomerDataKit({ signedIn: false });
    let heard = 0;
    kit.active.subscribe(() => heard++);
    expect(kit.active.switchTo(MINOR)).toBe(false);
    kit.signIn();
    expect(kit.active.switchTo(PARENT)).toBe(false);
    expect(heard).toBe(0);
    expect(kit.storage.get(OWN_CUSTOMER_KEY)).toBeNull();
    kit.dispose();
  });

  it('§4 logout ends the switch: the next login starts at the own account', async () => {
    const kit = createCustomerDataKit();
    kit.active.switchTo(MINOR);
    await kit.logout.logout({ reason: 'user' }).catch(() => {});
    expect(kit.storage.get(OWN_CUSTOMER_KEY)).toBeNull();
    expect(kit.active.getSnapshot()).toEqual({ own: null, current: null, switched: false });
    kit.dispose();
  });

  it('a switch in another tab reaches this tab (shared storage)', async () => {
    const area = createMemoryStorageArea();
    const tabA = createCustomerDataKit({ area });
    const tabB = createCustomerDataKit({ area, signedIn: false });
    let heard = 0;
    tabB.active.subscribe(() => heard++);
    tabA.active.switchTo(MINOR);
    await tabB.time.flush();
    expect(heard).toBe(1);
    expect(tabB.active.getSnapshot()).toEqual({ own: PARENT, current: MINOR, switched: true });
    tabA.dispose();
    tabB.dispose();
  });
});
