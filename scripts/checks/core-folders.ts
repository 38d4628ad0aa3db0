/**
 * The rules between core's folders (design §2: "folders are the modules", each with a small public
 * face, its index.ts): a folder imports another only through that index, and the folders form no
 * cycle (docs/decisions/133). Without them the graph became one knot of fifteen folders (config →
 * api → footer → markets → config, i18n ⇄ header, …), and no folder could be read, tested or bundled
 * on its own terms.
 *
 * Both rules read every import, type-only ones too: a type cycle is still two folders that cannot
 * be understood apart, and a deep type import still couples a folder to another's file layout.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { moduleImports } from './module-graph';

/**
 * Files a folder offers besides its index, on purpose (import them by these paths only):
 * - `api/api-client`: createApiClient stays off core/api's index so the browser loads query-core
 *   and zod on the first call, not at start-up (core/api/index.ts);
 * - `i18n/import-texts`: the text files as modules, for Node tools and tests; off the index so no
 *   bundle carries a chunk per text file (the web fetches them, the CLI reads them).
 * - the web's parts and first load (docs/loading.md): `api/public-content` (the public CMS calls
 *   without the API client), `portal/portal-session` (the session without the signed-in world),
 *   `validation/seo` (the SEO settings' checks, after hydration), `footer/footer-model` (the
 *   footer's part), `customer/iban-electronic` (the header's copy button without ibantools' tables);
 * - the zod validators of what the plain readers decline (decision 152): `config/schemas`,
 *   `markets/domains-schema`, `header/config-schema` and `navigation/config-schema`, so that a
 *   start that reads only common inputs loads no zod; and `customer/names` for the header's
 *   initials without the customer schemas (esbuild puts all an index re-exports in each chunk
 *   graph that imports it);
 * - the bot check's Web Worker: `captcha/proof-of-work`, `captcha/sha256` and `captcha/errors`,
 *   without the rest of core/captcha.
 * Tests may also use a folder's fakes (`testing.ts`) and test kits (`*.test-support.ts`).
 */
export const SIDE_ENTRIES: ReadonlySet<string> = new Set([
  'api/api-client',
  'i18n/import-texts',
  'api/public-content',
  'portal/portal-session',
  'validation/seo',
  'footer/footer-model',
  'customer/iban-electronic',
  'captcha/proof-of-work',
  'captcha/sha256',
  'captcha/errors',
  'config/schemas',
  'markets/domains-schema',
  'header/config-schema',
  'navigation/config-schema',
  'customer/names',
]);
const TEST_ENTRY = /^[a-z-]+\/(?:testing|[\w-]+\.test-support|test-support)$/;

/** Tests and their support files: they may use other folders' testing entries, and form no edges. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$|\.test-support\.ts$|[/\\](?:testing|test-support)\.ts$/.test(file);
}

export interface CoreImport {
  /** The importing file, relative to core/ with forward slashes (`auth/refresher.ts`). */
  readonly file: string;
  readonly line: number;
  /** The importing folder and the imported one (`auth`, `contract`). */
  readonly from: string;
  readonly to: string;
  /** The imported path below core/ without extension (`contract` or `api/endpoints`). */
  readonly target: string;
}

/** The imports of one core file that reach into another core folder. */
export function coreImportsOf(coreRoot: string, file: string, source: string): CoreImport[] {
  const rel = relative(coreRoot, file).split(sep).join('/');
  const from = rel.split('/')[0]!;
  const found: CoreImport[] = [];
  const code = source.split('\n');
  for (const { specifier } of moduleImports(source)) {
    if (!specifier.startsWith('.')) continue;
    const target = relative(coreRoot, join(file, '..', specifier))
      .split(sep)
      .join('/')
      .replace(/\.tsx?$/, '')
      .replace(/\/index$/, '');
    const to = target.split('/')[0]!;
    if (to === '..' || to === from || target.startsWith('../')) continue;
    const line = code.findIndex((text) => text.includes(`'${specifier}'`) || text.includes(`"${specifier}"`));
    found.push({ file: rel, line: line + 1, from, to, target });
  }
  return found;
}

/**
 * Why an import of another core folder is not through its index, or undefined when it is.
 * @example deepImportRule({ from: 'auth', to: 'api', target: 'api/endpoints', … }, false)
 * // 'core/auth imports core/api/endpoints, not core/api'
 */
export function deepImportRule(edge: CoreImport, fromTest: boolean): string | undefined {
  if (edge.target === edge.to || SIDE_ENTRIES.has(edge.target)) return undefined;
  if (fromTest && TEST_ENTRY.test(edge.target)) return undefined;
  return `core/${edge.from} imports core/${edge.target}, not core/${edge.to}`;
}

/**
 * The cycles of a folder graph, one per strongly connected component of two or more folders, each
 * written as a path that returns to its start (`api → auth → api`).
 * @example folderCycles(new Map([['a', new Set(['b'])], ['b', new Set(['a'])]])) // [['a', 'b', 'a']]
 */
export function folderCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => shortestCycle(graph, new Set(component)));
}

/** A shortest cycle through the alphabetically first folder of a component, for a readable message. */
function shortestCycle(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  members: ReadonlySet<string>,
): string[] {
  const start = [...members].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/**
 * How a driver's import reaches core: undefined when the path is outside core, '' when it names a
 * folder's index (or a side entry, or a test kit from a test), else the rule it breaks.
 * @example coreEntryRule('/repo', '/repo/core/auth/refresher', false) // 'imports core/auth/refresher, not core/auth'
 */
export function coreEntryRule(repoRoot: string, absolute: string, fromTest: boolean): string | undefined {
  const inCore = relative(join(repoRoot, 'core'), absolute).split(sep).join('/');
  if (inCore.startsWith('..')) return undefined;
  const target = inCore.replace(/\.tsx?$/, '').replace(/\/index$/, '');
  const folder = target.split('/')[0]!;
  if (target === folder || SIDE_ENTRIES.has(target) || (fromTest && TEST_ENTRY.test(target))) return '';
  return `imports core/${target}, not core/${folder}`;
}

export interface CoreFolderViolation {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
}

/** Deep imports and folder cycles of the given core files (absolute paths). */
export function checkCoreFolders(coreRoot: string, files: readonly string[]): CoreFolderViolation[] {
  const violations: CoreFolderViolation[] = [];
  const graph = new Map<string, Set<string>>();
  const witness = new Map<string, CoreImport>();
  for (const file of files) {
    const fromTest = isTestFile(file);
    for (const edge of coreImportsOf(coreRoot, file, readFileSync(file, 'utf8'))) {
      const rule = deepImportRule(edge, fromTest);
      if (rule) violations.push({ file: `core/${edge.file}`, line: edge.line, rule });
      if (fromTest) continue;
      if (!graph.has(edge.from)) graph.set(edge.from, new Set());
      graph.get(edge.from)!.add(edge.to);
      if (!witness.has(`${edge.from}>${edge.to}`)) witness.set(`${edge.from}>${edge.to}`, edge);
    }
  }
  for (const cycle of folderCycles(graph)) {
    const first = witness.get(`${cycle[0]}>${cycle[1]}`)!;
    const steps = cycle.slice(0, -1).map((from, at) => {
      const edge = witness.get(`${from}>${cycle[at + 1]}`)!;
      return `${from} → ${cycle[at + 1]} (${edge.file})`;
    });
    violations.push({
      file: `core/${first.file}`,
      line: first.line,
      rule: `import cycle between core folders: ${cycle.join(' → ')}: ${steps.join(', ')}`,
    });
  }
  return violations;
}
