import { describe, expect, it } from 'vitest';
import { summariseSuite } from './suite-times';

describe('the suite’s cost, printed after a run', () => {
  const files = [
    { project: 'core', file: 'core/a.test.ts', ms: 1_000 },
    { project: 'browser', file: 'web/e2e/b.e2e.test.ts', ms: 30_000 },
    { project: 'core', file: 'core/c.test.ts', ms: 2_500 },
    { project: 'browser', file: 'web/e2e/d.e2e.test.ts', ms: 12_000 },
  ];

  it('names the wall time, each project’s time (most first) and the slowest files', () => {
    expect(summariseSuite(files, 61_234, 3)).toBe(
      [
        'Suite: 61.2 s wall time, 4 files',
        '  browser    42.0 s  2 files',
        '  core        3.5 s  2 files',
        'Slowest 3 files:',
        '    30.0 s  browser  web/e2e/b.e2e.test.ts',
        '    12.0 s  browser  web/e2e/d.e2e.test.ts',
        '     2.5 s  core  core/c.test.ts',
        '',
      ].join('\n'),
    );
  });

  it('lists no more files than ran', () => {
    expect(summariseSuite(files.slice(0, 1), 1_000)).toContain('Slowest 1 file:');
  });
});
