/**
 * The rules inside web/ (design §2, as core-folders.ts and cli-folders.ts hold them for core and
 * cli): the web portal's folders form no cycle, no file cycle hides inside a folder, and core is
 * reached only through a core folder's index.
 *
 * The units of the folder rule are web's folders (`app`, `shell`, `pages`, …) and, one by one, the
 * files at web's top (`pages.ts`, `main.tsx`). Type-only and dynamic imports count, as in core and
 * cli: a cycle through them is still two parts that cannot be read apart. One exception: web/pages.ts
 * is the loading model's declaration (docs/loading.md) and names every page and part as a dynamic
 * import, while the pieces read its PARTS; its dynamic imports are the chunks' boundaries, not
 * dependencies. Tests, their kits and the browser tests form no edges.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { coreEntryRule, folderCycles, isTestFile } from './core-folders';
import { moduleImports, resolveImport } from './module-graph';

export interface WebFolderViolation {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
}

const LOADING_DECLARATION = 'pages.ts';

/** A folder of web/, or a file at its top, as the unit of the folder rule. */
function unitOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : path;
}

/** Test files, test kits and the browser tests: they may reach anywhere and form no edges. */
function isTestSide(rel: string, file: string): boolean {
  return isTestFile(file) || /^(?:e2e|test)\//.test(rel) || rel.includes('/test-support/');
}

/** The build's prerender renders pages in Node with no browser: on core's fakes, like a test. */
function usesCoreFakes(rel: string, file: string): boolean {
  return isTestSide(rel, file) || rel.startsWith('prerender/');
}

/**
 * @example checkWebFolders('/repo', ['/repo/web/app/portal.ts', …]) // [] when the rules hold
 */
export function checkWebFolders(repoRoot: string, files: readonly string[]): WebFolderViolation[] {
  const webRoot = join(repoRoot, 'web');
  const violations: WebFolderViolation[] = [];
  const folders = new Map<string, Set<string>>();
  const filesGraph = new Map<string, Set<string>>();
  const witness = new Map<string, { file: string; line: number }>();
  const relOf = (file: string) => relative(webRoot, file).split(sep).join('/');
  for (const file of files) {
    const rel = relOf(file);
    const from = unitOf(rel);
    const testSide = isTestSide(rel, file);
    const source = readFileSync(file, 'utf8');
    const lines = source.split('\n');
    for (const { specifier, kind } of moduleImports(source)) {
      if (!specifier.startsWith('.')) continue;
      const line = lines.findIndex((text) => text.includes(`'${specifier}'`)) + 1;
      const coreRule = coreEntryRule(repoRoot, join(file, '..', specifier), usesCoreFakes(rel, file));
      if (coreRule !== undefined) {
        if (coreRule) violations.push({ file: `web/${rel}`, line, rule: `web ${coreRule}` });
        continue;
      }
      const target = resolveImport(file, specifier);
      if (testSide || !target || (rel === LOADING_DECLARATION && kind === 'dynamic')) continue;
      const targetRel = relOf(target);
      if (targetRel.startsWith('..')) continue;
      const to = unitOf(targetRel);
      if (to === from) {
        if (!filesGraph.has(rel)) filesGraph.set(rel, new Set());
        filesGraph.get(rel)!.add(targetRel);
        continue;
      }
      if (!folders.has(from)) folders.set(from, new Set());
      folders.get(from)!.add(to);
      if (!witness.has(`${from}>${to}`)) witness.set(`${from}>${to}`, { file: rel, line });
    }
  }
  for (const cycle of folderCycles(folders)) {
    const first = witness.get(`${cycle[0]}>${cycle[1]}`)!;
    const steps = cycle
      .slice(0, -1)
      .map((from, at) => `${from} → ${cycle[at + 1]} (${witness.get(`${from}>${cycle[at + 1]}`)!.file})`);
    violations.push({
      file: `web/${first.file}`,
      line: first.line,
      rule: `import cycle between web folders: ${cycle.join(' → ')}: ${steps.join(', ')}`,
    });
  }
  for (const cycle of folderCycles(filesGraph))
    violations.push({
      file: `web/${cycle[0]}`,
      line: 1,
      rule: `import cycle between web files: ${cycle.join(' → ')}`,
    });
  return violations;
}
