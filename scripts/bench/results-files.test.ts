import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { figure } from './figures';
import {
  type BenchResults,
  markdownSection,
  RESULTS_END,
  RESULTS_START,
  writeDocSection,
  writeResults,
} from './results-files';

const results: BenchResults = {
  environment: {
    measuredAt: '2030-01-01T10:00:00.000Z',
    node: 'v20.0.0',
    chromium: 'Chromium 156',
    os: 'linux 6',
    cpu: 'Test CPU',
    cpuCount: 2,
    memoryGb: 8,
    loadAverage: { start: 1, end: 2 },
    commit: 'abc1234',
  },
  durationSeconds: 300.4,
  settings: {
    repetitions: 3,
    lighthouseRuns: 3,
    idleSeconds: 60,
    cliRounds: 10,
    checkRounds: 3,
    latencyMs: 150,
  },
  figures: [figure({ id: 'js.login.ratio', group: 1, label: 'Login JS / hello', unit: 'ratio' }, [2.123456])],
  details: {},
};

describe('figures written to docs/benchmarks.md and results.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says when and where it measured, shows the table and the verdict', () => {
    const section = markdownSection(results, {
      loginModules: [{ group: 'react-dom', chars: 10, gzipBytes: 60_000 }],
      idleWakeups: {},
    });
    expect(section).toContain('Measured 2030-01-01 10:00 UTC on commit abc1234, 2 × Test CPU');
    expect(section).toContain('| 1 | Login JS / hello | 2.12x | <= 2.00x | **OVER** |');
    expect(section).toContain('**Over budget (1 of 1 budgets): Login JS / hello.**');
    expect(section).toContain('| react-dom | 60.0 | 100 % |');
    expect(section).toContain('timer wake-ups by kind: none');
  });

  it('replaces only the generated part and keeps the hand-written text around it', () => {
    const doc = join(dir, 'benchmarks.md');
    writeFileSync(doc, `# Title\n\nBefore.\n\n${RESULTS_START}\nold figures\n${RESULTS_END}\n\nAfter.\n`);
    writeDocSection(doc, 'new figures');
    expect(readFileSync(doc, 'utf8')).toBe(
      `# Title\n\nBefore.\n\n${RESULTS_START}\nnew figures\n${RESULTS_END}\n\nAfter.\n`,
    );
  });

  it('creates the document when it is missing, and appends the markers when they are', () => {
    const missing = join(dir, 'missing.md');
    writeDocSection(missing, 'figures');
    expect(readFileSync(missing, 'utf8')).toContain(`${RESULTS_START}\nfigures\n${RESULTS_END}`);
    const plain = join(dir, 'plain.md');
    writeFileSync(plain, '# Notes\n');
    writeDocSection(plain, 'figures');
    expect(readFileSync(plain, 'utf8')).toBe(`# Notes\n\n${RESULTS_START}\nfigures\n${RESULTS_END}\n`);
  });

  it('writes every figure to JSON with three decimals at most', () => {
    const file = join(dir, 'results.json');
    writeResults(file, results);
    const written = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
    expect(written.figures[0]?.value).toBe(2.123);
    expect(written.settings.latencyMs).toBe(150);
  });
});
