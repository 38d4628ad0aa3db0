/**
 * Which modules a built JavaScript file is made of, by size: reads the file's source map (the web
 * build writes one, web/vite.config.ts `sourcemap: true`) and gives every character of the
 * minified code to the source its mapping segment points at. Gzip sizes cannot be split exactly
 * between modules, so a module's share of a file's gzip size is its share of the minified
 * characters: a good estimate for ranking what dominates, stated as such in the report.
 *
 * Only the two fields of a mapping segment needed here are decoded (generated column, source
 * index); no source-map package is needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

export interface RawSourceMap {
  readonly sources: readonly (string | null)[];
  readonly sourceRoot?: string;
  readonly mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * The numbers of one mapping segment (base64 VLQ, source map v3).
 * @example decodeSegment('AAAA') // [0, 0, 0, 0]
 * @example decodeSegment('gBAAC') // [16, 0, 0, 1]
 */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: "${char}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The key under which characters that map to no source are counted. */
export const UNMAPPED = '(unmapped)';

/**
 * Characters of `code` per source of `map` (as the map names it), `UNMAPPED` for the rest.
 * @example charsBySource('ab', { sources: ['a.ts'], mappings: 'AAAA' }).get('a.ts') // 2
 */
export function charsBySource(code: string, map: RawSourceMap): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string, chars: number) => {
    if (chars > 0) counts.set(key, (counts.get(key) ?? 0) + chars);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const length = lines[lineIndex]!.length;
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previous: { column: number; source: string } | null = null;
    let firstColumn = length;
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      let source = UNMAPPED;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        source = map.sources[sourceIndex] ?? UNMAPPED;
      }
      if (previous) add(previous.source, Math.min(column, length) - previous.column);
      else firstColumn = Math.min(column, length);
      previous = { column: Math.min(column, length), source };
    }
    add(UNMAPPED, firstColumn);
    if (previous) add(previous.source, length - previous.column);
    if (lineIndex < lines.length - 1) add(UNMAPPED, 1);
  }
  return counts;
}

/**
 * The package or folder a source belongs to: the npm package for node_modules, else the first two
 * folders of the repository (`web/texts`, `core/i18n`).
 * @example groupOf('node_modules/react-dom/cjs/react-dom.production.js') // 'react-dom'
 * @example groupOf('node_modules/@tanstack/query-core/build/modern/query.js') // '@tanstack/query-core'
 * @example groupOf('web/texts/de.ts') // 'web/texts'
 */
export function groupOf(repoPath: string): string {
  const marker = repoPath.lastIndexOf('node_modules/');
  if (marker >= 0) {
    const parts = repoPath.slice(marker + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? repoPath);
  }
  if (repoPath === UNMAPPED || repoPath.startsWith('..') || !repoPath.includes('/'))
    return repoPath.includes('rolldown') ? 'bundler runtime' : repoPath;
  return repoPath.split('/').slice(0, 2).join('/');
}

export interface ModuleShare {
  /** Package or folder (`groupOf`). */
  readonly group: string;
  /** Minified characters. */
  readonly chars: number;
  /** Estimated gzip bytes: the group's share of each file's characters times the file's gzip size. */
  readonly gzipBytes: number;
}

/**
 * Splits built files into packages and folders, largest first. Files without a source map count
 * as one group named after the file.
 * @example attribute([{ file: '/dist/assets/index.js', gzipBytes: 1000 }], '/repo')[0]?.group // 'react-dom'
 */
export function attribute(
  files: readonly { readonly file: string; readonly gzipBytes: number }[],
  repoRoot: string,
): ModuleShare[] {
  const groups = new Map<string, { chars: number; gzipBytes: number }>();
  for (const { file, gzipBytes } of files) {
    const code = readFileSync(file, 'utf8');
    const mapFile = `${file}.map`;
    const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap) : null;
    const perSource = map ? charsBySource(code, map) : new Map([[relative(repoRoot, file), code.length]]);
    const base = resolve(dirname(file), map?.sourceRoot ?? '');
    for (const [source, chars] of perSource) {
      const repoPath =
        source === UNMAPPED || source.startsWith('\0') ? source : relative(repoRoot, resolve(base, source));
      const group = groupOf(repoPath);
      const entry = groups.get(group) ?? { chars: 0, gzipBytes: 0 };
      entry.chars += chars;
      entry.gzipBytes += code.length > 0 ? (gzipBytes * chars) / code.length : 0;
      groups.set(group, entry);
    }
  }
  return [...groups]
    .map(([group, { chars, gzipBytes }]) => ({ group, chars, gzipBytes: Math.round(gzipBytes) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * The original source and line (1-based) of a position in the generated file (line 1-based,
 * column 0-based, as stack traces give them), or null when nothing maps there.
 * @example originalPosition({ sources: ['a.ts'], mappings: 'AAAA' }, 1, 0) // { source: 'a.ts', line: 1 }
 */
export function originalPosition(
  map: RawSourceMap,
  line: number,
  column: number,
): { source: string; line: number } | null {
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  let sourceLine = 0;
  for (let lineIndex = 0; lineIndex < Math.min(line, mappingLines.length); lineIndex++) {
    let generatedColumn = 0;
    let found: { source: string; line: number } | null = null;
    for (const segment of mappingLines[lineIndex]!.split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      generatedColumn += fields[0] ?? 0;
      if (fields.length < 4) continue;
      sourceIndex += fields[1]!;
      sourceLine += fields[2]!;
      if (lineIndex === line - 1 && generatedColumn <= column)
        found = { source: map.sources[sourceIndex] ?? UNMAPPED, line: sourceLine + 1 };
    }
    if (lineIndex === line - 1) return found;
  }
  return null;
}
