/**
 * `npm run texts -- <command>`: the translator's and the developer's tools for the text files
 * (core/i18n/texts/<folder>/<namespace>.json, i18next JSON v4, docs/decisions/190).
 *
 *   export <folder> [--out FILE]   one language as one i18next JSON file, namespaces at the top
 *   import <folder> FILE           a file from a translation platform back into the text files
 *   generate                       core/i18n/texts.generated.ts from the files
 *   from-ts --ref REF [--base REV] the texts a branch wrote in the former TypeScript format
 *   from-ts --dir DIR              every text of a folder in that format
 *
 * Exit codes: 0 done, 1 the input has errors (each printed with its language and key), 2 usage.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TextFolder } from '../../core/i18n/language';
import { FOLDERS, readTexts, type Table, type Texts, writeTexts } from './files';
import { ConversionError, readTsTexts } from './from-ts';
import { generate } from './generate';
import { exportLanguage, ImportError, importLanguage } from './platform-file';
import { withVariantsReduced } from './variants';

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  return value;
}

function folderOf(value: string | undefined): TextFolder {
  const folder = FOLDERS.find((known) => known.toLowerCase() === value?.toLowerCase());
  if (!folder) throw new UsageError(`Name a language folder: ${FOLDERS.join(', ')}.`);
  return folder;
}

/** core/i18n/texts as written in the former TypeScript format at a git revision. */
async function tsTextsAt(revision: string): Promise<Texts> {
  const dir = await mkdtemp(join(tmpdir(), 'texts-'));
  try {
    const archive = execFileSync('git', ['archive', revision, 'core'], { maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    return await readTsTexts(join(dir, 'core/i18n/texts'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What `after` changed against `before`: texts added or changed, and keys removed (null). */
function changesOf(before: Texts, after: Texts): Map<string, Map<string, Map<string, string | null>>> {
  const changes = new Map<string, Map<string, Map<string, string | null>>>();
  const note = (folder: string, namespace: string, key: string, text: string | null) => {
    if (!changes.has(folder)) changes.set(folder, new Map());
    const tables = changes.get(folder)!;
    if (!tables.has(namespace)) tables.set(namespace, new Map());
    tables.get(namespace)!.set(key, text);
  };
  const folders = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const folder of folders) {
    const old = (before as Record<string, Record<string, Table>>)[folder] ?? {};
    const now = (after as Record<string, Record<string, Table>>)[folder] ?? {};
    for (const namespace of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const a = old[namespace] ?? {};
      const b = now[namespace] ?? {};
      for (const [key, text] of Object.entries(b)) if (a[key] !== text) note(folder, namespace, key, text);
      for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) note(folder, namespace, key, null);
    }
  }
  return changes;
}

/** Applies changes to the text files and regenerates the types; prints what it did. */
async function applyChanges(changes: ReturnType<typeof changesOf>): Promise<void> {
  const current = (await readTexts()) as Record<string, Record<string, Record<string, string>>>;
  // A variant's change is taken against the full text of its language, then reduced again.
  const merged: Record<string, Record<string, Record<string, string>>> = structuredClone(current);
  let count = 0;
  for (const [folder, tables] of changes) {
    for (const [namespace, keys] of tables) {
      const tables = merged[folder] ?? {};
      const table = tables[namespace] ?? {};
      tables[namespace] = table;
      merged[folder] = tables;
      for (const [key, text] of keys) {
        count += 1;
        if (text === null) delete table[key];
        else table[key] = text;
        console.log(`${text === null ? 'removed' : 'set'}  ${folder} ${namespace}:${key}`);
      }
    }
  }
  const written = await writeTexts(withVariantsReduced(merged as Texts));
  const regenerated = await generate();
  console.log(
    `${count} change(s); ${written.length} file(s) written${regenerated ? ', core/i18n/texts.generated.ts updated' : ''}.`,
  );
}

async function fromTs(args: string[]): Promise<void> {
  const dir = option(args, '--dir');
  const ref = option(args, '--ref');
  if (dir) return applyChanges(changesOf({}, await readTsTexts(dir)));
  if (!ref)
    throw new UsageError('from-ts needs --ref REF (a branch written in the former format) or --dir DIR.');
  const base =
    option(args, '--base') ?? execFileSync('git', ['merge-base', ref, 'HEAD'], { encoding: 'utf8' }).trim();
  await applyChanges(changesOf(await tsTextsAt(base), await tsTextsAt(ref)));
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'generate') {
      console.log(
        (await generate())
          ? 'core/i18n/texts.generated.ts updated.'
          : 'core/i18n/texts.generated.ts is current.',
      );
    } else if (command === 'from-ts') await fromTs(rest);
    else if (command === 'export') {
      const folder = folderOf(rest[0]);
      const text = exportLanguage(await readTexts(), folder);
      const out = option(rest, '--out');
      if (out) {
        await writeFile(out, text);
        console.log(`Wrote the ${folder} texts to ${out} (i18next JSON v4).`);
      } else process.stdout.write(text);
    } else if (command === 'import') {
      const folder = folderOf(rest[0]);
      if (!rest[1]) throw new UsageError('import needs the file: npm run texts -- import de de.json');
      const result = importLanguage(await readTexts(), folder, await readFile(rest[1], 'utf8'));
      const written = await writeTexts(result.texts);
      const regenerated = await generate();
      for (const line of result.notes) console.log(line);
      console.log(
        `${written.length} file(s) written${regenerated ? ', core/i18n/texts.generated.ts updated' : ''}.`,
      );
    } else
      throw new UsageError('Commands: export, import, generate, from-ts (see scripts/texts/texts-cli.ts).');
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`texts: ${error.message}`);
      return 2;
    }
    if (error instanceof ImportError || error instanceof ConversionError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
