import { describe, expect, it } from 'vitest';
import { isPluralText, type PluralText } from '../../core/i18n';
import { TEXT_LOCALES } from '../../core/locale';
import { PORTAL_TEXTS } from '.';

const categoriesOf = (locale: string) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories.sort();

describe('portal page texts (common brief: real text in every text locale)', () => {
  it('has every English key in every locale, none empty', () => {
    const keys = Object.keys(PORTAL_TEXTS.en).sort();
    for (const locale of TEXT_LOCALES) {
      const table = PORTAL_TEXTS[locale] as Record<string, unknown>;
      expect(Object.keys(table).sort(), locale).toEqual(keys);
      for (const [key, value] of Object.entries(table))
        expect(typeof value === 'string' ? value.trim() : 'plural', `${locale}.${key}`).not.toBe('');
    }
  });

  it('writes exactly the plural forms Intl.PluralRules asks for in each language', () => {
    for (const locale of TEXT_LOCALES) {
      for (const [key, value] of Object.entries(PORTAL_TEXTS[locale] as Record<string, unknown>)) {
        if (!isPluralText(value)) continue;
        expect(Object.keys(value as PluralText).sort(), `${locale}.${key}`).toEqual(categoriesOf(locale));
      }
    }
  });

  it('Swiss German uses no ß', () => {
    expect(JSON.stringify(PORTAL_TEXTS['de-CH'])).not.toMatch(/ß/);
  });

  it('keeps the {{variables}} of the English text in every translation', () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(PORTAL_TEXTS.en)) {
      if (typeof english !== 'string') continue;
      for (const locale of TEXT_LOCALES) {
        const text = (PORTAL_TEXTS[locale] as Record<string, string>)[key] ?? '';
        expect(variables(text), `${locale}.${key}`).toEqual(variables(english));
      }
    }
  });
});
