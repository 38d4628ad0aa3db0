/** Amounts as the customer reads them: core/i18n `formatMoney` in the page's locale. */
import type { Money } from '../../../core/customer';
import { moneyToDecimal } from '../../../core/customer';
import { formatMoney } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';

export function money(value: Money, locale: Locale): string {
  return formatMoney(moneyToDecimal(value), locale, value.currency);
}

export function decimal(amount: number, locale: Locale, currency = 'EUR'): string {
  return formatMoney(amount, locale, currency);
}
