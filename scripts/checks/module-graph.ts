/**
 * The module graph of the repository's TypeScript sources, as a bundler sees it: static imports
 * (which a bundler puts in the same load as the importer), dynamic `import()` (a chunk of its own,
 * loaded on demand) and type-only imports (erased). Used by language-chunks.test.ts to prove that
 * the web portal's static graph holds no text language.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export type ImportKind = 'static' | 'dynamic' | 'type';

export interface ModuleImport {
  readonly specifier: string;
  readonly kind: ImportKind;
}

/**
 * What a module imports, and how. `import type` and `export type … from` are erased; everything
 * else that names a module with `from` or a bare `import '…'` stays (with verbatimModuleSyntax even
 * `import { type A }` leaves an import behind, so it counts as static).
 * @example moduleImports("import type { A } from './a';\nconst b = () => import('./b');")
 * // [{ specifier: './a', kind: 'type' }, { specifier: './b', kind: 'dynamic' }]
 */
export function moduleImports(source: string): ModuleImport[] {
  // Comments out, strings kept: the specifiers are strings.
  const code = stripComments(source);
  const found: ModuleImport[] = [];
  const pattern =
    /\b(import|export)(\s+type\b)?[^'";]*?\bfrom\s*(['"])([^'"\n]+)\3|\bimport\s*(['"])([^'"\n]+)\5|\bimport\s*\(\s*(['"])([^'"\n]+)\7\s*\)/g;
  for (const match of code.matchAll(pattern)) {
    if (match[4]) found.push({ specifier: match[4], kind: match[2] ? 'type' : 'static' });
    else if (match[6]) found.push({ specifier: match[6], kind: 'static' });
    else if (match[8]) found.push({ specifier: match[8], kind: 'dynamic' });
  }
  return found;
}

/** The source with comments blanked; strings (the specifiers) and line breaks kept. */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (ch === '/' && (next === '/' || next === '*')) {
      const end = next === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2) + 2;
      const stop = end <= 1 || end === -1 ? source.length : end;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      let j = i + 1;
      // A quote inside a regular expression must not swallow the file: '…' and "…" end at the line.
      while (j < source.length && source[j] !== ch && (ch === '`' || source[j] !== '\n'))
        j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or undefined for packages, assets and unknown files. */
export function resolveImport(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(importer), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.(tsx?)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate;
  }
  return undefined;
}

/**
 * Every module reachable from the entries through imports of the given kinds.
 * @example reachable(['/repo/web/main.tsx'], ['static']) // the modules of the first load
 */
export function reachable(entries: readonly string[], kinds: readonly ImportKind[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, kind } of moduleImports(readFileSync(file, 'utf8'))) {
      if (!kinds.includes(kind)) continue;
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** Paths relative to the repository, with forward slashes. */
export function relativeTo(root: string, files: Iterable<string>): string[] {
  return [...files].map((file) => relative(root, file).split('\\').join('/')).sort();
}
