/**
 * What the header is built from. core/customer owns the Customer schema, the full name with titles
 * and IBAN formatting; the coordinator maps its results onto these inputs.
 */
import type { AccountIdKind } from './types';

/** One account identifier, already formatted by core/customer. */
export interface HeaderAccountIdInput {
  readonly kind: AccountIdKind;
  /** The electronic form, copied to the clipboard (no spaces). */
  readonly electronic: string;
  /** The display form (an IBAN with spaces when valid, else as given). */
  readonly display: string;
}

/** §8 the balance call's outcome; `maintenance` when the transaction account has isMaintenance. */
export type BalanceInput =
  | {
      readonly status: 'ok';
      readonly current: number;
      readonly available: number;
      readonly currency?: string;
    }
  | { readonly status: 'loading' }
  | { readonly status: 'maintenance' }
  | { readonly status: 'error' };

/** §3 the customer facts the header shows. */
export interface HeaderCustomerInput {
  /** Customer state, e.g. ACTIVE (§4: the balance strip needs ACTIVE; compared case-insensitively). */
  readonly state: string;
  /** The short name in the account button, without titles. */
  readonly displayName: string;
  /** The full name with titles (built by core/customer). */
  readonly fullName: string;
  readonly isCompanyCustomer: boolean;
  readonly distributorId?: string;
  readonly isPendingActivation: boolean;
  readonly accountIds: readonly HeaderAccountIdInput[];
  /** From GET /threads/unread-count (§7). */
  readonly unreadMessages: number;
  readonly balance: BalanceInput;
}

/** §1 a partner distributor's or co-branding logo shown next to the product logo. */
export interface PartnerLogoInput {
  readonly url: string;
  readonly alt: string;
}
