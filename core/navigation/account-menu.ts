/**
 * §2.3 the private account menu per locale, and the reduced menu for customers pending activation
 * (§6). Logout is not a menu entry: it sits apart in the dropdown's bottom zone so that "only
 * messages, documents and account security" stays true for the reduced menu.
 */
import type { Flags } from '../config';
import { createTranslator, type KeyOf } from '../i18n';
import type { Locale } from '../locale';
import { type PrivatePage, privatePagePath } from '../routes';
import { basic } from './draft';
import type { NavItem, SubmenuItem } from './types';

export interface AccountMenuInput {
  readonly locale: Locale;
  readonly flags: Pick<Flags, 'customerShowPaymentMethodScreens'>;
  readonly isPendingActivation: boolean;
}

/**
 * §2.3 payment methods: de-DE with `customerShowPaymentMethodScreens`, it-IT and de-CH always,
 * nowhere else (nl-NL explicitly not).
 * @example paymentMethodsAvailable('it-IT', { customerShowPaymentMethodScreens: false }) // true
 */
export function paymentMethodsAvailable(
  locale: Locale,
  flags: Pick<Flags, 'customerShowPaymentMethodScreens'>,
): boolean {
  if (locale === 'de-DE') return flags.customerShowPaymentMethodScreens;
  return locale === 'it-IT' || locale === 'de-CH';
}

/** The menu titles of the account's pages (texts of the `navMenus` namespace). */
type AccountTitle = Extract<
  KeyOf<'navMenus'>,
  | 'messages'
  | 'documents'
  | 'transactions'
  | 'withdraw'
  | 'paymentMethods'
  | 'loginAndSecurity'
  | 'myDetails'
  | 'notifications'
  | 'exemptionOrder'
>;

type Entry = { page: PrivatePage; title: AccountTitle; icon: string };

const ALL_ENTRIES: readonly Entry[] = [
  { page: 'messages', title: 'messages', icon: 'mail' },
  { page: 'documents', title: 'documents', icon: 'document' },
  { page: 'transactions', title: 'transactions', icon: 'list' },
  { page: 'withdrawal', title: 'withdraw', icon: 'arrow-out' },
  { page: 'paymentMethods', title: 'paymentMethods', icon: 'card' },
  { page: 'userAccount', title: 'loginAndSecurity', icon: 'lock' },
  { page: 'myDetails', title: 'myDetails', icon: 'user' },
  { page: 'notifications', title: 'notifications', icon: 'bell' },
  // The overview lists the current order and leads to the form; it is where a customer starts.
  { page: 'exemptionOrderOverview', title: 'exemptionOrder', icon: 'percent' },
];

const PENDING_ACTIVATION_PAGES: ReadonlySet<PrivatePage> = new Set(['messages', 'documents', 'userAccount']);

function entryVisible(entry: Entry, input: AccountMenuInput): boolean {
  if (input.isPendingActivation) return PENDING_ACTIVATION_PAGES.has(entry.page);
  if (entry.page === 'paymentMethods') return paymentMethodsAvailable(input.locale, input.flags);
  if (entry.page === 'exemptionOrderOverview') return input.locale === 'de-DE';
  return true;
}

/**
 * §2.3 the account menu entries for one customer.
 * @example accountMenuItems({ locale: 'nl-NL', flags, isPendingActivation: true }).map((i) => i.id)
 *   // ['account.messages', 'account.documents', 'account.userAccount']
 */
export function accountMenuItems(input: AccountMenuInput): SubmenuItem[] {
  const { t } = createTranslator(input.locale);
  return ALL_ENTRIES.filter((entry) => entryVisible(entry, input)).map((entry) =>
    basic(
      `account.${entry.page}`,
      t(`navMenus:${entry.title}`),
      privatePagePath(input.locale, entry.page),
      entry.icon,
    ),
  );
}

/** The logout entry of the account dropdown: a callback, not a link. */
export function logoutItem(locale: Locale): SubmenuItem {
  return {
    id: 'account.logout',
    type: 'basic',
    title: createTranslator(locale).t('navMenus:logout'),
    callback: 'logout',
    icon: 'logout',
  };
}

/**
 * The account dropdown of the private header: its button shows the customer's name and the unread
 * badge (§3 enableBadge, from showUnreadMessage).
 */
export function accountNavItem(
  input: AccountMenuInput & { readonly title?: string; readonly showUnreadMessage: boolean },
): NavItem {
  return {
    id: 'account',
    title: input.title || createTranslator(input.locale).t('navMenus:accountMenu'),
    enableBadge: input.showUnreadMessage,
    subMenus: {
      layout: 'default',
      top: [],
      main: accountMenuItems(input),
      sidebar: [],
      bottom: [logoutItem(input.locale)],
    },
  };
}
