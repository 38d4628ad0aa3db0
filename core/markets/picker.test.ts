import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../config';
import { buildMarketEntries, countryPickerModel } from '.';
import { EXAMPLE_MARKET_DOMAINS as domains } from './testing';

const base = { version: 'v2' as const, domains, flags: DEFAULT_FLAGS };

describe('§2.6 country picker presentation', () => {
  it('§2.6 marks exactly the current market (aria-current)', () => {
    const model = countryPickerModel({ ...base, viewerLocale: 'de-AT', currentLocale: 'de-AT' });
    expect(model.options.filter((option) => option.current).map((option) => option.key)).toEqual(['at']);
    expect(model.current?.label).toBe('Österreich');
    expect(model.triggerText).toBe('Österreich');
    expect(model.triggerLabel).toBe('Österreich: Land wechseln');
    expect(model.heading).toBe('Wählen Sie Ihr Land');
  });

  it('§2.6 the generic English page marks the EU entry, which is last', () => {
    const model = countryPickerModel({ ...base, viewerLocale: 'en', currentLocale: 'en' });
    expect(model.current?.key).toBe('eu');
    expect(model.options.at(-1)?.key).toBe('eu');
  });

  it('§2.6 every option carries hreflang, link, flag, locale and redirect target', () => {
    const model = countryPickerModel({ ...base, viewerLocale: 'en', currentLocale: 'en-GB' });
    const byKey = new Map(model.options.map((option) => [option.key, option]));
    expect(byKey.get('at')).toMatchObject({
      hreflang: 'de-AT',
      link: 'https://www.example-bank.com/de-at/',
      flag: '/flags/at.svg',
      locale: 'de-AT',
      preferredLocale: 'de-at',
      redirectTarget: { alpha2: 'at', alpha3: 'aut' },
    });
    expect(byKey.get('eu')).toMatchObject({
      hreflang: 'en',
      locale: 'other',
      link: 'https://www.example-bank.com/en/',
    });
    expect(byKey.get('gb')?.link).toBe('https://www.example-bank.co.uk/');
  });

  it('§2.6 a market switched off is not listed, and then nothing is current', () => {
    const flags = { ...DEFAULT_FLAGS, newMarketLocales: { 'it-IT': 'off' as const } };
    const model = countryPickerModel({ ...base, flags, viewerLocale: 'it-IT', currentLocale: 'it-IT' });
    expect(model.options.some((option) => option.key === 'it')).toBe(false);
    expect(model.current).toBeUndefined();
    expect(model.triggerText).toBe('Scegli il tuo paese');
  });

  it('§1 v1 lists no Swiss entry even when the page is Swiss', () => {
    const model = countryPickerModel({
      ...base,
      version: 'v1',
      viewerLocale: 'de-CH',
      currentLocale: 'de-CH',
    });
    expect(model.options).toHaveLength(11);
    expect(model.current).toBeUndefined();
    expect(model.closeLabel).toBe('Schliessen');
  });

  it('§2.6 entries are the same as buildMarketEntries, in the same order', () => {
    const input = { ...base, viewerLocale: 'fr-FR' as const };
    const model = countryPickerModel({ ...input, currentLocale: 'fr-FR' });
    expect(model.options.map((option) => option.key)).toEqual(buildMarketEntries(input).map((e) => e.key));
  });
});
