/**
 * §3 switchable accounts, §6/§7 minor-account switch: a parent looks at a minor's accounts with the
 * same session. Which accounts may be switched to is the server's answer (core/api
 * `switchableAccountsCallIf`, only with flag umtEnableMinorAccountSwitch); this store only keeps
 * whose accounts the API calls run for (the identity's customer number) and the parent's own number,
 * so "my account" can come back. Both live in the session's storage, so a reload and the other tabs
 * agree; every logout clears the switch.
 */
import { IDENTITY_STORAGE_KEYS, type IdentityStore } from '../login';
import type { Logout } from '../logout';
import type { KeyValueStorage, Unsubscribe } from '../ports';
import { createEmitter } from '../store';

/** Where the parent's own customer number is kept while a minor's accounts are shown. */
export const OWN_CUSTOMER_KEY = 'portal:ownCustomerNumber';

export interface ActiveCustomerSnapshot {
  /** The customer number of the logged-in person (the parent), whoever is being looked at. */
  readonly own: string | null;
  /** The customer whose data the portal shows and the API calls run for. */
  readonly current: string | null;
  /** True while someone else's accounts (a minor's) are shown. */
  readonly switched: boolean;
}

export interface ActiveCustomerStore {
  getSnapshot(): ActiveCustomerSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  /**
   * Looks at another account of this session (or back at the own one). False when there is no
   * session or it is the account already shown. The customer-data store reloads on its own.
   */
  switchTo(customerNumber: string): boolean;
  dispose(): void;
}

export interface ActiveCustomerOptions {
  readonly identity: IdentityStore;
  readonly storage: KeyValueStorage;
  /** The logout sequence: its reset step ends the switch in every tab. */
  readonly logout: Pick<Logout, 'onReset'>;
}

const WATCHED_KEYS: ReadonlySet<string | null> = new Set([
  OWN_CUSTOMER_KEY,
  IDENTITY_STORAGE_KEYS.customerNumber,
  null,
]);

/**
 * @example
 * const active = createActiveCustomerStore({ identity, storage, logout });
 * active.switchTo('0047110013'); // active.getSnapshot() → { own: '0047110012', current: '0047110013', switched: true }
 */
export function createActiveCustomerStore(options: ActiveCustomerOptions): ActiveCustomerStore {
  const { identity, storage } = options;
  const listeners = createEmitter();
  let snapshot: ActiveCustomerSnapshot = read();

  function read(): ActiveCustomerSnapshot {
    const current = identity.customerNumber();
    const own = storage.get(OWN_CUSTOMER_KEY) ?? current;
    return { own, current, switched: own !== null && current !== null && own !== current };
  }

  /** A new object only when something changed, as `useSyncExternalStore` requires. */
  function refresh(): ActiveCustomerSnapshot {
    const next = read();
    if (next.own !== snapshot.own || next.current !== snapshot.current) snapshot = next;
    return snapshot;
  }

  function notify() {
    const before = snapshot;
    if (refresh() === before) return;
    listeners.emit();
  }

  const stopReset = options.logout.onReset(() => {
    storage.remove(OWN_CUSTOMER_KEY);
    notify();
  });
  // Another tab switched (or logged out): this tab shows the same customer.
  const stopStorage = storage.subscribe((change) => {
    if (WATCHED_KEYS.has(change.key)) notify();
  });

  return {
    getSnapshot: refresh,
    subscribe: listeners.subscribe,
    switchTo(customerNumber) {
      const who = identity.get();
      if (!who.customerNumber || who.customerNumber === customerNumber) return false;
      if (storage.get(OWN_CUSTOMER_KEY) === null) storage.set(OWN_CUSTOMER_KEY, who.customerNumber);
      identity.record({ customerNumber, userId: who.userId });
      // Back at the own account: nothing is switched any more.
      if (storage.get(OWN_CUSTOMER_KEY) === customerNumber) storage.remove(OWN_CUSTOMER_KEY);
      notify();
      return true;
    },
    dispose() {
      stopReset();
      stopStorage();
      listeners.clear();
    },
  };
}
