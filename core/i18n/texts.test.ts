import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, TEXT_LOCALES, type TextLocale, textLocaleOf } from '../locale';
import { createTranslator, isPluralText, NAMESPACES, type PluralText, type TextValue } from '.';
import { ALL_TEXTS } from './all-texts';
import { account } from './texts/en/common-account';
import { shell } from './texts/en/common-shell';

/** One namespace of one language, as a plain table. */
function table(
  namespace: (typeof NAMESPACES)[number],
  locale: TextLocale,
): Readonly<Record<string, TextValue>> {
  return ALL_TEXTS[locale][namespace] as unknown as Readonly<Record<string, TextValue>>;
}

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
    Object.entries(table(namespace, locale)).flatMap(([key, value]) =>
      formsOf(value).map((text) => ({ where: `${namespace}:${key}`, text })),
    ),
  );
}

describe('§8 translations: every text locale is complete', () => {
  for (const namespace of NAMESPACES) {
    it.each(OTHER_LOCALES)(`${namespace}: %s has exactly the English keys`, (locale) => {
      expect(Object.keys(table(namespace, locale)).sort()).toEqual(
        Object.keys(table(namespace, 'en')).sort(),
      );
    });
  }

  it.each(TEXT_LOCALES)('%s has no empty text', (locale) => {
    const empty = everyText(locale).filter(({ text }) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(OTHER_LOCALES)('%s is translated, not copied from English (loanwords aside)', (locale) => {
    // Words these languages use as they are ("Design", "Name" in German, "Private equity" in Polish
    // and Italian, "Status", "Information" and "Rebalancing" in German, Dutch or Polish) and codes;
    // the French plural of "instrument" and the French "public", "actions" and "image" are spelt
    // as the English words.
    const loanwords = new Set([
      'IBAN',
      'BIC',
      'Menu',
      'Password',
      'Design',
      'Name',
      'Bank',
      'Private equity',
      'Marketing',
      'Privacy',
      'Status',
      'Information',
      'Rebalancing',
    ]);
    const sameWord = new Set([
      'fr portalPages:instruments',
      'fr portalPages:menuPublic',
      'fr portalPages:menuActions',
      'fr portalPages:menuItemType_image',
    ]);
    const english = new Map(everyText('en').map(({ where, text }) => [where, text]));
    const copied = everyText(locale).filter(
      ({ where, text }) =>
        english.get(where) === text && !loanwords.has(text) && !sameWord.has(`${locale} ${where}`),
    );
    expect(copied).toEqual([]);
  });

  it('keeps the shell and account halves of `common` free of clashing keys', () => {
    const shared = Object.keys(shell).filter((key) => key in account);
    expect(shared).toEqual([]);
  });
});

describe('plural forms follow Intl.PluralRules', () => {
  for (const namespace of NAMESPACES) {
    it.each(TEXT_LOCALES)(`${namespace}: %s has exactly its language's plural categories`, (locale) => {
      for (const [key, englishValue] of Object.entries(table(namespace, 'en'))) {
        const value = table(namespace, locale)[key]!;
        expect(isPluralText(value), `${namespace}:${key}`).toBe(isPluralText(englishValue));
        if (isPluralText(value))
          expect(Object.keys(value).sort(), `${namespace}:${key}`).toEqual(categoriesOf(locale));
      }
    });
  }

  it.each(TEXT_LOCALES)('%s: t picks the form of the category Intl.PluralRules gives the count', (locale) => {
    const rules = new Intl.PluralRules(locale);
    // The first count of each category: 1 → one, 2 → few (pl), 5 → many (pl), 1000000 → many (fr)…
    const sampleCounts = new Map<string, number>();
    for (const count of [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 100, 1_000_000, 1.5]) {
      const category = rules.select(count);
      if (!sampleCounts.has(category)) sampleCounts.set(category, count);
    }
    const { t } = createTranslator(SUPPORTED_LOCALES.find((portal) => textLocaleOf(portal) === locale)!);
    const translate = t as (key: string, values: object) => string;
    for (const namespace of NAMESPACES) {
      for (const [key, value] of Object.entries(table(namespace, locale))) {
        if (!isPluralText(value)) continue;
        for (const [category, count] of sampleCounts) {
          const form = value[category as keyof PluralText]!;
          const values = { count, name: 'a.pdf', size: '10 MB', formats: 'PDF', time: '1:59' };
          const expected = form.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
            String(values[name as keyof typeof values]),
          );
          expect(translate(`${namespace}:${key}`, values), `${locale} ${namespace}:${key} ${count}`).toBe(
            expected,
          );
        }
      }
    }
  });

  it('needs few and many in Polish, many in French, one and other in German', () => {
    expect(categoriesOf('pl')).toEqual(['few', 'many', 'one', 'other']);
    expect(Object.keys(ALL_TEXTS.pl.session.extended).sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(Object.keys(ALL_TEXTS.fr.session.extended).sort()).toEqual(['many', 'one', 'other']);
    expect(Object.keys(ALL_TEXTS.de.session.extended).sort()).toEqual(['one', 'other']);
  });
});

describe('interpolation variables match English', () => {
  for (const namespace of NAMESPACES) {
    it.each(OTHER_LOCALES)(`${namespace}: %s uses the same {{variables}} in every form`, (locale) => {
      for (const [key, englishValue] of Object.entries(table(namespace, 'en'))) {
        const expected = [...new Set(formsOf(englishValue).flatMap(placeholders))].sort();
        for (const text of formsOf(table(namespace, locale)[key]!)) {
          expect(placeholders(text), `${namespace}:${key} "${text}"`).toEqual(expected);
        }
      }
    });
  }

  it('uses double braces, never the single braces of the spec', () => {
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
