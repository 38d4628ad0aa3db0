import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { formatBytes, formatDate, formatMoney, I18nError, intlLocaleOf } from '.';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const MINUS = '\u2212';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof I18nError) return error.code;
    throw error;
  }
  return undefined;
}

describe('formatMoney (§9: EUR with 2 decimals)', () => {
  it.each([
    ['de-DE', `1.234,56${NBSP}€`],
    ['de-AT', `€${NBSP}1.234,56`],
    ['de-CH', `EUR${NBSP}1'234.56`],
    ['en-GB', '€1,234.56'],
    ['en-IE', '€1,234.56'],
    ['en', '€1,234.56'],
    ['fr-FR', `1${NNBSP}234,56${NBSP}€`],
    ['es-ES', `1234,56${NBSP}€`],
    ['nl-NL', `€${NBSP}1.234,56`],
    ['pl-PL', `1234,56${NBSP}€`],
    ['fi-FI', `1${NBSP}234,56${NBSP}€`],
    ['it-IT', `1234,56${NBSP}€`],
  ] as const)('%s formats 1234.56 EUR as the Intl output %j', (locale, expected) => {
    expect(formatMoney(1234.56, locale)).toBe(expected);
  });

  it('builds one formatter per locale and currency, however many amounts it formats', () => {
    const Real = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args) {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const amounts = [1, 2.5, 1234.56].map((amount) => formatMoney(amount, 'fi-FI', 'SEK'));
      expect(amounts[2]).toBe(formatMoney(1234.56, 'fi-FI', 'SEK'));
      expect(built).toBeLessThanOrEqual(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('always shows two decimals and rounds half away from zero', () => {
    expect(formatMoney(5, 'de-DE')).toBe(`5,00${NBSP}€`);
    expect(formatMoney(0.125, 'en-GB')).toBe('€0.13');
    expect(formatMoney(12345.6, 'es-ES')).toBe(`12.345,60${NBSP}€`);
  });

  it('shows negatives with the locale’s minus sign and never a negative zero', () => {
    expect(formatMoney(-1234.5, 'de-DE')).toBe(`-1.234,50${NBSP}€`);
    expect(formatMoney(-1234.5, 'fi-FI')).toBe(`${MINUS}1${NBSP}234,50${NBSP}€`);
    expect(formatMoney(-0.001, 'de-DE')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0.004, 'en-GB')).toBe('€0.00');
  });

  it('takes other currencies', () => {
    expect(formatMoney(1234.56, 'en-GB', 'GBP')).toBe('£1,234.56');
    expect(formatMoney(1234.56, 'de-CH', 'CHF')).toBe(`CHF${NBSP}1'234.56`);
  });

  it('refuses NaN, Infinity and malformed currency codes with a typed error', () => {
    expect(codeOf(() => formatMoney(Number.NaN, 'de-DE'))).toBe('I18N_INVALID_NUMBER');
    expect(codeOf(() => formatMoney(Number.POSITIVE_INFINITY, 'de-DE'))).toBe('I18N_INVALID_NUMBER');
    expect(codeOf(() => formatMoney(1, 'de-DE', 'eur'))).toBe('I18N_INVALID_CURRENCY');
  });

  it('round-trips any cent amount through the German format', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoney(cents / 100, 'de-DE');
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
        expect(Number(text.replace(/[.\u00a0€]/g, '').replace(',', '.'))).toBe(cents / 100);
      }),
    );
  });

  it('formats every supported locale without throwing', () => {
    for (const locale of SUPPORTED_LOCALES) expect(formatMoney(1, locale)).toMatch(/1[.,]00/);
  });
});

describe('intlLocaleOf: the generic en formats like euro-area English (en-IE)', () => {
  it('maps en to en-IE and keeps every other locale', () => {
    expect(intlLocaleOf('en')).toBe('en-IE');
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en'))
      expect(intlLocaleOf(locale)).toBe(locale);
  });
});

describe('formatDate', () => {
  it.each([
    ['de-DE', '31.01.2025'],
    ['de-CH', '31.01.2025'],
    ['en', '31 Jan 2025'],
    ['en-GB', '31 Jan 2025'],
    ['en-US', 'Jan 31, 2025'],
    ['fr-FR', '31 janv. 2025'],
    ['fi-FI', '31.1.2025'],
    ['pl-PL', '31 sty 2025'],
  ] as const)('%s shows the calendar date 2025-01-31 as %s', (locale, expected) => {
    expect(formatDate('2025-01-31', locale)).toBe(expected);
  });

  it('keeps a calendar date on its day in any time zone', () => {
    expect(formatDate('2025-01-31', 'de-DE', { timeZone: 'America/Los_Angeles' })).toBe('31.01.2025');
  });

  it('formats an instant in the given zone, with a time when asked', () => {
    const instant = Date.UTC(2025, 0, 31, 23, 30);
    expect(
      formatDate(instant, 'de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' }),
    ).toBe('01.02.25, 00:30');
    expect(formatDate(new Date(instant), 'en-GB', { timeZone: 'UTC', timeStyle: 'short' })).toBe('23:30');
  });

  it('refuses an invalid date with a typed error', () => {
    expect(codeOf(() => formatDate('not a date', 'de-DE'))).toBe('I18N_INVALID_DATE');
    expect(codeOf(() => formatDate(Number.NaN, 'de-DE'))).toBe('I18N_INVALID_DATE');
  });
});

describe('formatBytes (§5 upload help: "10 MB")', () => {
  it('shows binary multiples with the locale’s unit names', () => {
    expect(formatBytes(10 * 1024 * 1024, 'de-DE')).toBe('10 MB');
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 kB');
    expect(formatBytes(1536, 'fr-FR')).toBe(`1,5${NNBSP}ko`);
    expect(formatBytes(1536, 'en-GB')).toBe('1.5 kB');
    expect(formatBytes(3 * 1024 ** 3, 'fi-FI')).toBe('3 Gt');
  });

  it('spells out plain bytes', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(900, 'fr-FR')).toBe(`900${NBSP}octets`);
    expect(formatBytes(900, 'pl-PL')).toBe('900 bajtów');
  });

  it('moves up a unit instead of printing 1024', () => {
    expect(formatBytes(1024 * 1024 - 1, 'en')).toBe('1 MB');
    expect(formatBytes(1023, 'en')).toBe('1,023 bytes');
  });

  it('never shows a number of 1024 or more below gigabytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        const text = formatBytes(bytes, 'en-GB');
        const value = Number(text.replace(/,/g, '').split(' ')[0]);
        if (!text.endsWith('GB')) expect(value).toBeLessThan(1024);
        expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses negative and non-finite sizes with a typed error', () => {
    expect(codeOf(() => formatBytes(-1, 'de-DE'))).toBe('I18N_INVALID_NUMBER');
    expect(codeOf(() => formatBytes(Number.NaN, 'de-DE'))).toBe('I18N_INVALID_NUMBER');
  });
});
