import { describe, expect, it } from 'vitest';
import {
  BANKING_AS_A_SERVICE_PATHS,
  CORPORATE_PATHS,
  dashboardPath,
  dataValidityPath,
  financialInformationPath,
  loginPath,
  referenceAccountPath,
  registerPath,
} from '../routes';
import type { CustomerRedirectView } from '.';
import { customerRedirect, requiredCustomerRedirect, skipsCustomerRedirects } from '.';

/** A German customer with nothing pending. */
const settled: CustomerRedirectView = {
  status: 'Active',
  countryCode: 'DE',
  firstReferenceAccountIban: 'DE89370400440532013000',
  hasSourceOfFunds: false,
  dataValidityStatus: 'VALID',
};
const uk: CustomerRedirectView = {
  ...settled,
  countryCode: 'GB',
  firstReferenceAccountIban: 'GB29NWBK60161331926819',
};
const onDashboard = { locale: 'de-DE' as const, pathname: dashboardPath('de-DE') };

describe('customer redirects after login (§4 Customer redirects)', () => {
  it('needs nothing for a settled customer', () => {
    expect(requiredCustomerRedirect(settled)).toBeUndefined();
    expect(customerRedirect(settled, onDashboard)).toBeUndefined();
  });

  it('reference account: an Active customer whose first reference account has no IBAN', () => {
    for (const iban of [undefined, null, '', '  '])
      expect(requiredCustomerRedirect({ ...settled, firstReferenceAccountIban: iban }), String(iban)).toBe(
        'referenceAccount',
      );
    expect(requiredCustomerRedirect({ ...settled, status: 'ACTIVE', firstReferenceAccountIban: '' })).toBe(
      'referenceAccount',
    );
  });

  it('reference account: not for a customer who is not Active', () => {
    for (const status of ['PendingActivation', 'Closed', 'Blocked'])
      expect(
        requiredCustomerRedirect({ ...settled, status, firstReferenceAccountIban: undefined }),
      ).toBeUndefined();
  });

  it('reference account: goes to the initial reference-account route, carries a known product and records an event', () => {
    const customer = { ...settled, firstReferenceAccountIban: undefined };
    expect(customerRedirect(customer, onDashboard)).toEqual({
      reason: 'referenceAccount',
      path: referenceAccountPath('de-DE'),
      event: { name: 'redirect', object: 'referenceAccount' },
    });
    expect(customerRedirect(customer, { ...onDashboard, product: 'dwm' })).toEqual({
      reason: 'referenceAccount',
      path: '/de-de/reference-account/initial/?product=dwm',
      event: { name: 'redirect', object: 'referenceAccount', product: 'dwm' },
    });
  });

  it('financial information: UK customers (GB, GBR, UK in any case) missing source-of-funds data', () => {
    for (const countryCode of ['GB', 'gb', 'GBR', 'UK', ' gb '])
      expect(requiredCustomerRedirect({ ...uk, countryCode }), countryCode).toBe('financialInformation');
    expect(requiredCustomerRedirect({ ...uk, hasSourceOfFunds: true })).toBeUndefined();
    expect(requiredCustomerRedirect({ ...settled, hasSourceOfFunds: false })).toBeUndefined();
    expect(customerRedirect(uk, { locale: 'en-GB', pathname: dashboardPath('en-GB') })).toEqual({
      reason: 'financialInformation',
      path: financialInformationPath('en-GB'),
    });
  });

  it('data validity: EXPIRED and REVALIDATE go to the cdvc page, other statuses do not', () => {
    for (const status of ['EXPIRED', 'REVALIDATE', 'expired'])
      expect(customerRedirect({ ...settled, dataValidityStatus: status }, onDashboard), status).toEqual({
        reason: 'dataValidity',
        path: dataValidityPath('de-DE'),
      });
    for (const status of ['VALID', 'PENDING', '', null, undefined])
      expect(
        requiredCustomerRedirect({ ...settled, dataValidityStatus: status }),
        String(status),
      ).toBeUndefined();
  });

  it('data validity: never for UK customers (§6)', () => {
    expect(
      requiredCustomerRedirect({ ...uk, hasSourceOfFunds: true, dataValidityStatus: 'EXPIRED' }),
    ).toBeUndefined();
  });

  it('priority: reference account, then financial information, then data validity', () => {
    const everything = { ...uk, firstReferenceAccountIban: undefined, dataValidityStatus: 'EXPIRED' };
    expect(requiredCustomerRedirect(everything)).toBe('referenceAccount');
    expect(
      requiredCustomerRedirect({ ...everything, firstReferenceAccountIban: 'GB29NWBK60161331926819' }),
    ).toBe('financialInformation');
    const german = { ...settled, firstReferenceAccountIban: undefined, dataValidityStatus: 'REVALIDATE' };
    expect(requiredCustomerRedirect(german)).toBe('referenceAccount');
    expect(requiredCustomerRedirect({ ...german, firstReferenceAccountIban: 'DE89370400440532013000' })).toBe(
      'dataValidity',
    );
  });
});

describe('pages that skip customer redirects (§2.2)', () => {
  const pending = { ...settled, firstReferenceAccountIban: undefined };

  it('skips on cdvc, financial information, reference account, registration, login, open-banking and corporate pages', () => {
    const skipping = [
      dataValidityPath('de-DE'),
      financialInformationPath('en-GB'),
      referenceAccountPath('de-DE', 'dwm'),
      registerPath('de-DE', { regflow: 'x' }),
      loginPath('fr-FR'),
      '/de-de/open-banking/ais/',
      CORPORATE_PATHS.home,
      CORPORATE_PATHS.press,
      BANKING_AS_A_SERVICE_PATHS.home,
    ];
    for (const pathname of skipping) {
      expect(skipsCustomerRedirects(pathname), pathname).toBe(true);
      expect(customerRedirect(pending, { locale: 'de-DE', pathname }), pathname).toBeUndefined();
    }
  });

  it('redirects on every other page, private or public', () => {
    for (const pathname of ['/de-de/dashboard/', '/de-de/documents', '/de-de/products/', '/de-de/'])
      expect(customerRedirect(pending, { locale: 'de-DE', pathname })?.reason, pathname).toBe(
        'referenceAccount',
      );
  });
});
