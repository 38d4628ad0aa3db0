import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../../core/locale';
import { CONSENT_TEXTS } from './consent';
import { PUBLIC_PAGE_TEXTS } from './public-pages';

const TABLES = { consent: CONSENT_TEXTS, publicPages: PUBLIC_PAGE_TEXTS } as const;

describe.each(Object.entries(TABLES))('%s texts (common brief: every text locale)', (_name, table) => {
  it('has every English key in every text locale, none empty', () => {
    const keys = Object.keys(table.en).sort();
    for (const locale of TEXT_LOCALES) {
      const texts = table[locale] as Record<string, string>;
      expect(Object.keys(texts).sort(), locale).toEqual(keys);
      for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('is translated: no language but Swiss German repeats the English table', () => {
    for (const locale of TEXT_LOCALES.filter((one) => one !== 'en')) {
      const texts = table[locale] as Record<string, string>;
      const english = Object.entries(table.en).filter(([key, value]) => texts[key] === value);
      // A few words are the same in English (Marketing, Privacy); whole tables are not.
      expect(english.length, locale).toBeLessThan(Object.keys(table.en).length / 3);
    }
  });

  it('Swiss German uses no ß', () => {
    expect(JSON.stringify(table['de-CH'])).not.toMatch(/ß/);
  });
});
