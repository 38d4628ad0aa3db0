/**
 * Money in core: an integer count of minor units (cents) and an ISO 4217 currency, so sums and
 * comparisons are exact. The wire sends decimals in major units (docs/decisions/011).
 */

export interface Money {
  /** Integer minor units: EUR 12.34 is 1234. */
  readonly amountMinor: number;
  /** ISO 4217 code, upper case. */
  readonly currency: string;
}

/** §9: EUR with 2 decimals is the default; these currencies have none or three. */
const FRACTION_DIGITS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, ISK: 0, CLP: 0, BHD: 3, KWD: 3 };

/** @example fractionDigitsOf('EUR') // 2 */
export function fractionDigitsOf(currency: string): number {
  return FRACTION_DIGITS[currency] ?? 2;
}

/**
 * Converts a decimal amount in major units to Money, rounding half away from zero to the minor unit.
 * @example moneyFromDecimal(1250.5, 'EUR') // { amountMinor: 125050, currency: 'EUR' }
 */
export function moneyFromDecimal(value: number, currency: string): Money {
  const factor = 10 ** fractionDigitsOf(currency);
  // toFixed removes binary noise (1.005 * 100 = 100.49999…) before rounding.
  const scaled = Number((Math.abs(value) * factor).toFixed(6));
  const amountMinor = Math.sign(value) * Math.round(scaled);
  return { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency };
}

/**
 * The decimal value in major units, for display formatting.
 * @example moneyToDecimal({ amountMinor: 125050, currency: 'EUR' }) // 1250.5
 */
export function moneyToDecimal(money: Money): number {
  return money.amountMinor / 10 ** fractionDigitsOf(money.currency);
}

/** @example zeroMoney('EUR') // { amountMinor: 0, currency: 'EUR' } */
export function zeroMoney(currency: string): Money {
  return { amountMinor: 0, currency };
}

/** @example isNegativeMoney({ amountMinor: -1, currency: 'EUR' }) // true */
export function isNegativeMoney(money: Money): boolean {
  return money.amountMinor < 0;
}
