import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES, type TextLocale } from '../locale';
import { buildResources, isPluralText, NAMESPACES, type PluralText, TEXTS, type TextValue } from '.';
import { accountTexts } from './texts/common-account';
import { shellTexts } from './texts/common-shell';

const OTHER_LOCALES = TEXT_LOCALES.filter((locale) => locale !== 'en');

/** The plural categories CLDR (through Intl) says a language distinguishes. */
function categoriesOf(locale: TextLocale): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

function formsOf(value: TextValue): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as PluralText);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]!).sort();
}

function everyText(locale: TextLocale): Array<{ where: string; text: string }> {
  return NAMESPACES.flatMap((namespace) =>
    Object.entries(TEXTS[namespace][locale]).flatMap(([key, value]) =>
      formsOf(value).map((text) => ({ where: `${namespace}:${key}`, text })),
    ),
  );
}

describe('§8 translations: every text locale is complete', () => {
  for (const namespace of NAMESPACES) {
    it.each(OTHER_LOCALES)(`${namespace}: %s has exactly the English keys`, (locale) => {
      expect(Object.keys(TEXTS[namespace][locale]).sort()).toEqual(Object.keys(TEXTS[namespace].en).sort());
    });
  }

  it.each(TEXT_LOCALES)('%s has no empty text', (locale) => {
    const empty = everyText(locale).filter(({ text }) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(OTHER_LOCALES)('%s is translated, not copied from English (loanwords aside)', (locale) => {
    const loanwords = new Set(['IBAN', 'Menu', 'Password']);
    const english = new Map(everyText('en').map(({ where, text }) => [where, text]));
    const copied = everyText(locale).filter(
      ({ where, text }) => english.get(where) === text && !loanwords.has(text),
    );
    expect(copied).toEqual([]);
  });

  it('keeps the shell and account halves of `common` free of clashing keys', () => {
    const shared = Object.keys(shellTexts.en).filter((key) => key in accountTexts.en);
    expect(shared).toEqual([]);
  });
});

describe('plural forms follow Intl.PluralRules (i18next v26 _one/_few/_many/_other)', () => {
  for (const namespace of NAMESPACES) {
    it.each(TEXT_LOCALES)(`${namespace}: %s has exactly its language's plural categories`, (locale) => {
      for (const [key, englishValue] of Object.entries(TEXTS[namespace].en)) {
        const value = TEXTS[namespace][locale][key]!;
        expect(isPluralText(value), `${namespace}:${key}`).toBe(isPluralText(englishValue));
        if (isPluralText(value))
          expect(Object.keys(value).sort(), `${namespace}:${key}`).toEqual(categoriesOf(locale));
      }
    });
  }

  it.each(TEXT_LOCALES)('%s resources carry one suffixed key per plural category', (locale) => {
    const resources = buildResources();
    for (const namespace of NAMESPACES) {
      const expected = Object.entries(TEXTS[namespace].en).flatMap(([key, value]) =>
        isPluralText(value) ? categoriesOf(locale).map((category) => `${key}_${category}`) : [key],
      );
      expect(Object.keys(resources[locale]![namespace]!).sort()).toEqual(expected.sort());
    }
  });

  it('needs few and many in Polish, many in French, one and other in German', () => {
    expect(categoriesOf('pl')).toEqual(['few', 'many', 'one', 'other']);
    expect(Object.keys(TEXTS.session.pl.extended as PluralText).sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
    ]);
    expect(Object.keys(TEXTS.session.fr.extended as PluralText).sort()).toEqual(['many', 'one', 'other']);
    expect(Object.keys(TEXTS.session.de.extended as PluralText).sort()).toEqual(['one', 'other']);
  });
});

describe('interpolation variables match English', () => {
  for (const namespace of NAMESPACES) {
    it.each(OTHER_LOCALES)(`${namespace}: %s uses the same {{variables}} in every form`, (locale) => {
      for (const [key, englishValue] of Object.entries(TEXTS[namespace].en)) {
        const expected = [...new Set(formsOf(englishValue).flatMap(placeholders))].sort();
        for (const text of formsOf(TEXTS[namespace][locale][key]!)) {
          expect(placeholders(text), `${namespace}:${key} "${text}"`).toEqual(expected);
        }
      }
    });
  }

  it('uses i18next double braces, never the single braces of the spec', () => {
    for (const locale of TEXT_LOCALES) {
      const single = everyText(locale).filter(({ text }) => /(^|[^{])\{[^{}]+\}(?!\})/.test(text));
      expect(single).toEqual([]);
    }
  });
});

describe('typography', () => {
  it('Swiss German has no ß anywhere (common brief)', () => {
    const withEszett = everyText('de-CH').filter(({ text }) => text.includes('ß'));
    expect(withEszett).toEqual([]);
  });

  it('the German table does use ß, so the Swiss check above is not vacuous', () => {
    expect(everyText('de').some(({ text }) => text.includes('ß'))).toBe(true);
  });

  it('French puts a no-break space before ? ! ; : » and after «', () => {
    const loose = everyText('fr').filter(
      ({ text }) => /(?<![\u00a0\u202f])[?!;:»]/.test(text) || /«(?![\u00a0\u202f])/.test(text),
    );
    expect(loose).toEqual([]);
  });
});
