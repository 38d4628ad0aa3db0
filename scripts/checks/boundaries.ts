// The module boundaries of design §2, as code: what each top-level folder may import and touch.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { checkCliFolders } from './cli-folders';
import { checkCoreFolders } from './core-folders';
import { checkWebFolders } from './web-folders';

export interface Violation {
  file: string;
  line: number;
  rule: string;
  text: string;
}

const NODE_BUILTINS = new Set([
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
]);
const FRAMEWORK_PACKAGES =
  /^(react|react-dom|ink|ink-[\w-]+|undici|puppeteer|puppeteer-core|commander|vite|msw)(\/|$)/;
/** Globals that belong to one platform; core reaches them through ports (design §3). */
const PLATFORM_GLOBALS =
  /(?<![.\w$])(window|document|localStorage|sessionStorage|navigator|process|setTimeout|setInterval|clearTimeout|clearInterval|requestAnimationFrame|console)\b|(?<![.\w$])fetch\s*\(/;

/** Blanks out comments and the contents of string literals so that words inside them are not read as code. */
export function stripCommentsAndStrings(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      out += ch;
      i++;
      while (i < source.length && source[i] !== ch) {
        if (source[i] === '\\') {
          out += '  ';
          i += 2;
          continue;
        }
        out += source[i] === '\n' ? '\n' : ' ';
        i++;
      }
      out += ch;
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/**
 * A port may name its members after the globals it replaces (`Scheduler.setTimeout`). A name that
 * starts its line and is declared there is a member, not a use of the global: a property or key
 * (`setTimeout: …`, `setTimeout?: …`), a method signature with a return type (`setTimeout(…): T;`)
 * or a method with a body (`setTimeout(…) {`).
 */
function declaresMember(line: string, at: number): boolean {
  if (
    line
      .slice(0, at)
      .replace(/\breadonly\b/, '')
      .trim() !== ''
  )
    return false;
  const rest = line.slice(at).replace(/^\w+\??\s*/, '');
  return rest.startsWith(':') || /^\(.*\)\s*(:[^;]*;?|:[^{]*\{|\{)\s*$/.test(rest);
}

/** Import specifiers of a module: static imports and re-exports, dynamic imports, require. */
export function importSpecifiers(source: string): Array<{ specifier: string; line: number }> {
  const found: Array<{ specifier: string; line: number }> = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;
  for (const match of source.matchAll(pattern)) {
    const line = source.slice(0, match.index).split('\n').length;
    found.push({ specifier: match[2]!, line });
  }
  return found;
}

function topFolderOf(root: string, file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = relative(root, join(file, '..', specifier));
  return target.split(sep)[0];
}

/** Checks one file's text against the rules of the folder it lives in. */
export function checkSource(root: string, file: string, source: string): Violation[] {
  const rel = relative(root, file);
  const folder = rel.split(sep)[0];
  const isTest = /\.test\.tsx?$/.test(file);
  const violations: Violation[] = [];
  const lines = source.split('\n');
  const add = (line: number, rule: string) =>
    violations.push({ file: rel, line, rule, text: (lines[line - 1] ?? '').trim() });

  for (const { specifier, line } of importSpecifiers(source)) {
    const target = topFolderOf(root, file, specifier);
    if (folder === 'core' && !isTest) {
      if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier))
        add(line, 'core imports a Node module');
      if (FRAMEWORK_PACKAGES.test(specifier)) add(line, `core imports ${specifier}`);
    }
    if (folder === 'core' && target && target !== 'core') add(line, `core imports ${target}/`);
    if (folder === 'web' && target === 'cli') add(line, 'web imports cli/');
    if (folder === 'cli' && target === 'web') add(line, 'cli imports web/');
    // Product code does not depend on test tooling; scripts/ may import cli/ (cli/browser).
    if (folder === 'cli' && target === 'scripts') add(line, 'cli imports scripts/');
    if (folder === 'fixtures' && (target === 'web' || target === 'cli'))
      add(line, `fixtures imports ${target}/`);
  }

  if (folder === 'core' && !isTest) {
    stripCommentsAndStrings(source)
      .split('\n')
      .forEach((text, index) => {
        const match = PLATFORM_GLOBALS.exec(text);
        if (match && !declaresMember(text, match.index)) {
          add(index + 1, `core touches the global ${match[1] ?? 'fetch'}`);
        }
      });
  }
  return violations;
}

export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

export function checkRepository(root: string): Violation[] {
  const filesOf = (folder: string) => {
    try {
      return sourceFiles(join(root, folder));
    } catch {
      return [];
    }
  };
  const perFile = ['core', 'web', 'cli', 'fixtures']
    .flatMap(filesOf)
    .flatMap((file) => checkSource(root, file, readFileSync(file, 'utf8')));
  // Between core's folders: imports through the index only, and no cycles (core-folders.ts).
  const coreFiles = filesOf('core').filter((file) => /\.tsx?$/.test(file));
  const betweenFolders = checkCoreFolders(join(root, 'core'), coreFiles).map((violation) => ({
    ...violation,
    text: '',
  }));
  // Inside cli: no cycles, core through its indexes, commands apart from the program (cli-folders.ts).
  const cliFiles = filesOf('cli').filter((file) => /\.tsx?$/.test(file));
  const insideCli = checkCliFolders(root, cliFiles).map((violation) => ({ ...violation, text: '' }));
  // Inside web: no folder or file cycles, core through its indexes (web-folders.ts).
  const webFiles = filesOf('web').filter((file) => /\.tsx?$/.test(file));
  const insideWeb = checkWebFolders(root, webFiles).map((violation) => ({ ...violation, text: '' }));
  return [...perFile, ...betweenFolders, ...insideCli, ...insideWeb];
}
