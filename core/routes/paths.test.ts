import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../config';
import { SUPPORTED_LOCALES } from '../locale';
import {
  BANKING_AS_A_SERVICE_PATHS,
  CORPORATE_PATHS,
  dashboardPath,
  dataValidityPath,
  financialInformationPath,
  loginPath,
  noticeDepositsPath,
  offerPaths,
  overnightDepositsPath,
  privatePagePath,
  referenceAccountPath,
  registerPath,
  termDepositsPath,
  wealthManagementDashboardPath,
} from '.';

const newDeposits = { ...DEFAULT_FLAGS, dbtShowNewMyDepositsPage: true };

describe('routes (§2.1–2.4)', () => {
  it('§2.1 login and registration routes carry product and regflow', () => {
    expect(loginPath('de-DE')).toBe('/de-de/login/');
    expect(loginPath('en', { product: 'overnight' })).toBe('/en/login/?product=overnight');
    expect(registerPath('en-GB', { regflow: 'partner a' })).toBe('/en-gb/register/?regflow=partner+a');
    expect(registerPath('fr-FR', { regflow: '' })).toBe('/fr-fr/register/');
  });

  it('§2.3 dashboard, with the irclickid parameter', () => {
    expect(dashboardPath('nl-NL')).toBe('/nl-nl/dashboard/');
    expect(dashboardPath('de-DE', { irclickid: 'abc' })).toBe('/de-de/dashboard/?irclickid=abc');
  });

  it('§2.3 deposit pages use the legacy fallbacks unless the new deposits page flag is on', () => {
    expect(termDepositsPath('de-DE', DEFAULT_FLAGS)).toBe('/savingglobal/#/MyInvestments/TermDeposit');
    expect(overnightDepositsPath('de-DE', DEFAULT_FLAGS)).toBe('/savingglobal/#/MyInvestments/Overnight');
    expect(termDepositsPath('de-DE', newDeposits)).toBe('/de-de/dashboard/savings/term/');
    expect(overnightDepositsPath('es-ES', newDeposits)).toBe('/es-es/dashboard/savings/overnight/');
    expect(noticeDepositsPath()).toBe('/savingglobal/#/MyInvestments/Notice');
  });

  it('§2.3 wealth management dashboard and one investment', () => {
    expect(wealthManagementDashboardPath('de-DE')).toBe('/de-de/investments/wealth-management/dashboard');
    expect(wealthManagementDashboardPath('de-DE', '42')).toBe('/de-de/dashboard/investments/42');
    expect(wealthManagementDashboardPath('de-DE', '../x')).toBe('/de-de/dashboard/investments/..%2Fx');
  });

  it('§2.3 private account pages are prefixed with the locale base path', () => {
    expect(privatePagePath('de-DE', 'messages')).toBe('/de-de/postbox/messages');
    expect(privatePagePath('it-IT', 'transactions')).toBe('/it-it/account-transactions/');
    expect(privatePagePath('de-DE', 'exemptionOrderOverview')).toBe('/de-de/exemption-order/overview');
  });

  it('§2.2 customer redirect targets', () => {
    expect(referenceAccountPath('de-DE')).toBe('/de-de/reference-account/initial/');
    expect(referenceAccountPath('de-DE', 'term')).toBe('/de-de/reference-account/initial/?product=term');
    expect(financialInformationPath('en-GB')).toBe('/en-gb/update-financial-information/');
    expect(dataValidityPath('de-DE')).toBe('/de-de/cdvc/');
  });

  it('§2.4 offers; Finnish has only fixed-term and overnight', () => {
    expect(offerPaths('de-DE')).toEqual({
      fixed: '/de-de/products/',
      overnight: '/de-de/products/overnight/',
      notice: '/de-de/products/notice/',
    });
    expect(offerPaths('fi-FI')).toEqual({
      fixed: '/fi-fi/products/',
      overnight: '/fi-fi/products/overnight/',
    });
  });

  it('§2.4 corporate and banking-as-a-service links', () => {
    expect(CORPORATE_PATHS.home).toBe('/en/corporate/');
    expect(CORPORATE_PATHS.myAccount).toBe('/en/login/');
    expect(Object.values(BANKING_AS_A_SERVICE_PATHS)).toEqual([
      '/banking-as-a-service/',
      '/cash-solutions/',
      '/about-us/',
      '/careers/',
      '/press/',
    ]);
  });

  it('every route of every locale is a root-relative path', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const path of [loginPath(locale), dashboardPath(locale), privatePagePath(locale, 'documents')]) {
        expect(path).toMatch(/^\/[a-z]{2}(-[a-z]{2})?\//);
      }
    }
  });
});
