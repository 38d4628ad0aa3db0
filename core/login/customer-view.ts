/**
 * The few customer fields the redirect rules read (core/redirects `CustomerRedirectView`), taken
 * from the loaded customer (§3).
 */
import type { Customer } from '../customer';
import { customerCountry, hasCompleteSourceOfFunds } from '../customer';
import type { CustomerRedirectView } from '../redirects';

/**
 * @example customerRedirectViewOf(customer)
 * // { status: 'Active', countryCode: 'DE', firstReferenceAccountIban: 'DE89…', hasSourceOfFunds: true, dataValidityStatus: 'VALID' }
 */
export function customerRedirectViewOf(customer: Customer): CustomerRedirectView {
  return {
    status: customer.status,
    countryCode: customerCountry(customer),
    firstReferenceAccountIban: customer._embedded?.referenceAccounts?.[0]?.iban,
    hasSourceOfFunds: hasCompleteSourceOfFunds(customer),
    dataValidityStatus: customer._embedded?.dataValidity?.status,
  };
}
