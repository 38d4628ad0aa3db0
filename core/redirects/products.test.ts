import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../config';
import { SUPPORTED_LOCALES } from '../locale';
import {
  dashboardPath,
  LEGACY_DEPOSIT_PATHS,
  overnightDepositsPath,
  termDepositsPath,
  wealthManagementDashboardPath,
} from '../routes';
import { PRODUCT_IDS, parseProductId, productDestination } from '.';

const newPages = { dbtShowNewMyDepositsPage: true };
const legacy = { dbtShowNewMyDepositsPage: false };

describe('product query parameter after login (§2.1): known routes only', () => {
  it('maps deposit products to their deposit pages, honouring the new deposits page flag (§2.3)', () => {
    expect(productDestination('term_deposit', 'de-DE', newPages)).toBe(termDepositsPath('de-DE', newPages));
    expect(productDestination('term_deposit', 'de-DE', newPages)).toBe('/de-de/dashboard/savings/term/');
    expect(productDestination('term_deposit', 'de-DE', legacy)).toBe(LEGACY_DEPOSIT_PATHS.term);
    expect(productDestination('overnight_account', 'en-GB', newPages)).toBe(
      overnightDepositsPath('en-GB', newPages),
    );
    expect(productDestination('notice_account', 'de-DE', newPages)).toBe(LEGACY_DEPOSIT_PATHS.notice);
  });

  it('shows flexible deposits with term deposits (§6: term links need the fixed or flex flag)', () => {
    expect(productDestination('flex_deposit', 'nl-NL', newPages)).toBe(termDepositsPath('nl-NL', newPages));
  });

  it('sends investment products (wealth management, robo, private equity, crypto, ETF configurator, pension) to the investments overview (§2.3)', () => {
    for (const id of ['dwm', 'robo', 'private_equity', 'crypto', 'etf_configurator', 'pension'])
      expect(productDestination(id, 'de-DE', DEFAULT_FLAGS), id).toBe(wealthManagementDashboardPath('de-DE'));
  });

  it('reads ids without regard to case or surrounding spaces', () => {
    expect(parseProductId(' Term_Deposit ')).toBe('term_deposit');
    expect(parseProductId('DWM')).toBe('dwm');
  });

  it('sends unknown, empty and URL-like values to the dashboard (security.md 1)', () => {
    for (const value of [
      undefined,
      null,
      '',
      'savings',
      '//evil.example',
      'https://evil.example/',
      '/de-de/documents',
    ])
      expect(productDestination(value, 'de-DE', DEFAULT_FLAGS), String(value)).toBe(dashboardPath('de-DE'));
    expect(parseProductId('constructor')).toBeUndefined();
    expect(parseProductId('__proto__')).toBeUndefined();
  });

  it('property: whatever the value, the destination is one of the known routes for the locale', () => {
    const locale = fc.constantFrom(...SUPPORTED_LOCALES);
    fc.assert(
      fc.property(fc.string(), locale, fc.boolean(), (value, loc, flag) => {
        const flags = { dbtShowNewMyDepositsPage: flag };
        const known = new Set([
          dashboardPath(loc),
          ...PRODUCT_IDS.map((id) => productDestination(id, loc, flags)),
        ]);
        expect(known.has(productDestination(value, loc, flags))).toBe(true);
      }),
    );
  });
});
