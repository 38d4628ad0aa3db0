/**
 * The spec traceability table (docs/spec-traceability.md): every § and rule of the specification →
 * the code that implements it → the tests that name it → how a person sees it. Built from the
 * tests' names (test-names.ts) and the small map of rules (spec-map.ts); nothing in it is written
 * by hand. `npm run spec:table` writes it; scripts/spec/traceability.test.ts fails `npm test` when a
 * § or a rule has no test, when the map no longer follows the spec, or when the file is stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type RuleEntry, SPEC_MAP } from './spec-map';
import { type SpecSection, specSections } from './spec-rules';
import { repositoryTestNames, type TestName } from './test-names';

export const TABLE_PATH = 'docs/spec-traceability.md';

/** The section titles, in the spec's order (the map's keys follow it). */
export const SECTION_TITLES: Readonly<Record<string, string>> = {
  '§1': 'What the product does and for whom',
  '§2.1': 'Login',
  '§2.2': 'Customer redirects after login',
  '§2.3': 'Dashboard and private account routes',
  '§2.4': 'Public navigation',
  '§2.5': 'Header',
  '§2.6': 'Footer and country picker',
  '§3': 'Entities and their fields',
  '§4': 'States and transitions',
  '§5': 'Validation rules',
  '§6': 'Roles and permissions',
  '§7': 'The calls it makes',
  '§8': 'The error catalogue',
  '§9': 'Business constants and limits',
};

/**
 * The spec's § references in a test name: `§4`, `§2.6/§9`, ranges such as `§2.1–2.4`; a bare `§2`
 * stands for every part of §2. References to design.md (`design §1, §4`) are not the spec's.
 * @example specRefs('routes (§2.1–2.4) › §9 x (design §8)') // Set { '§2.1', '§2.2', '§2.3', '§2.4', '§9' }
 */
export function specRefs(name: string): Set<string> {
  const refs = new Set<string>();
  const run =
    /(design\s+)?§\s?(\d+(?:\.\d+)?)((?:\s*[–-]\s*§?\d+(?:\.\d+)?)?)((?:\s*(?:,|\/|and)\s*§\s?\d+(?:\.\d+)?)*)/g;
  for (const match of name.matchAll(run)) {
    if (match[1]) continue;
    const first = match[2]!;
    const add = (ref: string) => {
      if (ref === '2') for (const part of ['1', '2', '3', '4', '5', '6']) refs.add(`§2.${part}`);
      else refs.add(`§${ref}`);
    };
    add(first);
    const range = /(\d+)(?:\.(\d+))?$/.exec(match[3]?.replace(/[–\s-]|§/g, '') ?? '');
    if (range && match[3]) {
      const [major, minor] = first.split('.');
      if (major === range[1] && minor && range[2])
        for (let part = Number(minor) + 1; part <= Number(range[2]); part++) add(`${major}.${part}`);
    }
    for (const more of (match[4] ?? '').matchAll(/§\s?(\d+(?:\.\d+)?)/g)) add(more[1]!);
  }
  return refs;
}

export interface RuleRow {
  readonly section: string;
  readonly rule: RuleEntry;
  readonly tests: readonly TestName[];
  /** Folders of the unit tests that name it: the code beside them. */
  readonly code: readonly string[];
}

export interface SectionRow {
  readonly section: string;
  readonly title: string;
  readonly tests: readonly TestName[];
  readonly rules: readonly RuleRow[];
}

/** Tests that drive a whole product (browser, built CLI, scripts) are not beside one piece of code. */
const END_TO_END = /^(web\/e2e|cli\/e2e|scripts)\//;

function codeOf(tests: readonly TestName[]): string[] {
  const folders = new Map<string, number>();
  for (const test of tests) {
    if (END_TO_END.test(test.file)) continue;
    const folder = dirname(test.file);
    folders.set(folder, (folders.get(folder) ?? 0) + 1);
  }
  return [...folders]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([folder]) => folder)
    .sort();
}

/** Builds the rows from the repository's tests. */
export function traceability(tests: readonly TestName[]): SectionRow[] {
  const named = tests
    .filter((test) => test.kind === 'test')
    .map((test) => ({ test, refs: specRefs(test.fullName), lower: test.fullName.toLowerCase() }));
  return Object.entries(SPEC_MAP).map(([section, rules]) => {
    const inSection = named.filter((entry) => entry.refs.has(section));
    return {
      section,
      title: SECTION_TITLES[section] ?? '',
      tests: inSection.map((entry) => entry.test),
      rules: rules.map((rule) => {
        const matching = rule.nothing
          ? []
          : inSection.filter((entry) => (rule.names ?? []).some((word) => entry.lower.includes(word)));
        const ruleTests = matching.map((entry) => entry.test);
        return { section, rule, tests: ruleTests, code: codeOf(ruleTests) };
      }),
    };
  });
}

/** Where the specification is: PORTAL_SPEC, or `shared/spec/portal-spec.md` above the repository. */
export function findSpec(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PORTAL_SPEC) return existsSync(env.PORTAL_SPEC) ? env.PORTAL_SPEC : undefined;
  for (let dir = root; ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'spec', 'portal-spec.md');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Where the map no longer follows the spec: sections or rules added, dropped, reordered or
 * rewritten at their start.
 */
export function mapDifferences(sections: readonly SpecSection[]): string[] {
  const problems: string[] = [];
  const specIds = sections.map((section) => section.section);
  const mapIds = Object.keys(SPEC_MAP);
  if (specIds.join() !== mapIds.join())
    problems.push(`sections: the spec has ${specIds.join(' ')}, the map ${mapIds.join(' ')}`);
  for (const section of sections) {
    const entries = SPEC_MAP[section.section] ?? [];
    section.rules.forEach((rule, index) => {
      const entry = entries[index];
      if (!entry)
        problems.push(`${section.section}: no map entry for rule ${index + 1} "${rule.text.slice(0, 60)}"`);
      else if (!rule.text.startsWith(entry.starts))
        problems.push(
          `${section.section} ${entry.id}: the spec's rule ${index + 1} starts "${rule.text.slice(0, 60)}"`,
        );
    });
    if (entries.length > section.rules.length)
      problems.push(
        `${section.section}: the map has ${entries.length} rules, the spec ${section.rules.length}`,
      );
  }
  return problems;
}

export function readSpecSections(path: string): SpecSection[] {
  return specSections(readFileSync(path, 'utf8'));
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The files of the tests that name a rule, alphabetically: the table changes when a test file
 * starts or stops naming a rule, not with every test added to a file that already does.
 */
function testsCell(tests: readonly TestName[]): string {
  if (tests.length === 0) return '**none**';
  const files = [...new Set(tests.map((test) => test.file))].sort();
  const shown = files
    .slice(0, 8)
    .map((file) => `\`${file}\``)
    .join(', ');
  return `${shown}${files.length > 8 ? `, and ${files.length - 8} more files` : ''}`;
}

/** The table as markdown, deterministic: the same tests give the same file. */
export function renderTable(rows: readonly SectionRow[]): string {
  const lines = [
    '# Spec traceability',
    '',
    "Generated by `npm run spec:table` from the tests' names and the map in",
    '`scripts/spec/spec-map.ts`; do not edit by hand (`npm test` fails when it is stale, when a § or a',
    'rule has no test, or when the map no longer follows `../shared/spec/portal-spec.md`).',
    '',
    "A test names a rule when its name, with the describe blocks around it, carries the rule's § and one",
    'of the rule\'s words from the map. "Code" is the folders of the unit tests that name it (tests sit',
    'beside their code); browser and CLI tests (`web/e2e`, `cli/e2e`) are what a person would do.',
    "Personas are the sandbox's (`fixtures/README.md`; password `sandbox-password-1`, code `123456`).",
    '',
    '| § | title | rules | rules with a test and a way to see it |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => {
      const built = row.rules.filter((rule) => !rule.rule.nothing);
      const tested = built.filter((rule) => rule.tests.length > 0 && rule.rule.see).length;
      return `| [${row.section}](#${anchor(row)}) | ${row.title} | ${row.rules.length} | ${tested} of ${built.length} |`;
    }),
    '',
  ];
  for (const row of rows) {
    lines.push(`## ${row.section} ${row.title}`, '');
    lines.push('| rule | code | tests that name it | how a person sees it |', '| --- | --- | --- | --- |');
    for (const rule of row.rules) {
      const name = `**${rule.rule.id}**: ${cell(rule.rule.starts.replace(/\*\*/g, ''))}…`;
      if (rule.rule.nothing) {
        lines.push(`| ${name} | - | - | nothing to build: ${cell(rule.rule.nothing)} |`);
        continue;
      }
      const code = rule.code.length > 0 ? rule.code.map((folder) => `\`${folder}\``).join(', ') : '-';
      lines.push(`| ${name} | ${code} | ${testsCell(rule.tests)} | ${cell(rule.rule.see ?? '**none**')} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}`;
}

function anchor(row: SectionRow): string {
  return `${row.section} ${row.title}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Builds the table of the repository at `root`. */
export function buildTable(root: string): { rows: SectionRow[]; markdown: string } {
  const rows = traceability(repositoryTestNames(root));
  return { rows, markdown: renderTable(rows) };
}
