import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../config';
import { SUPPORTED_LOCALES } from '../locale';
import {
  dashboardPath,
  dataValidityPath,
  financialInformationPath,
  loginPath,
  matchRoute,
  openBankingLoginPath,
  PRIVATE_PAGES,
  type PrivatePage,
  privatePagePath,
  referenceAccountPath,
  registerPath,
  requiresAuth,
  termDepositsPath,
} from '.';

describe('reading paths back into routes (§2)', () => {
  it('recognises each built route in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(matchRoute(loginPath(locale, { product: 'x' }))).toEqual({ name: 'login', locale });
      expect(matchRoute(registerPath(locale))).toEqual({ name: 'register', locale });
      expect(matchRoute(dashboardPath(locale))).toEqual({ name: 'dashboard', locale });
      expect(matchRoute(openBankingLoginPath(locale))).toMatchObject({ name: 'openBanking', locale });
      expect(matchRoute(referenceAccountPath(locale, 'p')).name).toBe('referenceAccount');
      expect(matchRoute(financialInformationPath(locale)).name).toBe('financialInformation');
      expect(matchRoute(dataValidityPath(locale)).name).toBe('dataValidity');
      for (const page of Object.keys(PRIVATE_PAGES) as PrivatePage[]) {
        expect(matchRoute(privatePagePath(locale, page))).toEqual({ name: 'private', locale, page });
      }
    }
  });

  it('recognises the special pages', () => {
    expect(matchRoute('/en/select-country/')).toEqual({ name: 'countrySelector', locale: 'en' });
    expect(matchRoute('/en/corporate/press/')).toEqual({ name: 'corporate', locale: 'en' });
    expect(matchRoute('/cash-solutions/')).toEqual({ name: 'bankingAsAService' });
    expect(
      matchRoute(termDepositsPath('de-DE', { ...DEFAULT_FLAGS, dbtShowNewMyDepositsPage: true })),
    ).toEqual({
      name: 'termDeposits',
      locale: 'de-DE',
    });
    expect(matchRoute('/de-de/dashboard/investments/7')).toEqual({
      name: 'investment',
      locale: 'de-DE',
      param: '7',
    });
    expect(matchRoute('/de-de/')).toEqual({ name: 'home', locale: 'de-DE' });
    expect(matchRoute('/xx-yy/login/')).toEqual({ name: 'other' });
    expect(matchRoute('/de-de/somewhere/')).toEqual({ name: 'other', locale: 'de-DE' });
  });

  it('§5 protected areas need a session; login, registration and public pages do not', () => {
    expect(requiresAuth(matchRoute('/de-de/dashboard/'))).toBe(true);
    expect(requiresAuth(matchRoute('/de-de/postbox/messages'))).toBe(true);
    expect(requiresAuth(matchRoute('/de-de/cdvc/'))).toBe(true);
    expect(requiresAuth(matchRoute('/de-de/login/'))).toBe(false);
    expect(requiresAuth(matchRoute('/de-de/register/'))).toBe(false);
    expect(requiresAuth(matchRoute('/de-de/products/'))).toBe(false);
    expect(requiresAuth(matchRoute('/en/select-country/'))).toBe(false);
  });
});
