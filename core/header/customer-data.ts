/**
 * §3 Header customer data, built from the customer facts core/customer provides.
 */
import { accountInitials } from '../customer/names';
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import { accountMenuItems, type NavigationFlags } from '../navigation';
import { balancesFor } from './balance';
import type { HeaderAccountIdInput, HeaderCustomerInput } from './inputs';
import type { AccountId, HeaderCustomerData, HeaderType } from './types';

/**
 * A spaced German IBAN is 27 characters ("DE89 3704 0044 0532 0130 00"); longer ones (France 33,
 * Malta 38) switch to the small size so they stay on one line in the dropdown.
 */
export const LONG_ACCOUNT_ID_CHARS = 27;

/** §3 accountIds: copy the electronic form, show the display form. */
export function accountIdsFor(inputs: readonly HeaderAccountIdInput[], locale: Locale): AccountId[] {
  const { t } = createTranslator(locale);
  return inputs.map((input) => ({
    id: input.electronic,
    label: input.display,
    size: input.display.length > LONG_ACCOUNT_ID_CHARS ? 'small' : 'default',
    kind: input.kind,
    caption: t(`header:caption_${input.kind}`),
  }));
}

/**
 * The unread count as a badge can say it: the service answers "a number" (§7), so a negative,
 * fractional or non-finite answer must not reach the accessible name as "-1" or "NaN".
 */
function unreadCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export interface HeaderCustomerContext {
  readonly locale: Locale;
  readonly type: HeaderType;
  readonly flags: NavigationFlags;
}

/**
 * @example buildHeaderCustomerData(customer, { locale: 'de-DE', type: 'private', flags }).initials // 'MM'
 */
export function buildHeaderCustomerData(
  input: HeaderCustomerInput,
  ctx: HeaderCustomerContext,
): HeaderCustomerData {
  const { t } = createTranslator(ctx.locale);
  const displayName = input.displayName.trim() || input.fullName.trim();
  const unreadMessages = unreadCount(input.unreadMessages);
  return {
    state: input.state,
    type: ctx.type,
    displayName,
    fullName: input.fullName,
    initials: accountInitials(displayName),
    accountIds: accountIdsFor(input.accountIds, ctx.locale),
    subMenus: accountMenuItems({
      locale: ctx.locale,
      flags: ctx.flags,
      isPendingActivation: input.isPendingActivation,
    }),
    // §6: only login and registration actions exist, and a logged-in customer needs neither.
    actionItems: [],
    showUnreadMessage: unreadMessages > 0,
    unreadMessages,
    ...balancesFor(input.balance, input.isPendingActivation, ctx.locale, t),
    isCompanyCustomer: input.isCompanyCustomer,
    ...(input.distributorId ? { distributorId: input.distributorId } : {}),
    isPendingActivation: input.isPendingActivation,
  };
}
