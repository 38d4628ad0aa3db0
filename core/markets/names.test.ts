import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../i18n';
import { SUPPORTED_LOCALES } from '../locale';
import { countryBannerTexts, MARKETS, marketLabel } from '.';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§2.6 translated country names', () => {
  it('§2.6 names a market in the viewer language', () => {
    expect(marketLabel(MARKETS.de, 'en')).toBe('Germany');
    expect(marketLabel(MARKETS.de, 'fr-FR')).toBe('Allemagne');
    expect(marketLabel(MARKETS.nl, 'de-AT')).toBe('Niederlande');
    expect(marketLabel(MARKETS.gb, 'pl-PL')).toBe('Wielka Brytania');
    expect(marketLabel(MARKETS.fi, 'fi-FI')).toBe('Suomi');
  });

  it('§2.6 the written names are what Intl.DisplayNames gives, for every supported locale (decision 151)', () => {
    // What core/markets showed before the names were written out: users see the same names.
    for (const locale of SUPPORTED_LOCALES) {
      const intl = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
      for (const definition of Object.values(MARKETS)) {
        if (definition.country === 'EU') continue;
        expect(`${locale} ${definition.country}: ${marketLabel(definition, locale)}`).toBe(
          `${locale} ${definition.country}: ${intl.of(definition.country)}`,
        );
      }
    }
  });

  it('§2.6 naming a market builds no Intl object, so no ICU data is loaded at start', () => {
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    const collator = vi.spyOn(Intl, 'Collator');
    for (const locale of SUPPORTED_LOCALES) {
      for (const definition of Object.values(MARKETS)) marketLabel(definition, locale);
      countryBannerTexts(locale);
    }
    expect(displayNames).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
  });

  it('§2.6 the EU entry gets the translated "Europe (English)" label', () => {
    expect(marketLabel(MARKETS.eu, 'en-GB')).toBe('Europe (English)');
    expect(marketLabel(MARKETS.eu, 'de-DE')).toBe('Europa (Englisch)');
    expect(marketLabel(MARKETS.eu, 'es-ES')).toBe('Europa (inglés)');
  });

  it('§2.6 the picker trigger starts with the country it names (WCAG 2.5.3)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { t } = createTranslator(locale);
      expect(t('markets:bannerMessage', { country: 'Xyzland' })).toContain('Xyzland');
      expect(t('markets:pickerTrigger', { country: 'Xyzland' }).startsWith('Xyzland')).toBe(true);
    }
    expect(createTranslator('de-CH').t('markets:close')).toBe('Schliessen');
  });
});
