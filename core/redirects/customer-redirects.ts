/**
 * Customer redirects after login (§2.2, §4 "Customer redirects"): pages the bank requires before
 * anything else. Priority: reference account, then financial information, then data validity.
 *
 * The input is a minimal view of the customer, so this rule does not depend on the full Customer
 * schema (core/customer); whoever loads the customer builds the view.
 */
import type { Locale } from '../locale';
import type { RouteName } from '../routes';
import { dataValidityPath, financialInformationPath, matchRoute, referenceAccountPath } from '../routes';
import type { ProductId } from './products';

/** The few customer fields the redirect rules read (§3 Customer). */
export interface CustomerRedirectView {
  /** §3 `status`, e.g. `Active`; compared without regard to case. */
  status: string;
  /** §3 `address.countryCode` (or `default_address.country`): GB, GBR or UK mean a UK customer. */
  countryCode: string | null | undefined;
  /** §3 `_embedded.referenceAccounts[0].iban`; missing when there is no reference account at all. */
  firstReferenceAccountIban: string | null | undefined;
  /** §3 `additionalFinancialInformation.sourceOfFunds` is present and complete. */
  hasSourceOfFunds: boolean;
  /** §3 `_embedded.dataValidity.status`, e.g. VALID, EXPIRED, REVALIDATE. */
  dataValidityStatus: string | null | undefined;
}

export type CustomerRedirectReason = 'referenceAccount' | 'financialInformation' | 'dataValidity';

/** The analytics event a redirect records (§4, §7 "redirects"); the analytics sink sends it. */
export interface RedirectAnalyticsEvent {
  name: 'redirect';
  object: CustomerRedirectReason;
  product?: ProductId;
}

export interface CustomerRedirect {
  reason: CustomerRedirectReason;
  path: string;
  /** Set for the reference-account redirect, which §4 says records an event. */
  event?: RedirectAnalyticsEvent;
}

const UK_CODES: ReadonlySet<string> = new Set(['GB', 'GBR', 'UK']);
const REVALIDATE_STATUSES: ReadonlySet<string> = new Set(['EXPIRED', 'REVALIDATE']);

function isUkCustomer(countryCode: string | null | undefined): boolean {
  return UK_CODES.has((countryCode ?? '').trim().toUpperCase());
}

/**
 * §4: which redirect the bank requires for this customer, ignoring the current page.
 * @example requiredCustomerRedirect({ status: 'Active', countryCode: 'DE', firstReferenceAccountIban: '',
 *   hasSourceOfFunds: true, dataValidityStatus: 'VALID' }) // 'referenceAccount'
 */
export function requiredCustomerRedirect(customer: CustomerRedirectView): CustomerRedirectReason | undefined {
  const uk = isUkCustomer(customer.countryCode);
  const active = customer.status.trim().toLowerCase() === 'active';
  if (active && !customer.firstReferenceAccountIban?.trim()) return 'referenceAccount';
  if (uk && !customer.hasSourceOfFunds) return 'financialInformation';
  const validity = (customer.dataValidityStatus ?? '').trim().toUpperCase();
  if (!uk && REVALIDATE_STATUSES.has(validity)) return 'dataValidity';
  return undefined;
}

/**
 * §2.2: the redirect pages themselves (no loops), registration, login, open banking and the
 * corporate pages (both corporate headers, §2.4) never redirect.
 */
const SKIPPING_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'dataValidity',
  'financialInformation',
  'referenceAccount',
  'register',
  'login',
  'openBanking',
  'corporate',
  'bankingAsAService',
]);

/** @example skipsCustomerRedirects('/de-de/cdvc/') // true */
export function skipsCustomerRedirects(pathname: string): boolean {
  return SKIPPING_ROUTES.has(matchRoute(pathname).name);
}

export interface CustomerRedirectContext {
  locale: Locale;
  /** The page being shown or about to be shown. */
  pathname: string;
  /** A known `product` from the login URL, carried to the reference-account route (§2.2). */
  product?: ProductId;
}

/**
 * §2.2, §4: the redirect to make on `pathname`, if any.
 * @example customerRedirect(activeWithoutIban, { locale: 'de-DE', pathname: '/de-de/dashboard/', product: 'dwm' })
 * // { reason: 'referenceAccount', path: '/de-de/reference-account/initial/?product=dwm',
 * //   event: { name: 'redirect', object: 'referenceAccount', product: 'dwm' } }
 */
export function customerRedirect(
  customer: CustomerRedirectView,
  context: CustomerRedirectContext,
): CustomerRedirect | undefined {
  if (skipsCustomerRedirects(context.pathname)) return undefined;
  const reason = requiredCustomerRedirect(customer);
  switch (reason) {
    case 'referenceAccount': {
      const event: RedirectAnalyticsEvent = { name: 'redirect', object: reason };
      if (context.product) event.product = context.product;
      return { reason, path: referenceAccountPath(context.locale, context.product), event };
    }
    case 'financialInformation':
      return { reason, path: financialInformationPath(context.locale) };
    case 'dataValidity':
      return { reason, path: dataValidityPath(context.locale) };
    default:
      return undefined;
  }
}
