import { describe, expect, it } from 'vitest';
import type { Customer } from '../customer';
import { customerRedirect, customerRedirectViewOf } from '.';

const active: Customer = {
  id: '0012345',
  status: 'Active',
  address: { countryCode: 'DE' },
  additionalFinancialInformation: {
    sourceOfFunds: { originOfFunds: 'SALARY', annualIncome: { code: 'A3' } },
  },
  _embedded: { referenceAccounts: [{ iban: 'DE89370400440532013000' }], dataValidity: { status: 'VALID' } },
};

describe('customer redirects read from the §3 customer (§4)', () => {
  it('takes status, country, first reference IBAN, source of funds and data validity', () => {
    expect(customerRedirectViewOf(active)).toEqual({
      status: 'Active',
      countryCode: 'DE',
      firstReferenceAccountIban: 'DE89370400440532013000',
      hasSourceOfFunds: true,
      dataValidityStatus: 'VALID',
    });
  });

  it('an Active customer whose first reference account has no IBAN goes to the reference-account page', () => {
    const customer: Customer = {
      ...active,
      _embedded: { ...active._embedded, referenceAccounts: [{ iban: null }] },
    };
    const redirect = customerRedirect(customerRedirectViewOf(customer), {
      locale: 'de-DE',
      pathname: '/de-de/dashboard/',
    });
    expect(redirect?.reason).toBe('referenceAccount');
  });

  it('a UK customer from default_address without source of funds goes to financial information', () => {
    const customer: Customer = {
      ...active,
      address: null,
      default_address: { country: 'GB' },
      additionalFinancialInformation: null,
    };
    const redirect = customerRedirect(customerRedirectViewOf(customer), {
      locale: 'en-GB',
      pathname: '/en-gb/dashboard/',
    });
    expect(redirect?.reason).toBe('financialInformation');
  });
});
