/**
 * The customer's country (§3 address.countryCode or default_address.country) and the UK/German
 * distinction of §6.
 */
import type { Customer } from './schemas';

/** Three-letter codes the back end may send (§7 regions DEU, GBR), and the common "UK" alias. */
const ALIASES: Readonly<Record<string, string>> = {
  UK: 'GB',
  GBR: 'GB',
  DEU: 'DE',
  AUT: 'AT',
  CHE: 'CH',
  IRL: 'IE',
  USA: 'US',
  FRA: 'FR',
  ESP: 'ES',
  NLD: 'NL',
  POL: 'PL',
  FIN: 'FI',
  ITA: 'IT',
};

type CountryFields = Pick<Customer, 'address' | 'default_address'>;

/**
 * The customer's country as an upper-case ISO 3166 alpha-2 code: address.countryCode first, then
 * default_address.country; known alpha-3 codes and "UK" are mapped. Undefined when neither is usable.
 * @example customerCountry({ default_address: { country: 'gbr' } }) // 'GB'
 */
export function customerCountry(customer: CountryFields): string | undefined {
  for (const raw of [customer.address?.countryCode, customer.default_address?.country]) {
    const code = raw?.trim().toUpperCase();
    if (!code) continue;
    const alpha2 = ALIASES[code] ?? code;
    if (/^[A-Z]{2}$/.test(alpha2)) return alpha2;
  }
  return undefined;
}

/** @example isUkCustomer({ address: { countryCode: 'GB' } }) // true */
export function isUkCustomer(customer: CountryFields): boolean {
  return customerCountry(customer) === 'GB';
}

/** @example isGermanCustomer({ address: { countryCode: 'DE' } }) // true */
export function isGermanCustomer(customer: CountryFields): boolean {
  return customerCountry(customer) === 'DE';
}
