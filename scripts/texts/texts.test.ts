/**
 * The text files (core/i18n/texts/<folder>/<namespace>.json) against the English source: every
 * problem is reported with its language and key, so a translator's file that lost or gained a key
 * says which.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES, type TextFolder, VARIANTS } from '../../core/i18n/language';
import { TEXT_LOCALES } from '../../core/locale';
import {
  FOLDERS,
  fileOf,
  formatTable,
  isVariant,
  keyOrderOf,
  pluralCategoriesOf,
  readTexts,
  type Texts,
} from './files';
import { GENERATED_FILE, generatedSource, placeholdersOf } from './generate';
import { completeTextsOf } from './platform-file';

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;
let texts: Texts;

beforeAll(async () => {
  texts = await readTexts();
});

/** English's keys of a namespace: plain keys, and each plural as `key_<category>` of the folder. */
function expectedKeysOf(namespace: (typeof NAMESPACES)[number], folder: TextFolder): string[] {
  return keyOrderOf(texts.en?.[namespace] ?? {}, isVariant(folder) ? VARIANTS[folder] : folder);
}

/** Every text of a folder's complete view, as `<folder> <namespace>:<key>` and text. */
function everyText(folder: TextFolder): Array<{ where: string; text: string }> {
  const complete = completeTextsOf(texts, folder);
  return NAMESPACES.flatMap((namespace) =>
    Object.entries(complete[namespace]).map(([key, text]) => ({
      where: `${folder} ${namespace}:${key}`,
      text,
    })),
  );
}

describe('every language has exactly the English keys', () => {
  it('complete languages: no key missing, no key extra, each plural in its own CLDR categories', () => {
    const problems: string[] = [];
    for (const folder of TEXT_LOCALES.filter((folder) => !isVariant(folder))) {
      for (const namespace of NAMESPACES) {
        const table = texts[folder]?.[namespace];
        if (!table) {
          problems.push(`${folder} ${namespace}: no file ${folder}/${namespace}.json`);
          continue;
        }
        const expected = expectedKeysOf(namespace, folder);
        for (const key of expected)
          if (!Object.hasOwn(table, key)) problems.push(`${folder} ${namespace}:${key}: missing`);
        for (const key of Object.keys(table))
          if (!expected.includes(key)) problems.push(`${folder} ${namespace}:${key}: not an English key`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('variants: only keys of their language, each a text that differs from it', () => {
    const problems: string[] = [];
    for (const [variant, language] of Object.entries(VARIANTS)) {
      for (const [namespace, table] of Object.entries(texts[variant as TextFolder] ?? {})) {
        const expected = expectedKeysOf(namespace as (typeof NAMESPACES)[number], variant as TextFolder);
        for (const [key, text] of Object.entries(table ?? {})) {
          if (!expected.includes(key)) problems.push(`${variant} ${namespace}:${key}: not an English key`);
          else if (texts[language]?.[namespace as (typeof NAMESPACES)[number]]?.[key] === text)
            problems.push(`${variant} ${namespace}:${key}: the same as ${language}'s; leave it out`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a key that ends like a plural form is one (the platforms read `_zero`, `_one`, … as forms)', () => {
    const problems: string[] = [];
    for (const namespace of NAMESPACES)
      for (const key of Object.keys(texts.en?.[namespace] ?? {})) {
        const plural = PLURAL_KEY.exec(key);
        if (plural && !Object.hasOwn(texts.en?.[namespace] ?? {}, `${plural[1]}_other`))
          problems.push(`en ${namespace}:${key}: reads as a plural form; rename the key`);
      }
    expect(problems).toEqual([]);
  });

  it('no text is empty, and no file holds anything but texts', () => {
    const problems = FOLDERS.flatMap((folder) =>
      everyText(folder)
        .filter(({ text }) => typeof text !== 'string' || text.trim() === '')
        .map(({ where }) => `${where}: empty or not a text`),
    );
    expect(problems).toEqual([]);
  });

  it('every form of a text has the values of the English text, in double braces', () => {
    const problems: string[] = [];
    for (const folder of FOLDERS) {
      for (const namespace of NAMESPACES) {
        const english = texts.en?.[namespace] ?? {};
        for (const [key, text] of Object.entries(completeTextsOf(texts, folder)[namespace])) {
          const base = PLURAL_KEY.exec(key)?.[1];
          const forms = base
            ? Object.keys(english).filter((other) => PLURAL_KEY.exec(other)?.[1] === base)
            : [key];
          const wanted = [...new Set(forms.flatMap((form) => placeholdersOf(english[form] ?? '')))].sort();
          const found = placeholdersOf(text).sort();
          if (found.join() !== wanted.join())
            problems.push(
              `${folder} ${namespace}:${key}: has {{${found.join('}} {{')}}}, English {{${wanted.join('}} {{')}}}`,
            );
          if (/(^|[^{])\{[^{}]+\}(?!\})/.test(text))
            problems.push(`${folder} ${namespace}:${key}: single braces`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('Polish needs few and many, French many, German one and other (CLDR)', () => {
    expect(pluralCategoriesOf('pl')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategoriesOf('fr')).toEqual(['one', 'many', 'other']);
    expect(pluralCategoriesOf('de')).toEqual(['one', 'other']);
    expect(Object.keys(texts.pl?.session ?? {}).filter((key) => key.startsWith('extended_'))).toHaveLength(4);
  });
});

describe('the files as written and what is generated from them', () => {
  it('each file is in the one written form (`npm run texts -- import` and `npm run format` keep it)', async () => {
    const problems: string[] = [];
    for (const folder of FOLDERS)
      for (const [namespace, table] of Object.entries(texts[folder] ?? {})) {
        const file = fileOf(folder, namespace);
        const order = keyOrderOf(texts.en?.[namespace as (typeof NAMESPACES)[number]] ?? {}, folder);
        if ((await readFile(file, 'utf8')) !== formatTable(table ?? {}, order))
          problems.push(`${folder} ${namespace}: not in the English key order or not two-space JSON`);
      }
    expect(problems).toEqual([]);
  });

  it('core/i18n/texts.generated.ts is current (`npm run texts -- generate`)', async () => {
    expect(await readFile(GENERATED_FILE, 'utf8')).toBe(generatedSource(texts));
  });
});

describe('translated, not copied; typography', () => {
  it('every complete language is translated, not copied from English (loanwords aside)', () => {
    // Words these languages use as they are and codes; the French plural of "instrument" is
    // spelt as the English one.
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
      'Banking as a Service',
    ]);
    const english = new Map(everyText('en').map(({ where, text }) => [where.slice(3), text]));
    const copied = TEXT_LOCALES.filter((folder) => folder !== 'en' && !isVariant(folder)).flatMap((folder) =>
      everyText(folder).filter(({ where, text }) => {
        const key = where.slice(folder.length + 1);
        return english.get(key) === text && !loanwords.has(text) && !/^\W*\{\{\w+\}\}\W*$/.test(text);
      }),
    );
    // Words that are the same in the language: country names, the UK's "Sort code", and these.
    const sameWord = new Set([
      'de navMenus:newsroom',
      'fr navMenus:contact',
      'fr navMenus:guides',
      'fr navMenus:messages',
      'fr navMenus:documents',
      'fr navMenus:notifications',
      'fr portalPages:instruments_one',
      'fr portalPages:instruments_other',
      'fr portalPages:menuPublic',
      'fr portalPages:menuActions',
      'fr portalPages:menuItemType_image',
      'nl navMenus:contact',
      'nl header:accountNavigation',
      'nl portalPages:instruments_one',
      'pl portalPages:instruments_one',
    ]);
    const unexpected = copied
      .map(({ where }) => where)
      .filter(
        (where) => !sameWord.has(where) && !/ (markets:countryNames_|header:caption_sortCode)/.test(where),
      );
    expect(unexpected).toEqual([]);
  });

  it('Swiss German shows no ß: every German text with one has a Swiss difference', () => {
    expect(everyText('de').some(({ text }) => text.includes('ß'))).toBe(true);
    expect(everyText('de-CH').filter(({ text }) => text.includes('ß'))).toEqual([]);
  });

  it('French puts a no-break space before ? ! ; : » and after «', () => {
    const loose = everyText('fr').filter(
      ({ text }) => /(?<![\u00a0\u202f])[?!;:»]/.test(text) || /«(?![\u00a0\u202f])/.test(text),
    );
    expect(loose).toEqual([]);
  });
});
