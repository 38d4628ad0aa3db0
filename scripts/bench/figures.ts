/**
 * What the benchmark reports: figures with their budgets from design §8, and the verdict of each.
 * A figure is a median of samples; a budget is a bound on it. Figures without a budget (the parts a
 * ratio is made of, or what the issue asks to show but §8 does not bound) say "info".
 */
import { median } from './stats';

export type Unit = 'kB' | 'ms' | 'ratio' | 'score' | 'count' | 'shift';

export interface Budget {
  readonly op: '<=' | '>=';
  readonly limit: number;
}

export interface Figure {
  /** Stable key in results.json, e.g. `js.login.ratio`. */
  readonly id: string;
  /** The numbering: 1 JavaScript, blocking and the usable form, 2 Lighthouse, 3 login waves, 4 idle, 5 CLI start, 6 check. */
  readonly group: number;
  readonly label: string;
  readonly unit: Unit;
  /** The median of the samples; null when it could not be measured (see `error`). */
  readonly value: number | null;
  readonly samples: readonly number[];
  readonly budget?: Budget;
  /** Why the figure is missing. */
  readonly error?: string;
}

export type Verdict = 'ok' | 'OVER' | 'info' | 'failed';

/** The budgets of design §8, by figure id. */
export const BUDGETS: Readonly<Record<string, Budget>> = {
  // Every script the login page fetches until the network is quiet, and its main thread's
  // blocking at 4x CPU, against the hello-world's in the same run. The up-front part is shown, no
  // longer budgeted (docs/decisions/183).
  'js.login.ratio': { op: '<=', limit: 2 },
  'blocking.login.ratio': { op: '<=', limit: 2 },
  'usable.login.ratio': { op: '<=', limit: 1.3 },
  'js.dashboard.ratio': { op: '<=', limit: 3 },
  'blocking.dashboard.ratio': { op: '<=', limit: 3 },
  'lighthouse.login.score': { op: '>=', limit: 95 },
  'lighthouse.login.cls': { op: '<=', limit: 0 },
  'lighthouse.dashboard.score': { op: '>=', limit: 95 },
  'lighthouse.dashboard.cls': { op: '<=', limit: 0 },
  'login.waves': { op: '<=', limit: 3 },
  'login.duplicateGets': { op: '<=', limit: 0 },
  // "No per-second work": nothing may wake the page more often than every 10 s (decision 070).
  'idle.timerWakeups': { op: '<=', limit: 6 },
  'idle.reactCommits': { op: '<=', limit: 0 },
  // Tighter than §8's 2x for the market list, and the check's parallelism budget (decision 137).
  'cli.markets.ratio': { op: '<=', limit: 1.6 },
  'check.ratio': { op: '<=', limit: 1.5 },
  'cli.menu.ratio': { op: '<=', limit: 2 },
};

/**
 * A figure from its samples, with the budget §8 gives it (if any).
 * @example figure({ id: 'login.waves', group: 3, label: 'waves', unit: 'count' }, [3, 3, 4]).value // 3
 */
export function figure(
  base: Pick<Figure, 'id' | 'group' | 'label' | 'unit'>,
  samples: readonly number[],
  value: number | null = null,
): Figure {
  const finite = samples.filter((sample) => Number.isFinite(sample));
  const budget = BUDGETS[base.id];
  return {
    ...base,
    samples: finite,
    value: value ?? median(finite),
    ...(budget ? { budget } : {}),
  };
}

/** A figure that could not be measured, with the reason. */
export function failedFigure(base: Pick<Figure, 'id' | 'group' | 'label' | 'unit'>, error: unknown): Figure {
  const budget = BUDGETS[base.id];
  return {
    ...base,
    samples: [],
    value: null,
    error: error instanceof Error ? error.message : String(error),
    ...(budget ? { budget } : {}),
  };
}

/**
 * @example verdictOf({ ...f, value: 2.7, budget: { op: '<=', limit: 1.6 } }) // 'OVER'
 */
export function verdictOf(figure: Figure): Verdict {
  if (figure.value === null) return 'failed';
  if (!figure.budget) return 'info';
  const { op, limit } = figure.budget;
  const within = op === '<=' ? figure.value <= limit : figure.value >= limit;
  return within ? 'ok' : 'OVER';
}

const DIGITS: Record<Unit, number> = { kB: 1, ms: 0, ratio: 2, score: 0, count: 0, shift: 3 };

/**
 * The figure's value, with the lowest and highest sample beside it when the samples differ.
 * @example formatFigureValue(figure({ id: 'x', group: 2, label: 'x', unit: 'score' }, [96, 94, 99])) // '96 (94–99)'
 */
export function formatFigureValue(figure: Pick<Figure, 'value' | 'unit' | 'samples'>): string {
  const value = formatValue(figure.value, figure.unit);
  if (figure.value === null || figure.samples.length < 2) return value;
  const low = formatValue(Math.min(...figure.samples), figure.unit);
  const high = formatValue(Math.max(...figure.samples), figure.unit);
  return low === high ? value : `${value} (${low}–${high})`;
}

/**
 * @example formatValue(2.734, 'ratio') // '2.73x'
 * @example formatValue(96.35, 'kB') // '96.4 kB'
 */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '-';
  const text = value.toFixed(DIGITS[unit]);
  switch (unit) {
    case 'kB':
      return `${text} kB`;
    case 'ms':
      return `${text} ms`;
    case 'ratio':
      return `${text}x`;
    default:
      return text;
  }
}

/**
 * @example formatBudget({ op: '<=', limit: 1.6 }, 'ratio') // '<= 1.60x'
 */
export function formatBudget(budget: Budget | undefined, unit: Unit): string {
  if (!budget) return '-';
  return `${budget.op} ${formatValue(budget.limit, unit)}`;
}
