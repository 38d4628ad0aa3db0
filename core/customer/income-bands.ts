/**
 * The §2.2 financial-information choices in words: each annual-income band in the page's (or the
 * command's) locale and the customer's currency, and each origin of funds (docs/decisions/110).
 */
import { formatMoney, type Translator } from '../i18n';
import type { AnnualIncomeCode, OriginOfFunds } from './changes';

/** The band limits of each income code, in whole units of the customer's currency. */
const BANDS: Readonly<Record<AnnualIncomeCode, readonly [number | null, number | null]>> = {
  INCOME_UNDER_25K: [null, 25_000],
  INCOME_25K_50K: [25_000, 50_000],
  INCOME_50K_100K: [50_000, 100_000],
  INCOME_100K_250K: [100_000, 250_000],
  INCOME_OVER_250K: [250_000, null],
};

/**
 * "£25,000 to £50,000": the band in the translator's locale and the customer's currency, whole
 * amounts without ",00".
 * @example incomeBandLabel('INCOME_25K_50K', createTranslator('en-GB'), 'GBP') // '£25,000 to £50,000'
 */
export function incomeBandLabel(code: AnnualIncomeCode, { t, locale }: Translator, currency: string): string {
  const amount = (value: number) => formatMoney(value, locale, currency).replace(/[.,]00(?=\D*$)/, '');
  const [from, to] = BANDS[code];
  if (from === null) return t('customerChanges:incomeUnder', { amount: amount(to ?? 0) });
  if (to === null) return t('customerChanges:incomeOver', { amount: amount(from) });
  return t('customerChanges:incomeRange', { from: amount(from), to: amount(to) });
}

/**
 * @example originOfFundsLabel('SALARY', createTranslator('de-DE')) // 'Gehalt oder Lohn'
 */
export function originOfFundsLabel(origin: OriginOfFunds, { t }: Translator): string {
  return t(`customerChanges:origin_${origin}`);
}
