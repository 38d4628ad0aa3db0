/**
 * The texts are data that a page fetches and a command reads (docs/decisions/190): no driver
 * bundles them. core/i18n/import-texts.ts imports the files as modules, which a bundler turns into
 * one chunk per file plus a map of all of them in the importing chunk (1.7 kB gzip in the login
 * page's entry); so the web and the CLI load through their own loaders (web/texts/load-texts.ts,
 * whose import of it is the prerender's and the tests' branch; cli/portal/load-texts.ts), and only
 * the type of the English files is imported elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Every source file (not a test) below a folder. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support/.test(entry.name),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('/dist/') && !path.includes('/e2e/') && !path.includes('/test/'));
}

describe('texts are fetched or read, never bundled', () => {
  it('the web and the CLI load texts through their own loaders, not core/i18n/import-texts', () => {
    const offenders = [...sources('web'), ...sources('cli')].filter(
      (path) =>
        path !== 'web/texts/load-texts.ts' &&
        readFileSync(join(root, path), 'utf8').includes('core/i18n/import-texts'),
    );
    expect(offenders).toEqual([]);
  });

  it('no source imports a text file but as a type (core/i18n/keys.ts)', () => {
    const offenders = [...sources('core'), ...sources('web'), ...sources('cli')].filter((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      return /import\s+(?!type\b)[^;]*from\s+'[^']*texts\/[^']+\.json'/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
