import { describe, expect, it } from 'vitest';
import { COUNTRY_SELECTOR_PATH, loginPath, matchRoute, registerPath } from '../routes';
import { headerTypeFor, selectHeaderMode } from '.';

describe('header mode selection (§2.5)', () => {
  it('follows the spec’s order: country selector, login/open banking, registration, authenticated, public', () => {
    expect(selectHeaderMode(matchRoute(COUNTRY_SELECTOR_PATH), true)).toBe('countrySelector');
    expect(selectHeaderMode(matchRoute(loginPath('de-DE')), true)).toBe('login');
    expect(selectHeaderMode(matchRoute('/de-de/open-banking/ais'), true)).toBe('openBanking');
    expect(selectHeaderMode(matchRoute(registerPath('en-GB')), true)).toBe('registration');
    expect(selectHeaderMode(matchRoute('/de-de/products/'), true)).toBe('authenticated');
    expect(selectHeaderMode(matchRoute('/de-de/products/'), false)).toBe('public');
  });

  it('§2.4 corporate and banking-as-a-service pages get their own header, signed in or not', () => {
    expect(selectHeaderMode(matchRoute('/en/corporate/press/'), true)).toBe('corporate');
    expect(selectHeaderMode(matchRoute('/banking-as-a-service/'), false)).toBe('bankingAsAService');
  });

  it('header types: login and registration flows are integrated, customers private, others public', () => {
    expect(headerTypeFor('login')).toBe('integrated');
    expect(headerTypeFor('registration')).toBe('integrated');
    expect(headerTypeFor('authenticated')).toBe('private');
    expect(headerTypeFor('authenticated', true)).toBe('integrated');
    expect(headerTypeFor('public')).toBe('public');
    expect(headerTypeFor('countrySelector')).toBe('public');
  });
});
