import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildTable,
  findSpec,
  mapDifferences,
  readSpecSections,
  specRefs,
  TABLE_PATH,
  traceability,
} from './build-table';
import { specSections } from './spec-rules';
import { testNamesOf } from './test-names';

const root = join(import.meta.dirname, '..', '..');
const spec = findSpec(root);
const { rows, markdown } = buildTable(root);

describe('the spec traceability table (docs/spec-traceability.md)', () => {
  it('every § of the specification has a test that names it', () => {
    expect(rows.filter((row) => row.tests.length === 0).map((row) => row.section)).toEqual([]);
  });

  it('every rule of the specification has a test that names it and a way a person sees it', () => {
    const missing = rows.flatMap((row) =>
      row.rules
        .filter((rule) => !rule.rule.nothing && (rule.tests.length === 0 || !rule.rule.see))
        .map((rule) => `${row.section} ${rule.rule.id}`),
    );
    expect(missing, 'name a test after the rule (its § and a word of scripts/spec/spec-map.ts)').toEqual([]);
  });

  it.skipIf(spec === undefined)('the map follows the specification, rule by rule', () => {
    expect(mapDifferences(readSpecSections(spec!))).toEqual([]);
  });

  it('is the table the tests give today', () => {
    const committed = readFileSync(join(root, TABLE_PATH), 'utf8');
    expect(committed === markdown, `${TABLE_PATH} is stale: run npm run spec:table and commit it`).toBe(true);
  });
});

describe('how the table reads test names and the spec', () => {
  it('a § that no test names is reported, and so is a rule', () => {
    const none = traceability([]);
    expect(none.filter((row) => row.tests.length === 0)).toHaveLength(none.length);
    const one = traceability([
      {
        file: 'core/markets/banner.test.ts',
        line: 1,
        kind: 'test',
        title: 't',
        fullName: '§4 country banner › t',
      },
    ]);
    const section = one.find((row) => row.section === '§4')!;
    expect(section.tests).toHaveLength(1);
    expect(section.rules.find((rule) => rule.rule.id === 'country-banner')?.code).toEqual(['core/markets']);
    expect(section.rules.find((rule) => rule.rule.id === 'session')?.tests).toEqual([]);
  });

  it('§ references: lists, ranges, the whole of §2, and not design.md’s', () => {
    expect([...specRefs('routes (§2.1–2.4) › §9 x')]).toEqual(['§2.1', '§2.2', '§2.3', '§2.4', '§9']);
    expect([...specRefs('footer (§2.6/§9) › §4, §8 y')]).toEqual(['§2.6', '§9', '§4', '§8']);
    expect(specRefs('routes (§2) › z').size).toBe(6);
    expect([...specRefs('the embedded sandbox (design §1, §4) › starts')]).toEqual([]);
  });

  it('test names carry the describe blocks around them, by indentation', () => {
    const source = [
      "describe('§4 Country banner', () => {",
      "  it('shows with the parameter', () => {});",
      "  describe.each(['a'])('inner %s', () => {",
      '    it(',
      "      'split over lines',",
      '      () => {},',
      '    );',
      '  });',
      '});',
      "it('top', () => {});",
    ].join('\n');
    expect(testNamesOf('x.test.ts', source).map((name) => name.fullName)).toEqual([
      '§4 Country banner',
      '§4 Country banner › shows with the parameter',
      '§4 Country banner › inner %s',
      '§4 Country banner › inner %s › split over lines',
      'top',
    ]);
  });

  it('rules are bullets, bold paragraphs and table rows, with their indented bullets', () => {
    const sections = specSections(
      [
        '## 4. States',
        '**Login**: idle.',
        '- a rule',
        '  - its detail',
        '',
        '## 7. Calls',
        '| Call | Shape |',
        '|---|---|',
        '| GET /x | y |',
      ].join('\n'),
    );
    expect(sections.map((section) => section.rules.map((rule) => rule.text))).toEqual([
      ['**Login**: idle.', 'a rule - its detail'],
      ['GET /x | y'],
    ]);
  });
});
