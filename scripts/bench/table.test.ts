import { describe, expect, it } from 'vitest';
import { failedFigure, figure } from './figures';
import { markdownTable, textTable, verdictLine } from './table';

const ratioOver = figure({ id: 'js.login.ratio', group: 1, label: 'Login JS / hello', unit: 'ratio' }, [2.5]);
const wavesOk = figure({ id: 'login.waves', group: 3, label: 'Waves', unit: 'count' }, [3]);
const info = figure({ id: 'js.login.kB', group: 1, label: 'Login JS', unit: 'kB' }, [250]);
const score = figure({ id: 'lighthouse.login.score', group: 2, label: 'Score', unit: 'score' }, [96, 94, 99]);

describe('the table prints each budget beside each figure and says what is over', () => {
  it('prints value, budget and verdict on each row', () => {
    const lines = textTable([info, ratioOver, wavesOk]).split('\n');
    expect(lines[0]).toMatch(/^#\s+figure\s+median \(min–max\)\s+budget \(§8\)\s+verdict$/);
    expect(lines[2]).toMatch(/Login JS\s+250\.0 kB\s+-\s+info$/);
    expect(lines[3]).toMatch(/Login JS \/ hello\s+2\.50x\s+<= 2\.00x\s+OVER$/);
    expect(lines[4]).toMatch(/Waves\s+3\s+<= 3\s+ok$/);
  });

  it('shows the lowest and highest sample beside a median of several', () => {
    expect(textTable([score]).split('\n')[2]).toMatch(/Score\s+96 \(94–99\)\s+>= 95\s+ok$/);
  });

  it('writes the same rows as Markdown, OVER in bold', () => {
    const lines = markdownTable([ratioOver, wavesOk]).split('\n');
    expect(lines[2]).toBe('| 1 | Login JS / hello | 2.50x | <= 2.00x | **OVER** |');
    expect(lines[3]).toBe('| 3 | Waves | 3 | <= 3 | ok |');
  });

  it('names every figure over budget, and says so when none is', () => {
    expect(verdictLine([info, ratioOver, wavesOk])).toBe('Over budget (1 of 2 budgets): Login JS / hello.');
    expect(verdictLine([info, wavesOk])).toBe('All 1 budgets of design §8 are met.');
  });

  it('names what could not be measured, with the reason', () => {
    const failed = failedFigure(
      { id: 'idle.reactCommits', group: 4, label: 'Commits', unit: 'count' },
      'boom',
    );
    expect(verdictLine([wavesOk, failed])).toBe(
      'No measured figure is over budget. Not measured: Commits (boom).',
    );
  });
});
