/**
 * What the login page loads before its lazy parts (issue 12): the entry chunk of index.html, the
 * login route's chunk, and every chunk those import statically, with the modules and packages
 * inside them. Read from the bundle Vite really produces (web/vite.config.ts, built in memory), so
 * tree shaking and chunking count, not the source's import lines.
 *
 * `npx tsx scripts/checks/login-chunks.ts` prints the list; login-chunks.test.ts fails when a
 * package that only later parts need (LATE_PACKAGES) enters it.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The login route's lazy page module (web/routing/routes.tsx). */
export const LOGIN_PAGE_MODULE = 'web/pages/login/LoginPage.tsx';

/**
 * Packages that must not be in the login page's static graph, and where each belongs instead:
 * the data pages, the IBAN rules' users, a footer with a disclaimer, the bot check after first
 * paint, the parsers that run at build time or after the first parse.
 */
export const LATE_PACKAGES = ['zod', '@tanstack/query-core', 'dompurify', 'altcha'] as const;

/**
 * Still on the login page, to be moved (docs/decisions/085): ibantools, through the shell's private
 * header (web/app/header-input.ts formats the account's IBAN). Listed so the test notices when it
 * leaves and it can join LATE_PACKAGES.
 */
export const KNOWN_LEFTOVERS = ['ibantools'] as const;

export interface ChunkSummary {
  readonly fileName: string;
  /** gzip -9 of the chunk's code, in bytes. */
  readonly gzipBytes: number;
  /** Repository-relative source modules (`core/…`, `web/…`) in the chunk. */
  readonly modules: readonly string[];
  /** npm packages with code in the chunk. */
  readonly packages: readonly string[];
  /** Chunks it loads with `import()`: not part of the first load. */
  readonly dynamicImports: readonly string[];
}

export interface LoginGraph {
  /** Entry first, then the login route's chunk, then their static imports. */
  readonly chunks: readonly ChunkSummary[];
  readonly packages: readonly string[];
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

function isChunk(item: Rolldown.OutputChunk | Rolldown.OutputAsset): item is OutputChunk {
  return item.type === 'chunk';
}

/**
 * Walks the static imports of the given start chunks through the bundle.
 * @example staticClosure(chunks, ['assets/index-x.js']) // ['assets/index-x.js', 'assets/routes-y.js', …]
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

function summary(chunk: OutputChunk): ChunkSummary {
  const modules: string[] = [];
  const packages = new Set<string>();
  for (const id of chunk.moduleIds) {
    const pkg = packageOf(id);
    if (pkg) packages.add(pkg);
    else if (id.startsWith(REPO_ROOT)) modules.push(id.slice(REPO_ROOT.length));
  }
  return {
    fileName: chunk.fileName,
    gzipBytes: gzipSync(chunk.code, { level: 9 }).length,
    modules: modules.sort(),
    packages: [...packages].sort(),
    dynamicImports: chunk.dynamicImports,
  };
}

/**
 * Builds the web portal in memory (nothing written to web/dist) and returns the login page's
 * static chunk graph.
 * @example const graph = await loginPageGraph(); graph.packages // ['i18next', 'react', …]
 */
export async function loginPageGraph(root: string = REPO_ROOT): Promise<LoginGraph> {
  const result = await build({
    configFile: `${root}web/vite.config.ts`,
    configLoader: 'runner',
    root: `${root}web`,
    logLevel: 'error',
    mode: 'production',
    build: { write: false, sourcemap: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const all = outputs.flatMap((output) => output.output).filter(isChunk);
  const byName = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const entry = all.find((chunk) => chunk.isEntry);
  const login = all.find((chunk) => chunk.facadeModuleId === `${root}${LOGIN_PAGE_MODULE}`);
  if (!entry || !login) throw new Error('the build has no entry chunk or no login page chunk');
  const names = staticClosure(byName, [entry.fileName, login.fileName]);
  const chunks = names.map((name) => summary(byName.get(name) as OutputChunk));
  return { chunks, packages: [...new Set(chunks.flatMap((chunk) => chunk.packages))].sort() };
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The printout of `npx tsx scripts/checks/login-chunks.ts`. */
export function describeLoginGraph(graph: LoginGraph): string {
  const lines = ['Chunks the login page loads before its lazy parts (gzip -9):'];
  for (const chunk of graph.chunks) {
    lines.push(`  ${chunk.fileName}  ${kB(chunk.gzipBytes)}  packages: ${chunk.packages.join(', ') || '-'}`);
    const folders = [...new Set(chunk.modules.map((m) => m.split('/').slice(0, 2).join('/')))].sort();
    if (folders.length > 0) lines.push(`    folders: ${folders.join(', ')}`);
  }
  const total = graph.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  lines.push(`Total ${kB(total)} in ${graph.chunks.length} chunks; packages: ${graph.packages.join(', ')}`);
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const graph = await loginPageGraph();
  console.log(describeLoginGraph(graph));
  if (process.argv.includes('--modules'))
    for (const chunk of graph.chunks) console.log(`\n${chunk.fileName}\n  ${chunk.modules.join('\n  ')}`);
}
