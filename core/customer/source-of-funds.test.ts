import { describe, expect, it } from 'vitest';
import type { Customer } from './schemas';
import { hasCompleteSourceOfFunds } from './source-of-funds';

type SourceOfFunds = NonNullable<Customer['additionalFinancialInformation']>['sourceOfFunds'];

const withFunds = (sourceOfFunds: SourceOfFunds) =>
  hasCompleteSourceOfFunds({ additionalFinancialInformation: { sourceOfFunds } });

describe('source of funds (§3 originOfFunds, annualIncome.code; §4 financial-information redirect)', () => {
  it('is complete with an origin and an annual-income code', () => {
    expect(withFunds({ originOfFunds: 'SALARY', annualIncome: { code: 'I3' } })).toBe(true);
  });

  it('is missing when either part is absent or blank, or nothing is sent', () => {
    expect(withFunds({ originOfFunds: 'SALARY' })).toBe(false);
    expect(withFunds({ originOfFunds: ' ', annualIncome: { code: 'I3' } })).toBe(false);
    expect(withFunds({ originOfFunds: 'SALARY', annualIncome: { code: '' } })).toBe(false);
    expect(withFunds(null)).toBe(false);
    expect(hasCompleteSourceOfFunds({})).toBe(false);
  });
});
