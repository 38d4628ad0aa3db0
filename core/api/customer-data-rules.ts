/**
 * The §6 "UK versus German customers" rules of the data calls, decided before and after the
 * customer is known (docs/decisions/021-api-client-and-login.md):
 *
 * - Data validity (§7 embed "plus data-validity for non-UK"): the country is only certain once the
 *   customer has loaded, but the embed is part of that very call. So a hint decides: the country
 *   recorded at an earlier load of this customer, else the region of the auth host (GBR serves UK
 *   customers). The embed is left out only when the hint says UK; if the loaded customer then
 *   turns out not to be British, the customer is asked for again with the embed (a different URL,
 *   so not a duplicate GET). A wrong non-UK guess costs nothing: the redirect rule ignores data
 *   validity for UK customers.
 * - German-only data (§6 "some data loads only for German customers"): the pension products. The
 *   pension product of §2.1 is the German pension ETF (RURUP templates, §3), and no other market
 *   has it. Everything else loads for every customer.
 */
import type { Region } from '../config';
import type { Customer } from '../customer';
import { customerCountry, isGermanCustomer, isUkCustomer } from '../customer';

const UK_HINTS: ReadonlySet<string> = new Set(['GB', 'GBR', 'UK']);
const GERMAN_HINTS: ReadonlySet<string> = new Set(['DE', 'DEU']);

const normalise = (hint: string | null | undefined) => hint?.trim().toUpperCase() ?? '';

/**
 * The country to assume before the customer has loaded: the one recorded from an earlier load,
 * else GB for the GBR auth host; undefined when nothing is known.
 * @example countryHintOf('GBR', null) // 'GB'
 * @example countryHintOf('DEU', 'AT') // 'AT'
 */
export function countryHintOf(
  region: Region | undefined,
  recordedCountry: string | null | undefined,
): string | undefined {
  const recorded = normalise(recordedCountry);
  if (recorded) return recorded;
  return region === 'GBR' ? 'GB' : undefined;
}

/**
 * §7: embed data-validity unless the hint says UK.
 * @example embedsDataValidity('GB') // false
 * @example embedsDataValidity(undefined) // true
 */
export function embedsDataValidity(countryHint: string | null | undefined): boolean {
  return !UK_HINTS.has(normalise(countryHint));
}

/**
 * The customer was loaded without data validity but is not a UK customer: ask again with it.
 * @example needsDataValidityReload(customer, false) // true for a German customer
 */
export function needsDataValidityReload(customer: Customer, embeddedDataValidity: boolean): boolean {
  return !embeddedDataValidity && !isUkCustomer(customer);
}

/**
 * §6: pension products load for German customers only.
 * @example loadsPensionProducts({ address: { countryCode: 'DE' } }) // true
 */
export function loadsPensionProducts(customer: Pick<Customer, 'address' | 'default_address'>): boolean {
  return isGermanCustomer(customer);
}

/**
 * Whether a hint is enough to ask for the pension products before the customer has loaded.
 * @example hintIsGerman('DE') // true
 */
export function hintIsGerman(countryHint: string | null | undefined): boolean {
  return GERMAN_HINTS.has(normalise(countryHint));
}

/**
 * The country to record for the next load's hint.
 * @example countryToRecord({ default_address: { country: 'gbr' } }) // 'GB'
 */
export function countryToRecord(customer: Pick<Customer, 'address' | 'default_address'>): string | undefined {
  return customerCountry(customer);
}
