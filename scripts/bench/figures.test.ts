import { describe, expect, it } from 'vitest';
import { BUDGETS, failedFigure, figure, formatBudget, formatValue, verdictOf } from './figures';

const base = { group: 1, label: 'x' } as const;

describe('design §8 budgets beside each figure', () => {
  it('knows the budgets §8 sets', () => {
    expect(BUDGETS['js.login.ratio']).toEqual({ op: '<=', limit: 2 });
    expect(BUDGETS['blocking.login.ratio']).toEqual({ op: '<=', limit: 2 });
    expect(BUDGETS['usable.login.ratio']).toEqual({ op: '<=', limit: 1.3 });
    expect(BUDGETS['js.dashboard.ratio']).toEqual({ op: '<=', limit: 3 });
    expect(BUDGETS['blocking.dashboard.ratio']).toEqual({ op: '<=', limit: 3 });
    expect(BUDGETS['js.login.upfront.ratio']).toBeUndefined(); // shown, no longer budgeted
    expect(BUDGETS['lighthouse.login.lcp']).toBeUndefined();
    expect(BUDGETS['check.ratio']).toEqual({ op: '<=', limit: 1.5 });
    expect(BUDGETS['lighthouse.login.score']).toEqual({ op: '>=', limit: 95 });
    expect(BUDGETS['lighthouse.dashboard.score']).toEqual({ op: '>=', limit: 95 });
    expect(BUDGETS['lighthouse.dashboard.cls']).toEqual({ op: '<=', limit: 0 });
    expect(BUDGETS['login.waves']).toEqual({ op: '<=', limit: 3 });
    expect(BUDGETS['login.duplicateGets']).toEqual({ op: '<=', limit: 0 });
    expect(BUDGETS['idle.reactCommits']).toEqual({ op: '<=', limit: 0 });
    expect(BUDGETS['cli.markets.ratio']).toEqual({ op: '<=', limit: 1.6 });
    expect(BUDGETS['cli.menu.ratio']).toEqual({ op: '<=', limit: 2 });
  });

  it('gives a figure the median of its samples and its budget', () => {
    const waves = figure({ ...base, id: 'login.waves', unit: 'count' }, [3, 5, 4]);
    expect(waves.value).toBe(4);
    expect(waves.budget).toEqual({ op: '<=', limit: 3 });
    expect(figure({ ...base, id: 'js.login.kB', unit: 'kB' }, [100]).budget).toBeUndefined();
    expect(figure({ ...base, id: 'js.login.upfront.kB', unit: 'kB' }, [100]).budget).toBeUndefined();
  });

  it('says OVER past an upper bound and under a lower bound, ok on the bound itself', () => {
    const at = (id: string, value: number) => verdictOf(figure({ ...base, id, unit: 'ratio' }, [value]));
    expect(at('js.login.ratio', 2)).toBe('ok');
    expect(at('js.login.ratio', 2.01)).toBe('OVER');
    expect(at('lighthouse.login.score', 95)).toBe('ok');
    expect(at('lighthouse.login.score', 94)).toBe('OVER');
    expect(at('lighthouse.login.cls', 0.001)).toBe('OVER');
    expect(at('js.login.kB', 1e9)).toBe('info');
  });

  it('marks a figure that could not be measured as failed, with the reason', () => {
    const failed = failedFigure({ ...base, id: 'login.waves', unit: 'count' }, new Error('no browser'));
    expect(verdictOf(failed)).toBe('failed');
    expect(failed.error).toBe('no browser');
    expect(verdictOf(figure({ ...base, id: 'login.waves', unit: 'count' }, [Number.NaN]))).toBe('failed');
  });

  it('formats values and budgets with their units', () => {
    expect(formatValue(2.734, 'ratio')).toBe('2.73x');
    expect(formatValue(96.35, 'kB')).toBe('96.3 kB');
    expect(formatValue(1234.4, 'ms')).toBe('1234 ms');
    expect(formatValue(0.0148, 'shift')).toBe('0.015');
    expect(formatValue(null, 'ms')).toBe('-');
    expect(formatBudget({ op: '<=', limit: 1.6 }, 'ratio')).toBe('<= 1.60x');
    expect(formatBudget(undefined, 'ratio')).toBe('-');
  });
});
