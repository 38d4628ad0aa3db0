import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionDigitsOf, isNegativeMoney, moneyFromDecimal, moneyToDecimal, zeroMoney } from './money';

describe('money in minor units (§9 EUR with 2 decimals)', () => {
  it('converts decimals to integer minor units, rounding half away from zero', () => {
    expect(moneyFromDecimal(1250.5, 'EUR')).toEqual({ amountMinor: 125050, currency: 'EUR' });
    expect(moneyFromDecimal(1.005, 'EUR').amountMinor).toBe(101);
    expect(moneyFromDecimal(-1.005, 'EUR').amountMinor).toBe(-101);
    expect(moneyFromDecimal(0.1 + 0.2, 'EUR').amountMinor).toBe(30);
    expect(moneyFromDecimal(1234.4, 'JPY').amountMinor).toBe(1234);
    expect(Object.is(moneyFromDecimal(-0.001, 'EUR').amountMinor, 0)).toBe(true);
  });

  it('knows the decimals of a currency, 2 by default', () => {
    expect(fractionDigitsOf('EUR')).toBe(2);
    expect(fractionDigitsOf('GBP')).toBe(2);
    expect(fractionDigitsOf('JPY')).toBe(0);
    expect(fractionDigitsOf('KWD')).toBe(3);
  });

  it('converts back to a decimal and tells negative amounts', () => {
    expect(moneyToDecimal({ amountMinor: 125050, currency: 'EUR' })).toBe(1250.5);
    expect(isNegativeMoney({ amountMinor: -1, currency: 'EUR' })).toBe(true);
    expect(isNegativeMoney(zeroMoney('EUR'))).toBe(false);
  });

  it('property: whole cents survive decimal → minor units → decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const money = moneyFromDecimal(cents / 100, 'EUR');
        expect(money.amountMinor).toBe(cents);
        expect(moneyToDecimal(money)).toBe(cents / 100);
      }),
    );
  });
});
