import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryOf,
  DEFAULT_LOCALE,
  languageOf,
  localeForLanguages,
  parseLocale,
  SUPPORTED_LOCALES,
  textLocaleOf,
  toPrefix,
} from '.';

describe('supported locales (§9)', () => {
  it('lists the thirteen supported locales and defaults to de-DE', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(13);
    expect(DEFAULT_LOCALE).toBe('de-DE');
  });

  it('reads locales in any case and with underscores', () => {
    expect(parseLocale('de-de')).toBe('de-DE');
    expect(parseLocale('EN_gb')).toBe('en-GB');
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('xx-xx')).toBeUndefined();
    expect(parseLocale('')).toBeUndefined();
    expect(parseLocale(undefined)).toBeUndefined();
  });

  it('round-trips every locale through its path prefix', () => {
    for (const locale of SUPPORTED_LOCALES) expect(parseLocale(toPrefix(locale))).toBe(locale);
  });

  it('never invents a locale from arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const parsed = parseLocale(input);
        return parsed === undefined || SUPPORTED_LOCALES.includes(parsed);
      }),
    );
  });

  it('derives language, text variant and country', () => {
    expect(languageOf('de-CH')).toBe('de');
    expect(textLocaleOf('de-CH')).toBe('de-CH');
    expect(textLocaleOf('de-AT')).toBe('de');
    expect(countryOf('en-IE')).toBe('IE');
    expect(countryOf('en')).toBe('EU');
  });
});

describe('localeForLanguages: the locale of a visitor outside every locale prefix', () => {
  it('takes the first supported locale, else the first supported language, else de-DE (§9)', () => {
    expect(localeForLanguages(['de-AT', 'en'])).toBe('de-AT');
    expect(localeForLanguages(['fr-CA', 'en-US'])).toBe('fr-FR');
    expect(localeForLanguages(['pt-BR', 'nl'])).toBe('nl-NL');
    expect(localeForLanguages(['en-AU'])).toBe('en');
    expect(localeForLanguages(['de'])).toBe('de-DE');
    expect(localeForLanguages(['pt-BR'])).toBe('de-DE');
    expect(localeForLanguages([])).toBe('de-DE');
  });
});
