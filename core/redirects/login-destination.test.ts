import { describe, expect, it } from 'vitest';
import { dashboardPath, dataValidityPath, referenceAccountPath, termDepositsPath } from '../routes';
import type { CustomerRedirectView, LoginDestinationInput } from '.';
import { DEEP_LINK_NAME, loginDestination } from '.';

const ORIGIN = 'https://portal.example';
const flags = { dbtShowNewMyDepositsPage: true };
const settled: CustomerRedirectView = {
  status: 'Active',
  countryCode: 'DE',
  firstReferenceAccountIban: 'DE89370400440532013000',
  hasSourceOfFunds: true,
  dataValidityStatus: 'VALID',
};
const noIban = { ...settled, firstReferenceAccountIban: undefined };

function input(
  query: Record<string, string> = {},
  extra: Partial<LoginDestinationInput> = {},
): LoginDestinationInput {
  const search = new URLSearchParams(query).toString();
  return {
    currentUrl: `${ORIGIN}/de-de/login/${search ? `?${search}` : ''}`,
    deepLinkCookie: undefined,
    locale: 'de-DE',
    accessToken: 'header.payload.signature',
    customer: settled,
    flags,
    ...extra,
  };
}

describe('login destination (§4 Login, §2.1, §2.2)', () => {
  it('goes to the dashboard when nothing else applies', () => {
    expect(loginDestination(input())).toMatchObject({
      path: '/de-de/dashboard/',
      via: 'dashboard',
      events: [],
    });
  });

  it('keeps a well-formed irclickid on the dashboard route (§2.2) and drops a malformed one', () => {
    expect(loginDestination(input({ irclickid: 'Abc-123_x' })).path).toBe(
      dashboardPath('de-DE', { irclickid: 'Abc-123_x' }),
    );
    expect(loginDestination(input({ irclickid: '"><script>' })).path).toBe('/de-de/dashboard/');
  });

  it('follows a known product, and an unknown one to the dashboard', () => {
    expect(loginDestination(input({ product: 'term_deposit' }))).toMatchObject({
      path: termDepositsPath('de-DE', flags),
      via: 'product',
    });
    expect(loginDestination(input({ product: '//evil.example' }))).toMatchObject({
      path: '/de-de/dashboard/',
      via: 'dashboard',
    });
  });

  it('prefers the deep link (parameter or cookie) over the product: it names an exact page', () => {
    const fromParameter = loginDestination(input({ product: 'dwm', [DEEP_LINK_NAME]: '/de-de/documents' }));
    expect(fromParameter).toMatchObject({ path: '/de-de/documents', via: 'deepLink' });
    const fromCookie = loginDestination(
      input({ product: 'dwm' }, { deepLinkCookie: '/de-de/postbox/messages' }),
    );
    expect(fromCookie).toMatchObject({ path: '/de-de/postbox/messages', via: 'deepLink' });
  });

  it('ignores a hostile deep link and uses the product instead; the rejection is reported', () => {
    const result = loginDestination(input({ product: 'dwm', [DEEP_LINK_NAME]: '/%2F%2Fevil.example' }));
    expect(result).toMatchObject({ path: '/de-de/investments/wealth-management/dashboard', via: 'product' });
    expect(result.deepLink.rejected).toEqual([{ source: 'parameter', reason: 'protocol-relative' }]);
  });

  it('ignores a deep link back to login, registration or open banking', () => {
    expect(loginDestination(input({ [DEEP_LINK_NAME]: '/de-de/login/' })).via).toBe('dashboard');
    expect(loginDestination(input({}, { deepLinkCookie: '/de-de/register/' })).via).toBe('dashboard');
  });

  it('consumes the deep link whichever destination wins (security.md 1: used once)', () => {
    const result = loginDestination(
      input(
        { [DEEP_LINK_NAME]: '/de-de/documents' },
        { customer: noIban, deepLinkCookie: '/de-de/postbox/messages' },
      ),
    );
    expect(result.via).toBe('customerRedirect');
    expect(result.deepLink.deleteCookie).toBe(DEEP_LINK_NAME);
    expect(result.deepLink.replaceUrlWith).toBe('/de-de/login/');
  });

  it('a customer redirect the bank requires wins over the deep link and the product, carrying the product along', () => {
    const result = loginDestination(
      input({ product: 'dwm', [DEEP_LINK_NAME]: '/de-de/documents' }, { customer: noIban }),
    );
    expect(result).toEqual({
      path: referenceAccountPath('de-DE', 'dwm'),
      via: 'customerRedirect',
      customerRedirect: 'referenceAccount',
      events: [{ name: 'redirect', object: 'referenceAccount', product: 'dwm' }],
      deepLink: { deleteCookie: undefined, replaceUrlWith: '/de-de/login/?product=dwm', rejected: [] },
    });
    const expired = { ...settled, dataValidityStatus: 'EXPIRED' };
    expect(loginDestination(input({}, { customer: expired }))).toMatchObject({
      path: dataValidityPath('de-DE'),
      via: 'customerRedirect',
      customerRedirect: 'dataValidity',
      events: [],
    });
  });

  it('a deep link to the redirect page itself is followed as it is (§2.2: that page skips redirects)', () => {
    const expired = { ...settled, dataValidityStatus: 'EXPIRED' };
    const result = loginDestination(
      input({ [DEEP_LINK_NAME]: '/de-de/cdvc/?step=2' }, { customer: expired }),
    );
    expect(result).toMatchObject({ path: '/de-de/cdvc/?step=2', via: 'deepLink' });
  });

  it('makes no customer redirect when the customer could not be loaded', () => {
    expect(loginDestination(input({}, { customer: undefined })).via).toBe('dashboard');
  });

  it('open banking comes first: the login segment is swapped for payout / piis / ais with the token carried (§2.1)', () => {
    const openBanking = (query: string) =>
      loginDestination({
        ...input({}, { customer: noIban, deepLinkCookie: '/de-de/documents' }),
        currentUrl: `${ORIGIN}/de-de/open-banking/login/${query}`,
      });
    expect(openBanking('?is_payout=true')).toMatchObject({
      path: '/de-de/open-banking/payout/#access_token=header.payload.signature',
      via: 'openBanking',
      events: [],
    });
    expect(openBanking('?is_piis=1').path).toBe(
      '/de-de/open-banking/piis/#access_token=header.payload.signature',
    );
    expect(openBanking('?product=dwm').path).toBe(
      '/de-de/open-banking/ais/#access_token=header.payload.signature',
    );
    expect(openBanking('').deepLink.deleteCookie).toBe(DEEP_LINK_NAME);
  });
});
