import { describe, expect, it } from 'vitest';
import { customerCountry, isGermanCustomer, isUkCustomer } from './country';

describe('customer country (§3 address.countryCode or default_address.country, §6 UK vs German)', () => {
  it('reads address.countryCode first, then default_address.country', () => {
    expect(customerCountry({ address: { countryCode: 'DE' }, default_address: { country: 'GB' } })).toBe(
      'DE',
    );
    expect(customerCountry({ address: { countryCode: ' ' }, default_address: { country: 'gb' } })).toBe('GB');
    expect(customerCountry({ address: null, default_address: { country: 'AT' } })).toBe('AT');
  });

  it('maps alpha-3 codes and UK, and gives undefined for nothing usable', () => {
    expect(customerCountry({ address: { countryCode: 'GBR' } })).toBe('GB');
    expect(customerCountry({ default_address: { country: 'deu' } })).toBe('DE');
    expect(customerCountry({ address: { countryCode: 'UK' } })).toBe('GB');
    expect(customerCountry({ address: { countryCode: 'XYZ' } })).toBeUndefined();
    expect(customerCountry({})).toBeUndefined();
  });

  it('tells UK and German customers apart', () => {
    expect(isUkCustomer({ default_address: { country: 'GB' } })).toBe(true);
    expect(isUkCustomer({ address: { countryCode: 'IE' } })).toBe(false);
    expect(isGermanCustomer({ address: { countryCode: 'de' } })).toBe(true);
    expect(isGermanCustomer({ address: { countryCode: 'AT' } })).toBe(false);
    expect(isGermanCustomer({})).toBe(false);
    expect(isUkCustomer({})).toBe(false);
  });
});
