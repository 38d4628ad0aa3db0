/**
 * The text files on disk (core/i18n/texts/<folder>/<namespace>.json) as plain data, for the texts
 * command (texts-cli.ts), the generator and the tests: read them all, write them back in one form
 * (two-space JSON, keys in the source language's order, a newline at the end).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMESPACES, type Namespace, type TextFolder, VARIANTS } from '../../core/i18n/language';
import { TEXT_LOCALES } from '../../core/locale';

export const TEXTS_DIR = fileURLToPath(new URL('../../core/i18n/texts', import.meta.url));

export type Table = Readonly<Record<string, string>>;
/** Folder → namespace → table; a variant holds only the namespaces it has a file for. */
export type Texts = { readonly [F in TextFolder]?: { readonly [N in Namespace]?: Table } };

/** Every folder: the complete languages, then the variants. */
export const FOLDERS: readonly TextFolder[] = [...TEXT_LOCALES, ...(Object.keys(VARIANTS) as TextFolder[])];

export function isVariant(folder: TextFolder): folder is keyof typeof VARIANTS {
  return Object.hasOwn(VARIANTS, folder);
}

/** The CLDR plural categories of a folder's language, in CLDR's order. */
export function pluralCategoriesOf(folder: string): Intl.LDMLPluralRule[] {
  const order: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = new Intl.PluralRules(folder).resolvedOptions().pluralCategories;
  return order.filter((category) => categories.includes(category));
}

export function fileOf(folder: TextFolder, namespace: string, dir = TEXTS_DIR): string {
  return join(dir, folder, `${namespace}.json`);
}

/** Every text file below a folder of texts. */
export async function readTexts(dir = TEXTS_DIR): Promise<Texts> {
  const texts: Record<string, Record<string, Table>> = {};
  for (const folder of FOLDERS) {
    if (!existsSync(join(dir, folder))) continue;
    for (const file of (await readdir(join(dir, folder))).filter((name) => name.endsWith('.json')).sort()) {
      const namespace = file.slice(0, -'.json'.length);
      texts[folder] ??= {};
      texts[folder][namespace] = JSON.parse(await readFile(join(dir, folder, file), 'utf8')) as Table;
    }
  }
  return texts as Texts;
}

/** A table as it is written: two-space JSON with its keys in the given order first. */
export function formatTable(table: Table, order: readonly string[] = []): string {
  const keys = [
    ...order.filter((key) => Object.hasOwn(table, key)),
    ...Object.keys(table).filter((key) => !order.includes(key)),
  ];
  return `${JSON.stringify(Object.fromEntries(keys.map((key) => [key, table[key]])), null, 2)}\n`;
}

/**
 * The key order of a folder's tables: the source language's, with a language's own plural forms
 * in CLDR order where English has `_one`/`_other`.
 */
export function keyOrderOf(source: Table, folder: TextFolder): string[] {
  const categories = pluralCategoriesOf(folder);
  const order: string[] = [];
  for (const key of Object.keys(source)) {
    const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
    if (base === undefined) order.push(key);
    else if (key.endsWith('_other')) order.push(...categories.map((category) => `${base}_${category}`));
  }
  return order;
}

/**
 * Writes texts as files: each table in the source language's key order; an empty variant table
 * removes the variant's file (it has no differences there).
 */
export async function writeTexts(texts: Texts, dir = TEXTS_DIR): Promise<string[]> {
  const written: string[] = [];
  const english = texts.en ?? (await readTexts(dir)).en ?? {};
  for (const [folder, tables] of Object.entries(texts) as [TextFolder, Texts[TextFolder]][]) {
    for (const [namespace, table] of Object.entries(tables ?? {}) as [Namespace, Table][]) {
      const file = fileOf(folder, namespace, dir);
      if (isVariant(folder) && Object.keys(table).length === 0) {
        if (existsSync(file)) await rm(file);
        continue;
      }
      await mkdir(join(dir, folder), { recursive: true });
      const order = keyOrderOf(english[namespace] ?? {}, folder);
      const text = formatTable(table, order);
      const before = existsSync(file) ? await readFile(file, 'utf8') : '';
      if (before !== text) {
        await writeFile(file, text);
        written.push(file);
      }
    }
  }
  return written;
}

export { NAMESPACES };
