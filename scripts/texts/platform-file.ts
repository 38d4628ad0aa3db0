/**
 * One language as one i18next JSON v4 file, as translation platforms (Crowdin, Lokalise, Phrase,
 * Weblate) import and export it: `{ "<namespace>": { "<key>": "text", "<key>_one": "…" } }`.
 *
 * Export gives a language's complete texts (a variant's over its language's). Import reads such a
 * file back, checks it against the English source texts and writes nothing unless every text
 * passes: an unknown namespace or key, a plural form the language does not have, a placeholder the
 * English text does not have, or a value that is not text is an error naming the language and the
 * key. A text the file leaves out or leaves empty keeps its current value; a variant keeps only what
 * differs from its language.
 */
import { NAMESPACES, type Namespace, type TextFolder, VARIANTS } from '../../core/i18n/language';
import { isVariant, pluralCategoriesOf, type Table, type Texts } from './files';
import { placeholdersOf, variablesOf } from './generate';
import { withVariantsReduced } from './variants';

export class ImportError extends Error {}

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

/** A folder's complete texts: a variant's tables over its language's. */
export function completeTextsOf(texts: Texts, folder: TextFolder): Record<Namespace, Table> {
  const language = isVariant(folder) ? VARIANTS[folder] : folder;
  return Object.fromEntries(
    NAMESPACES.map((namespace) => [
      namespace,
      { ...texts[language]?.[namespace], ...(isVariant(folder) ? texts[folder]?.[namespace] : {}) },
    ]),
  ) as Record<Namespace, Table>;
}

/** @example exportLanguage(texts, 'de') // '{\n  "common": {\n    "loading": "Wird geladen …", …' */
export function exportLanguage(texts: Texts, folder: TextFolder): string {
  return `${JSON.stringify(completeTextsOf(texts, folder), null, 2)}\n`;
}

export interface ImportResult {
  /** Every text after the import (variants reduced to their differences). */
  readonly texts: Texts;
  /** What changed and what was kept, one line each. */
  readonly notes: readonly string[];
}

/**
 * The texts with a platform file's language read in.
 * @throws ImportError listing every problem, `<language> <namespace>:<key>: …`, one per line
 */
export function importLanguage(texts: Texts, folder: TextFolder, file: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file);
  } catch (error) {
    throw new ImportError(`${folder}: the file is not JSON (${(error as Error).message}).`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ImportError(`${folder}: the file must hold one object per namespace ({ "login": { … }, … }).`);
  const variables = variablesOf(texts);
  const categories = new Set<string>(pluralCategoriesOf(folder));
  const english = texts.en ?? {};
  const current = completeTextsOf(texts, folder);
  const problems: string[] = [];
  const notes: string[] = [];
  const updated: Record<string, Record<string, string>> = {};
  for (const [namespace, table] of Object.entries(parsed)) {
    if (!(NAMESPACES as readonly string[]).includes(namespace)) {
      problems.push(`${folder} ${namespace}: not a namespace (${NAMESPACES.join(', ')})`);
      continue;
    }
    if (typeof table !== 'object' || table === null || Array.isArray(table)) {
      problems.push(`${folder} ${namespace}: must be an object of keys and texts`);
      continue;
    }
    const next: Record<string, string> = { ...current[namespace as Namespace] };
    for (const [key, text] of Object.entries(table as Record<string, unknown>)) {
      const where = `${folder} ${namespace}:${key}`;
      const plural = PLURAL_KEY.exec(key);
      const name = plural ? plural[1]! : key;
      const known = variables.get(`${namespace}:${name}`);
      const source = english[namespace as Namespace] ?? {};
      const isPluralInSource = Object.hasOwn(source, `${name}_other`);
      if (!known || (plural && !isPluralInSource) || (!plural && !Object.hasOwn(source, key))) {
        problems.push(`${where}: no such key in the English texts`);
        continue;
      }
      if (plural && !categories.has(plural[2]!)) {
        problems.push(
          `${where}: ${folder} has no plural form "${plural[2]}" (it has ${[...categories].join(', ')})`,
        );
        continue;
      }
      if (typeof text !== 'string') {
        problems.push(`${where}: must be a text, not ${Array.isArray(text) ? 'a list' : typeof text}`);
        continue;
      }
      const unknown = placeholdersOf(text).filter((placeholder) => !known.includes(placeholder));
      if (unknown.length > 0) {
        problems.push(
          `${where}: {{${unknown.join('}}, {{')}}} is not a value of this text (it has ${known.length > 0 ? `{{${known.join('}}, {{')}}}` : 'none'})`,
        );
        continue;
      }
      if (text.trim() === '') {
        notes.push(`kept  ${where}: empty in the file`);
        continue;
      }
      if (next[key] !== text) notes.push(`set   ${where}`);
      next[key] = text;
    }
    updated[namespace] = next;
  }
  if (problems.length > 0)
    throw new ImportError(
      [`${folder}: nothing was written; ${problems.length} problem(s) in the file:`, ...problems].join('\n'),
    );
  return { texts: withVariantsReduced({ ...texts, [folder]: { ...texts[folder], ...updated } }), notes };
}
