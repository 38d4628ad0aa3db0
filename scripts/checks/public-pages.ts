/**
 * What a public page loads (docs/loading.md), read from the one declaration (web/pages.ts: the
 * prerendered public pages, each page's code and texts, the parts and what starts them) and from
 * the bundle Vite really produces (web/vite.config.ts, built in memory), so tree shaking and
 * chunking count, not the source's import lines:
 * - **on its own**: the entry, the page's code and the parts that start with the page
 *   (`PART_LOADS` 'page'), with everything they import statically;
 * - **when the visitor acts**: the parts started by the visitor (the login's session on the form's
 *   first focus, the dialogs);
 * - never the signed-in world (`SIGNED_IN_WORLD`), which only a session loads.
 *
 * `npx tsx scripts/checks/public-pages.ts` prints it; public-pages.test.ts fails when the signed-in
 * world reaches a public page or a page outgrows its ceiling.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { SUPPORTED_LOCALES } from '../../core/locale';
import { matchRoute, requiresAuth } from '../../core/routes';
import { moduleOf, PART_LOADS, type PARTS, type PageName, prerenderedPages } from '../../web/pages';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the signed-in world is made of, which no public page may load (no zod, no
 * query-core, no customer-data store, no private shell; docs/loading.md): packages, and folders of the repository.
 */
export const SIGNED_IN_WORLD = [
  'zod',
  '@tanstack/query-core',
  'ibantools',
  'jose',
  'web/signed-in/',
  'web/app/signed-in-hooks',
  'core/customer-data/',
  'web/components/account-switch/',
  'web/components/session-dialog/',
] as const;

/** gzip -9 of a chunk, in bytes: how the bench counts. */
const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * The module each part loads, as web/pages.ts writes it in its `import()`, relative to the repository.
 * @example partModules(source).footer // 'web/shell/footer/footer-part'
 */
export function partModules(source: string): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const [, name, specifier] of source.matchAll(/(\w+): definePart\(\(\) => import\('([^']+)'\)\)/g))
    modules[name as string] = new URL(specifier as string, 'file:///r/web/pages.ts').pathname.slice(3);
  return modules;
}

/**
 * The npm package a module id belongs to, or null for the repository's own files.
 * @example packageOf('/repo/node_modules/@tanstack/query-core/build/modern/index.js') // '@tanstack/query-core'
 */
export function packageOf(moduleId: string): string | null {
  const clean = moduleId.replace(/\?.*$/, '').replace(/^\0/, '');
  const at = clean.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = clean.slice(at + '/node_modules/'.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

type OutputChunk = Rolldown.OutputChunk;

/**
 * Walks the static imports of the given start chunks through the bundle.
 * @example staticClosure(chunks, ['assets/index-x.js']) // ['assets/index-x.js', 'assets/shared-y.js', …]
 */
export function staticClosure(
  chunks: ReadonlyMap<string, Pick<OutputChunk, 'imports'>>,
  start: readonly string[],
): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of chunks.get(name)?.imports ?? []) queue.push(next);
  }
  return [...seen];
}

export interface Load {
  readonly chunks: readonly string[];
  readonly gzipBytes: number;
  /** Packages and repository modules (`core/…`, `web/…`) in those chunks. */
  readonly contents: readonly string[];
}

export interface PublicPageLoads {
  readonly page: PageName;
  readonly path: string;
  /** What it loads without the visitor doing anything. */
  readonly onItsOwn: Load;
  /** What each part a visitor starts adds to that. */
  readonly whenVisitorActs: Readonly<Record<string, Load>>;
}

export interface PublicPagesReport {
  readonly pages: readonly PublicPageLoads[];
  /** The signed-in world's own load, to show the check sees what it forbids. */
  readonly signedIn: Load;
}

/** The contents a set of chunks brings: packages and repository modules. */
function contentsOf(chunks: readonly OutputChunk[], root: string): string[] {
  const contents = new Set<string>();
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) {
      const pkg = packageOf(id);
      if (pkg) contents.add(pkg);
      else if (id.startsWith(root)) contents.add(id.slice(root.length));
    }
  return [...contents].sort();
}

/**
 * Builds the web portal in memory (nothing written to web/dist) and reads what each prerendered
 * public page loads, on its own and when the visitor acts.
 * @example const report = await publicPageLoads(); report.pages[0].onItsOwn.gzipBytes
 */
export async function publicPageLoads(root: string = REPO_ROOT): Promise<PublicPagesReport> {
  // Under vitest NODE_ENV is `test`, and Vite then builds React's development code: the figures
  // must be those of the production build that is shipped.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: `${root}web/vite.config.ts`,
    configLoader: 'runner',
    root: `${root}web`,
    logLevel: 'error',
    mode: 'production',
    build: { write: false, sourcemap: false, emptyOutDir: false },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const all = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const byName = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const entry = all.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  /** The chunk that holds a module (its own, or one it shares with what imports it statically). */
  const chunkOf = (module: string) => {
    const ids = ['.ts', '.tsx'].map((extension) => `${root}${module}${extension}`);
    const found = all.find((chunk) => chunk.moduleIds.some((id) => ids.includes(id)));
    if (!found) throw new Error(`the build has no chunk for ${module}`);
    return found.fileName;
  };
  const load = (names: readonly string[], without: ReadonlySet<string> = new Set()): Load => {
    const chunks = staticClosure(byName, names).filter((name) => !without.has(name));
    const outputs = chunks.map((name) => byName.get(name) as OutputChunk);
    return {
      chunks,
      gzipBytes: outputs.reduce((sum, chunk) => sum + gzip(chunk.code), 0),
      contents: contentsOf(outputs, root),
    };
  };
  const parts = partModules(readFileSync(`${root}web/pages.ts`, 'utf8'));
  const partChunk = (name: keyof typeof PARTS) => chunkOf(parts[name] as string);
  const starting = (trigger: 'page' | 'visitor') =>
    (Object.keys(PART_LOADS) as (keyof typeof PARTS)[]).filter((name) => PART_LOADS[name] === trigger);
  const pages = prerenderedPages(SUPPORTED_LOCALES.filter((locale) => locale === 'de-DE'))
    .filter(({ path }) => !requiresAuth(matchRoute(path)))
    .map(({ page, path }): PublicPageLoads => {
      // The page's texts are data it fetches (web/texts), not script.
      const own = [
        entry.fileName,
        chunkOf(`web/${moduleOf(page).replace(/\.tsx?$/, '')}`),
        ...starting('page').map(partChunk),
      ];
      const onItsOwn = load(own);
      const seen = new Set(onItsOwn.chunks);
      return {
        page,
        path,
        onItsOwn,
        whenVisitorActs: Object.fromEntries(
          starting('visitor').map((name) => [name, load([partChunk(name)], seen)]),
        ),
      };
    });
  return { pages, signedIn: load([partChunk('signedIn')]) };
}

/** What of the signed-in world a load holds. */
export function signedInWorldIn(load: Load): string[] {
  return load.contents.filter((item) =>
    SIGNED_IN_WORLD.some((world) => item === world || item.startsWith(world)),
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The printout of `npx tsx scripts/checks/public-pages.ts`. */
export function describePublicPages(report: PublicPagesReport): string {
  const lines: string[] = [];
  for (const { page, path, onItsOwn, whenVisitorActs } of report.pages) {
    lines.push(`${path} (${page}): ${kB(onItsOwn.gzipBytes)} in ${onItsOwn.chunks.length} chunks on its own`);
    for (const [part, added] of Object.entries(whenVisitorActs))
      lines.push(
        `  + ${part} when the visitor acts: ${kB(added.gzipBytes)} in ${added.chunks.length} chunks`,
      );
  }
  lines.push(
    `The signed-in world: ${kB(report.signedIn.gzipBytes)}; of what no public page loads it holds ${signedInWorldIn(report.signedIn).join(', ')}`,
  );
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  console.log(describePublicPages(await publicPageLoads()));
