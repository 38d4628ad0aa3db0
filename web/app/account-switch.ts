/**
 * §3 switchable accounts, §6 minor-account switch: a parent looks at a minor's accounts with the
 * same session. Which accounts may be switched to is the server's answer (core/api
 * `switchableAccountsCallIf`); here only the customer number the API calls run for changes, and the
 * parent's own number is kept so "my account" can come back. Cleared with every logout.
 */
import type { IdentityStore } from '../../core/login';
import type { Logout } from '../../core/logout';
import type { KeyValueStorage, Unsubscribe } from '../../core/ports';

export const OWN_CUSTOMER_KEY = 'portal:ownCustomerNumber';

export interface AccountSwitcher {
  /** The customer number of the logged-in person (the parent), whoever is being looked at. */
  own(): string | null;
  /** Looks at another account of this session; the caller reloads the customer data. */
  switchTo(customerNumber: string): void;
  dispose: Unsubscribe;
}

/** @example createAccountSwitcher({ identity, storage, logout }).switchTo('0047110013') */
export function createAccountSwitcher(options: {
  readonly identity: IdentityStore;
  readonly storage: KeyValueStorage;
  readonly logout: Pick<Logout, 'onReset'>;
}): AccountSwitcher {
  const { identity, storage } = options;
  return {
    own: () => storage.get(OWN_CUSTOMER_KEY) ?? identity.customerNumber(),
    switchTo(customerNumber) {
      const current = identity.get();
      if (!current.customerNumber || current.customerNumber === customerNumber) return;
      if (storage.get(OWN_CUSTOMER_KEY) === null) storage.set(OWN_CUSTOMER_KEY, current.customerNumber);
      identity.record({ customerNumber, userId: current.userId });
      if (storage.get(OWN_CUSTOMER_KEY) === customerNumber) storage.remove(OWN_CUSTOMER_KEY);
    },
    dispose: options.logout.onReset(() => storage.remove(OWN_CUSTOMER_KEY)),
  };
}
