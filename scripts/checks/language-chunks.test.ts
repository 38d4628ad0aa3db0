/**
 * Issue 12: the login page carries one text language, not nine. Each text locale is one module
 * (core/i18n/texts/<language>.ts) that only core/i18n/load-texts.ts imports, dynamically, so Vite
 * emits one chunk per language; nothing the web portal loads first may import a language
 * statically. Checked on the sources' import graph (module-graph.ts), so it holds without a build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../../core/locale';
import { moduleOf, PAGES, type PageName } from '../../web/pages';
import { moduleImports, reachable, relativeTo, resolveImport } from './module-graph';

const root = join(import.meta.dirname, '..', '..');
const texts = join(root, 'core', 'i18n', 'texts');
const WEB_ENTRY = join(root, 'web', 'main.tsx');
const CLI_ENTRY = join(root, 'cli', 'main.ts');
/** The pages' modules (web/pages.ts), which the router imports through Vite's glob import. */
const WEB_PAGES = (Object.keys(PAGES) as PageName[]).map((page) => join(root, 'web', moduleOf(page)));
const languageModule = (language: string) => join(texts, `${language}.ts`);
/** The namespaces only some pages read: a second module per language (core/i18n language.ts). */
const pagesModule = (language: string) => join(texts, `${language}-pages.ts`);

/** The text language a repository path belongs to, if any. */
function languageOf(path: string): string | undefined {
  return /^core\/i18n\/texts\/([^/]+?)(?:-pages)?(?:\.ts$|\/)/.exec(path)?.[1];
}

describe('one language per chunk (issue 12)', () => {
  it('has two modules per text locale (every page / some pages), each importing only its own folder', () => {
    const modules = readdirSync(texts).filter((name) => name.endsWith('.ts'));
    expect(
      modules
        .filter((name) => !name.endsWith('-pages.ts'))
        .map((name) => name.replace(/\.ts$/, ''))
        .sort(),
    ).toEqual([...TEXT_LOCALES].sort());
    expect(modules.filter((name) => name.endsWith('-pages.ts')).length).toBe(TEXT_LOCALES.length);
    for (const language of TEXT_LOCALES) {
      for (const module of [languageModule(language), pagesModule(language)]) {
        const closure = relativeTo(root, reachable([module], ['static']));
        const languages = new Set(closure.map(languageOf));
        expect([...languages], language).toEqual([language]);
        expect(closure.length, language).toBeGreaterThan(2);
      }
    }
  });

  it('loads each language by a dynamic import of its own in core/i18n/load-texts.ts', () => {
    const loader = join(root, 'core', 'i18n', 'load-texts.ts');
    const dynamic = moduleImports(readFileSync(loader, 'utf8'))
      .filter((item) => item.kind === 'dynamic')
      .map((item) => resolveImport(loader, item.specifier));
    expect(
      relativeTo(
        root,
        dynamic.filter((file) => file !== undefined),
      ),
    ).toEqual(
      relativeTo(
        root,
        TEXT_LOCALES.flatMap((language) => [languageModule(language), pagesModule(language)]),
      ),
    );
  });

  it.each([
    ['web', WEB_ENTRY],
    ['cli', CLI_ENTRY],
  ])('%s: no language in the static import graph of its entry', (_, entry) => {
    const initial = relativeTo(root, reachable([entry], ['static']));
    expect(
      initial.filter((path) => languageOf(path) !== undefined || path === 'core/i18n/all-texts.ts'),
    ).toEqual([]);
  });

  it('web: every module the portal can load imports at most one language statically', () => {
    const everything = reachable([WEB_ENTRY, ...WEB_PAGES], ['static', 'dynamic']);
    // Not vacuous: the web reaches the translator and, through the loader, all nine languages.
    const paths = relativeTo(root, everything);
    expect(paths).toContain('core/i18n/translator.ts');
    expect(paths).toContain('web/pages/login/LoginPage.tsx');
    expect(new Set(paths.map(languageOf).filter(Boolean)).size).toBe(TEXT_LOCALES.length);
    for (const file of everything) {
      const languages = new Set(
        relativeTo(root, reachable([file], ['static']))
          .map(languageOf)
          .filter(Boolean),
      );
      expect(languages.size, relativeTo(root, [file])[0]).toBeLessThanOrEqual(1);
    }
    // One static closure per module of the portal: about 5 s on a busy 2-core machine, past vitest's
    // default of 5 s once the pages' texts became two more modules per language (decision 161).
  }, 30_000);

  it('reads imports as a bundler does: type-only erased, dynamic apart, comments ignored', () => {
    const source = [
      "import type { A } from './a';",
      "export type { B } from './b';",
      "import { type C, d } from './c';",
      "import './styles.css';",
      "// import { e } from './e';",
      "const f = () => import('./f');",
      "export { g } from './g';",
    ].join('\n');
    expect(moduleImports(source)).toEqual([
      { specifier: './a', kind: 'type' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'static' },
      { specifier: './styles.css', kind: 'static' },
      { specifier: './f', kind: 'dynamic' },
      { specifier: './g', kind: 'static' },
    ]);
  });
});
