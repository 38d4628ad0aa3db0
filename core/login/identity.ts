/**
 * Who is logged in, as the login recorded it (§4: "records the customer number"): the customer
 * number (bacNumber) from the login's `customer-id` header, the identity provider's user id, and
 * the customer's country once the customer has loaded (the data-validity hint of the next load,
 * core/api customer-data-rules.ts). Kept in the same storage as the tokens, so a reload and the
 * other tabs know it too, and cleared by the logout sequence's reset step.
 *
 * The customer number is taken from the login answer, not from the token's claims: claims are read
 * for timing only (security.md 6).
 */
import type { Logout } from '../logout';
import type { KeyValueStorage, Unsubscribe } from '../ports';

export const IDENTITY_STORAGE_KEYS = {
  customerNumber: 'customer_number',
  userId: 'user_id',
  customerCountry: 'customer_country',
} as const;

export interface SessionIdentity {
  readonly customerNumber: string | null;
  readonly userId: string | null;
  readonly country: string | null;
}

export interface IdentityStore {
  get(): SessionIdentity;
  customerNumber(): string | null;
  /** A new login: replaces everything recorded before (the country only when the customer changed). */
  record(identity: { readonly customerNumber: string; readonly userId?: string | null | undefined }): void;
  recordCountry(country: string | null | undefined): void;
  clear(): void;
  /** Stops clearing on logout. */
  dispose(): void;
}

const ALL_KEYS = Object.values(IDENTITY_STORAGE_KEYS);

/**
 * @example
 * const identity = createIdentityStore({ storage, session: logout });
 * identity.record({ customerNumber: '0042', userId: 'u-1' });
 * identity.customerNumber() // '0042'
 */
export function createIdentityStore(options: {
  readonly storage: KeyValueStorage;
  /** When given, the identity is cleared on every logout, in every tab. */
  readonly session?: Pick<Logout, 'onReset'> | undefined;
}): IdentityStore {
  const { storage } = options;
  const clear = () => {
    for (const key of ALL_KEYS) storage.remove(key);
  };
  const stop: Unsubscribe = options.session?.onReset(clear) ?? (() => {});
  return {
    get: () => ({
      customerNumber: storage.get(IDENTITY_STORAGE_KEYS.customerNumber),
      userId: storage.get(IDENTITY_STORAGE_KEYS.userId),
      country: storage.get(IDENTITY_STORAGE_KEYS.customerCountry),
    }),
    customerNumber: () => storage.get(IDENTITY_STORAGE_KEYS.customerNumber),
    record({ customerNumber, userId }) {
      const sameCustomer = storage.get(IDENTITY_STORAGE_KEYS.customerNumber) === customerNumber;
      const country = sameCustomer ? storage.get(IDENTITY_STORAGE_KEYS.customerCountry) : null;
      clear();
      if (country) storage.set(IDENTITY_STORAGE_KEYS.customerCountry, country);
      storage.set(IDENTITY_STORAGE_KEYS.customerNumber, customerNumber);
      if (userId) storage.set(IDENTITY_STORAGE_KEYS.userId, userId);
    },
    recordCountry(country) {
      if (country) storage.set(IDENTITY_STORAGE_KEYS.customerCountry, country);
      else storage.remove(IDENTITY_STORAGE_KEYS.customerCountry);
    },
    clear,
    dispose: stop,
  };
}
