/**
 * Reads texts written in the portal's former TypeScript format (core/i18n/texts/<language>/*.ts:
 * one exported object per file, values that are texts, plural objects `{ one, other }`, records of
 * texts, or label functions) and turns them into the i18next JSON v4 tables of docs/decisions/190:
 * one flat table per namespace, plurals as `key_one`/`key_other`, records as `key_member`, and a
 * function's parameters as `{{name}}` placeholders.
 *
 * A branch written before the change still adds texts in that format; `npm run texts -- from-ts
 * --ref <branch>` (texts-cli.ts) converts what that branch changed and writes it into the JSON files.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Namespace } from '../../core/i18n';
import { pluralCategoriesOf, type Table, type Texts } from './files';

/** The namespace of a former file: kebab-case to camelCase; both common-*.ts files are `common`. */
export function namespaceOfFile(file: string): string {
  const name = file.replace(/\.ts$/, '');
  if (name.startsWith('common-')) return 'common';
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A number that Intl.PluralRules puts in each category of a language (whole numbers first). */
function samplesOf(language: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(language);
  const samples = new Map<Intl.LDMLPluralRule, number>();
  for (const n of [1, 2, 5, 0, 21, 1000000, 1.5]) {
    const category = rules.select(n);
    if (!samples.has(category)) samples.set(category, n);
  }
  return samples;
}

type Label = (...args: unknown[]) => string;

/** The names of a function's parameters, read from its source. */
function parametersOf(fn: Label): string[] {
  const source = fn.toString();
  const list = source.startsWith('(') ? source.slice(1, source.indexOf(')')) : source.split('=>')[0]!;
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Label functions whose numbers choose a plural form, and how each becomes plural texts. Every other
 * function is called with `{{parameter}}` for each parameter.
 */
const PLURAL_FUNCTIONS: Record<string, (fn: Label, language: string) => Table> = {
  'navMenus.upToMonths': countForms,
  'navMenus.years': countForms,
  // The count is shown formatted ("4.007"), so it is its own value; `count` only chooses the form.
  'footer.ratingLabel': (fn, language) =>
    formsOf(language, (category) => fn('{{stars}}', '{{reviews}}', category)),
};

/** Texts with two counts, which the JSON format splits into three texts: written by hand. */
const WRITTEN_BY_HAND = new Set(['navMenus.termRange']);

function formsOf(language: string, text: (category: Intl.LDMLPluralRule, sample: number) => string): Table {
  const forms: Record<string, string> = {};
  for (const [category, sample] of samplesOf(language)) forms[category] = text(category, sample);
  return forms;
}

function countForms(fn: Label, language: string): Table {
  return formsOf(language, (_, sample) => fn(sample).replace(String(sample), '{{count}}'));
}

/** Thrown for a value the conversion cannot express; the message names the text. */
export class ConversionError extends Error {}

/**
 * One former table (an exported object) as a flat JSON table.
 * @example flatten({ extended: { one: '1 min', other: '{{count}} min' } }, 'session', 'en')
 *   // { extended_one: '1 min', extended_other: '{{count}} min' }
 */
export function flatten(table: Record<string, unknown>, namespace: string, language: string): Table {
  const flat: Record<string, string> = {};
  const categories = new Set<string>(
    pluralCategoriesOf('en').concat(pluralCategoriesOf(language), ['zero', 'two']),
  );
  for (const [key, value] of Object.entries(table)) {
    const name = `${namespace}.${key}`;
    if (typeof value === 'string') flat[key] = value;
    else if (typeof value === 'function') {
      if (WRITTEN_BY_HAND.has(name)) continue;
      const plural = PLURAL_FUNCTIONS[name];
      if (plural) {
        for (const [category, text] of Object.entries(plural(value as Label, language)))
          flat[`${key}_${category}`] = text;
        continue;
      }
      const parameters = parametersOf(value as Label);
      const text = (value as Label)(...parameters.map((parameter) => `{{${parameter}}}`));
      if (typeof text !== 'string' || parameters.some((parameter) => !text.includes(`{{${parameter}}}`)))
        throw new ConversionError(
          `${language} ${name}: a function whose text does not show each parameter as it is; write it in the JSON file by hand.`,
        );
      flat[key] = text;
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      if (entries.some(([, text]) => typeof text !== 'string'))
        throw new ConversionError(`${language} ${name}: nested deeper than one level; flatten it by hand.`);
      const isPlural = 'other' in value && entries.every(([member]) => categories.has(member));
      for (const [member, text] of entries) flat[`${key}_${member}`] = text as string;
      if (isPlural) continue;
    } else throw new ConversionError(`${language} ${name}: a value that is neither text, plural nor record.`);
  }
  return flat;
}

/**
 * Every language of a folder written in the former format (`<dir>/<language>/*.ts`).
 * Languages without a folder of their own (de-AT, en-GB) are not there: they had no texts.
 */
export async function readTsTexts(dir: string): Promise<Texts> {
  const texts: Record<string, Record<string, Record<string, string>>> = {};
  const languages = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const { name: language } of languages) {
    const files = (await readdir(join(dir, language))).filter((file) => file.endsWith('.ts')).sort();
    for (const file of files) {
      const namespace = namespaceOfFile(file);
      const module = (await import(pathToFileURL(join(dir, language, file)).href)) as Record<string, unknown>;
      for (const exported of Object.values(module)) {
        if (typeof exported !== 'object' || exported === null) continue;
        const table = flatten(exported as Record<string, unknown>, namespace, language);
        texts[language] ??= {};
        texts[language][namespace] = { ...texts[language][namespace], ...table };
      }
    }
  }
  return texts as Texts;
}

/** The namespaces a set of former texts holds, for a message. */
export function namespacesOf(texts: Texts): Namespace[] {
  return [...new Set(Object.values(texts).flatMap((tables) => Object.keys(tables ?? {})))] as Namespace[];
}
