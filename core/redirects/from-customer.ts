/**
 * The facts the customer redirects (§4) read, taken from the customer of §3. Kept here so the
 * redirect rules stay a function of five plain fields and their tests need no full customer.
 */
import { type Customer, customerCountry, hasCompleteSourceOfFunds } from '../customer';
import type { CustomerRedirectView } from './customer-redirects';

/**
 * @example customerRedirectViewOf(customer).dataValidityStatus // 'EXPIRED'
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
