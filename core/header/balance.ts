/**
 * §4 the balance strip: which balances a customer sees, how amounts are formatted (§9: EUR by
 * default, two decimals), and when the strip shows balances, a not-available message, a skeleton or
 * nothing.
 */
import { createTranslator, formatMoney, type Translate } from '../i18n';
import type { Locale } from '../locale';
import type { BalanceInput } from './inputs';
import type {
  BalanceAmount,
  BalanceStripView,
  HeaderCustomerData,
  HeaderType,
  NotAvailableMessage,
} from './types';

/** §9 default currency. */
export const DEFAULT_CURRENCY = 'EUR';
/** §4 default number of skeleton placeholder columns. */
export const DEFAULT_SKELETON_COLUMNS = 4;

/**
 * Rounds to cents before deciding the sign, so -0.001 is shown as 0,00 € and not as negative.
 * @example balanceAmount('Total', -12.5, 'de-DE') // { label: 'Total', amount: '-12,50 €', value: -12.5, isNegative: true }
 */
export function balanceAmount(
  label: string,
  value: number,
  locale: Locale,
  currency = DEFAULT_CURRENCY,
): BalanceAmount {
  const cents = Math.round(value * 100);
  const rounded = cents === 0 ? 0 : cents / 100;
  // One formatter per locale and currency (core/i18n): the header formats on every render.
  const amount = formatMoney(rounded, locale, currency);
  return { label, amount, value: rounded, isNegative: rounded < 0 };
}

/** §8 why a balance is not shown: the account is in maintenance, or its call failed. */
export type BalanceUnavailableReason = 'maintenance' | 'error';

function notAvailableMessageOf(reason: BalanceUnavailableReason, t: Translate): NotAvailableMessage {
  return reason === 'maintenance'
    ? { title: t('header:maintenanceTitle'), tooltipText: t('header:maintenanceTooltip') }
    : { title: t('header:fetchErrorTitle'), tooltipText: t('header:fetchErrorTooltip') };
}

/**
 * §8 the not-available title and tooltip of a balance, in the locale's language: the header's
 * balance strip and every page that shows a balance (account summary, withdrawal) use these, so a
 * screen with both says one thing (decision 140).
 * @example balanceNotAvailableMessage('maintenance', 'en').title // 'Balance temporarily unavailable'
 */
export function balanceNotAvailableMessage(
  reason: BalanceUnavailableReason,
  locale: Locale,
): NotAvailableMessage {
  return notAvailableMessageOf(reason, createTranslator(locale).t);
}

export interface Balances {
  readonly totalBalance?: BalanceAmount;
  readonly availableBalance?: BalanceAmount;
  readonly balanceIsLoading: boolean;
  readonly balanceIsNotAvailable: boolean;
  readonly notAvailableMessage?: NotAvailableMessage;
}

/**
 * §4 pending-activation customers see a total of zero and the current balance as available;
 * everyone else sees current as total and available as available. §8: maintenance and a failed
 * balance call give their own not-available texts.
 */
export function balancesFor(
  balance: BalanceInput,
  isPendingActivation: boolean,
  locale: Locale,
  t: Translate,
): Balances {
  switch (balance.status) {
    case 'loading':
      return { balanceIsLoading: true, balanceIsNotAvailable: false };
    case 'maintenance':
      return {
        balanceIsLoading: false,
        balanceIsNotAvailable: true,
        notAvailableMessage: notAvailableMessageOf('maintenance', t),
      };
    case 'error':
      return {
        balanceIsLoading: false,
        balanceIsNotAvailable: true,
        notAvailableMessage: notAvailableMessageOf('error', t),
      };
    case 'ok': {
      const currency = balance.currency ?? DEFAULT_CURRENCY;
      const total = isPendingActivation ? 0 : balance.current;
      const available = isPendingActivation ? balance.current : balance.available;
      return {
        balanceIsLoading: false,
        balanceIsNotAvailable: false,
        totalBalance: balanceAmount(t('common:totalBalance'), total, locale, currency),
        availableBalance: balanceAmount(t('common:availableBalance'), available, locale, currency),
      };
    }
  }
}

/**
 * §4 the strip is for header type private with customer state ACTIVE, and for customers pending
 * activation, whose strip §4 describes ("total balance as zero and available as the current
 * value") whatever state their account reports (docs/decisions/201); a skeleton stands in while
 * header data is missing or loading.
 * @example balanceStripView('private', undefined) // { kind: 'skeleton', columns: 4 }
 */
export function balanceStripView(
  type: HeaderType,
  data: HeaderCustomerData | undefined,
  columns = DEFAULT_SKELETON_COLUMNS,
): BalanceStripView {
  if (type !== 'private') return { kind: 'hidden' };
  if (!data) return { kind: 'skeleton', columns };
  if (data.state.toUpperCase() !== 'ACTIVE' && !data.isPendingActivation) return { kind: 'hidden' };
  if (data.balanceIsLoading) return { kind: 'skeleton', columns };
  if (data.balanceIsNotAvailable && data.notAvailableMessage) {
    return { kind: 'unavailable', message: data.notAvailableMessage };
  }
  if (data.totalBalance && data.availableBalance) {
    return { kind: 'balances', totalBalance: data.totalBalance, availableBalance: data.availableBalance };
  }
  return { kind: 'skeleton', columns };
}
