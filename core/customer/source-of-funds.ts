/**
 * §3 additionalFinancialInformation.sourceOfFunds, read for the financial-information redirect of
 * UK customers (§4), which core/redirects decides.
 */
import type { Customer } from './schemas';

/**
 * True when both parts of the source of funds are there: the origin of funds and an annual-income
 * code. Blank text counts as missing.
 * @example hasCompleteSourceOfFunds({ additionalFinancialInformation: { sourceOfFunds: { originOfFunds: 'SALARY', annualIncome: { code: 'I3' } } } }) // true
 */
export function hasCompleteSourceOfFunds(
  customer: Pick<Customer, 'additionalFinancialInformation'>,
): boolean {
  const funds = customer.additionalFinancialInformation?.sourceOfFunds;
  return Boolean(funds?.originOfFunds?.trim() && funds.annualIncome?.code?.trim());
}
