/**
 * The names of the repository's tests, read from the test files' text (no test is run): every
 * `describe`, `it` and `test` title with the titles of the blocks around it, so a test inside
 * `describe('§4 Country banner', …)` names §4 too. Nesting is read from the indentation, which the
 * formatter (Biome) keeps exact. Titles built at run time (`it.each` rows, template placeholders)
 * count with their literal text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface TestName {
  /** Path from the repository root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  /** The block's own title. */
  readonly title: string;
  /** The titles of the describe blocks around it and its own, joined by " › ". */
  readonly fullName: string;
  readonly kind: 'describe' | 'test';
}

/** Folders that hold tests: the repository's own code, never dependencies or builds. */
const ROOTS = ['core', 'web', 'cli', 'fixtures', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', '.git']);
const TEST_FILE = /\.test\.tsx?$/;

// describe('…', it.each([...])('…', test.concurrent('…', describe.each(…)('…'
const BLOCK =
  /^(\s*)(describe|it|test)(?:\.(?:each\([\s\S]*?\)|concurrent|skip|only|skipIf\([^)]*\)|runIf\([^)]*\)))*\(\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/;

function testFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name)) found.push(path);
    }
  };
  for (const folder of ROOTS) walk(join(root, folder));
  return found.sort();
}

/**
 * The titles of one file's blocks.
 * @example testNamesOf('core/x.test.ts', "describe('§4 A', () => {\n  it('b', …") // [{ title: '§4 A', … }, { fullName: '§4 A › b', … }]
 */
export function testNamesOf(file: string, source: string): TestName[] {
  const names: TestName[] = [];
  const open: Array<{ indent: number; title: string }> = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index++) {
    // A call split over lines (`it(\n  'title',`) is read with its next line.
    const text = /^\s*(describe|it|test)\S*\($/.test(lines[index]!)
      ? `${lines[index]}${lines[index + 1]?.trim()}`
      : lines[index]!;
    const match = BLOCK.exec(text);
    if (!match) continue;
    const indent = match[1]!.length;
    const title = match[4]!.replace(/\\(.)/g, '$1');
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop();
    const kind = match[2] === 'describe' ? 'describe' : 'test';
    names.push({
      file,
      line: index + 1,
      title,
      fullName: [...open.map((block) => block.title), title].join(' › '),
      kind,
    });
    if (kind === 'describe') open.push({ indent, title });
  }
  return names;
}

/** Every test and describe title of the repository. */
export function repositoryTestNames(root: string): TestName[] {
  return testFiles(root).flatMap((path) =>
    testNamesOf(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')),
  );
}
