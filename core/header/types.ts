/**
 * The header's data model (§2.5, §3 Header customer data, §4 balance strip).
 */
import type { Locale } from '../locale';
import type { ActionItem, LogoItem, NavItem, SubmenuItem } from '../navigation';

/** §2.5 header types. */
export type HeaderType = 'public' | 'private' | 'integrated';

/**
 * §2.5 header modes, in selection order. The spec's five (country selector, login/open banking,
 * registration, authenticated, public) keep their order; the corporate and banking-as-a-service
 * sites (§2.4) have their own headers and are recognised right after the country selector.
 */
export type HeaderMode =
  | 'countrySelector'
  | 'corporate'
  | 'bankingAsAService'
  | 'login'
  | 'openBanking'
  | 'registration'
  | 'authenticated'
  | 'public';

/** §3 totalBalance / availableBalance. `amount` is formatted for the locale; `value` is the number. */
export interface BalanceAmount {
  readonly label: string;
  readonly amount: string;
  readonly value: number;
  readonly isNegative: boolean;
}

/** §3 notAvailableMessage: shown instead of balances (§8). */
export interface NotAvailableMessage {
  readonly title: string;
  readonly tooltipText: string;
}

/** Which identifier an account shows; the header's texts have one per kind (`header:caption_iban`, …). */
export type AccountIdKind = 'iban' | 'accountNumber' | 'sortCode';

/**
 * §3 accountIds entry. `id` is what is copied (IBAN in electronic format, no spaces); `label` is
 * what is shown (IBAN with spaces when valid); `size` lets long identifiers use a smaller type so
 * they fit the dropdown (762 px, §9) without wrapping.
 */
export interface AccountId {
  readonly id: string;
  readonly label: string;
  readonly size: 'default' | 'small';
  readonly kind: AccountIdKind;
  /** "IBAN", "Account number", … in the header's language. */
  readonly caption: string;
}

/** §3 Header customer data. */
export interface HeaderCustomerData {
  readonly state: string;
  readonly type: HeaderType;
  readonly displayName: string;
  readonly fullName: string;
  /** §5 account initials. */
  readonly initials: string;
  readonly accountIds: readonly AccountId[];
  readonly subMenus: readonly SubmenuItem[];
  readonly actionItems: readonly ActionItem[];
  readonly showUnreadMessage: boolean;
  /**
   * How many message threads are unread (never negative, whole), so the badge's accessible name can
   * say "2 unread messages" instead of only "unread messages" (accessibility.md: a badge that
   * carries a number must say it). `showUnreadMessage` is `unreadMessages > 0`.
   */
  readonly unreadMessages: number;
  readonly totalBalance?: BalanceAmount;
  readonly availableBalance?: BalanceAmount;
  readonly balanceIsLoading: boolean;
  readonly balanceIsNotAvailable: boolean;
  readonly notAvailableMessage?: NotAvailableMessage;
  readonly isCompanyCustomer: boolean;
  readonly distributorId?: string;
  readonly isPendingActivation: boolean;
}

/** §4 what the desktop balance strip shows. */
export type BalanceStripView =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'skeleton'; readonly columns: number }
  | { readonly kind: 'unavailable'; readonly message: NotAvailableMessage }
  | {
      readonly kind: 'balances';
      readonly totalBalance: BalanceAmount;
      readonly availableBalance: BalanceAmount;
    };

/** Where the mobile login/registration bar sits (§2.5): fixed at the bottom, or below an integrated header. */
export type MobileActionBar = 'bottom' | 'belowHeader' | 'none';

/** Everything a driver needs to draw the header. */
export interface HeaderModel {
  readonly mode: HeaderMode;
  readonly type: HeaderType;
  readonly locale?: Locale;
  /** §2.1: an unsupported locale in the public header yields an empty header. */
  readonly isEmpty: boolean;
  /** Product logo first, then a partner logo (§1, §2.5). */
  readonly logos: readonly LogoItem[];
  readonly navigation: readonly NavItem[];
  /** The `<nav>` landmark's label (accessibility.md §13: every nav has a unique label). */
  readonly navigationLabel: string;
  readonly actions: readonly ActionItem[];
  /** The account dropdown of the private header. */
  readonly account?: NavItem;
  readonly customer?: HeaderCustomerData;
  readonly balanceStrip: BalanceStripView;
  readonly showDesktopNavigation: boolean;
  readonly mobileActionBar: MobileActionBar;
  /** §4: placeholder columns while the customer's header data is missing or loading. */
  readonly skeleton?: { readonly columns: number };
}
