import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  attribute,
  charsBySource,
  decodeSegment,
  groupOf,
  originalPosition,
  UNMAPPED,
} from './source-map-sizes';

describe('design §8 login page JS: what it is made of, from the source maps', () => {
  it('decodes base64 VLQ segments, signs and continuation digits included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CAAD')).toEqual([1, 0, 0, -1]);
    expect(decodeSegment('gBAAC')).toEqual([16, 0, 0, 1]);
    expect(() => decodeSegment('A!')).toThrow(/VLQ/);
  });

  it('gives each character to the source of the segment it falls in', () => {
    // "aaabb": columns 0-2 from a.ts, 3-4 from b.ts (source index +1 at column 3).
    const counts = charsBySource('aaabb', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,GCAA' });
    expect(Object.fromEntries(counts)).toEqual({ 'a.ts': 3, 'b.ts': 2 });
  });

  it('counts characters before the first segment, segments without a source and newlines as unmapped', () => {
    // Line 1: 2 unmapped, then a.ts; line 2: a one-field segment (no source) for the whole line.
    const counts = charsBySource('xxaaa\nzz', { sources: ['a.ts'], mappings: 'EAAA;A' });
    expect(Object.fromEntries(counts)).toEqual({ [UNMAPPED]: 2 + 1 + 2, 'a.ts': 3 });
  });

  it('keeps the source index across lines', () => {
    const counts = charsBySource('aa\nbb', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA;ACAA' });
    expect(Object.fromEntries(counts)).toEqual({ 'a.ts': 2, 'b.ts': 2, [UNMAPPED]: 1 });
  });

  it('finds the original source and line of a generated position', () => {
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,GCEA' };
    expect(originalPosition(map, 1, 1)).toEqual({ source: 'a.ts', line: 1 });
    expect(originalPosition(map, 1, 4)).toEqual({ source: 'b.ts', line: 3 });
    expect(originalPosition(map, 2, 0)).toBeNull();
  });

  it('groups sources by npm package, scoped packages included, and by the first two folders', () => {
    expect(groupOf('node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(groupOf('node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(groupOf('node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(groupOf('web/texts/de.ts')).toBe('web/texts');
    expect(groupOf('core/i18n/index.ts')).toBe('core/i18n');
    expect(groupOf(UNMAPPED)).toBe(UNMAPPED);
  });

  describe('attribute', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-attribute-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("splits each file's gzip size by the groups' share of its characters, largest first", () => {
      mkdirSync(join(dir, 'assets'));
      const file = join(dir, 'assets', 'index.js');
      writeFileSync(file, 'aaaaaabb');
      writeFileSync(
        `${file}.map`,
        JSON.stringify({
          sources: ['../node_modules/react-dom/x.js', '../web/app/y.ts'],
          mappings: 'AAAA,MCAA',
        }),
      );
      expect(attribute([{ file, gzipBytes: 400 }], dir)).toEqual([
        { group: 'react-dom', chars: 6, gzipBytes: 300 },
        { group: 'web/app', chars: 2, gzipBytes: 100 },
      ]);
    });
  });
});
