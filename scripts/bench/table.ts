/**
 * The figures as a table: plain text for the terminal and Markdown for docs/benchmarks.md, each
 * figure with its budget beside it and a verdict, and a closing line that says plainly what is over
 * budget.
 */
import { type Figure, formatBudget, formatFigureValue, type Verdict, verdictOf } from './figures';

interface Row {
  readonly group: string;
  readonly label: string;
  readonly value: string;
  readonly budget: string;
  readonly verdict: Verdict;
}

function rowsOf(figures: readonly Figure[]): Row[] {
  return figures.map((figure) => ({
    group: String(figure.group),
    label: figure.label,
    value: formatFigureValue(figure),
    budget: formatBudget(figure.budget, figure.unit),
    verdict: verdictOf(figure),
  }));
}

/**
 * A fixed-width table for stdout.
 * @example console.log(textTable(figures));
 */
export function textTable(figures: readonly Figure[]): string {
  const header = {
    group: '#',
    label: 'figure',
    value: 'median (min–max)',
    budget: 'budget (§8)',
    verdict: 'verdict',
  };
  const rows = rowsOf(figures);
  const width = (key: keyof Row) => Math.max(header[key].length, ...rows.map((row) => row[key].length));
  const widths = {
    group: width('group'),
    label: width('label'),
    value: width('value'),
    budget: width('budget'),
  };
  const line = (row: Record<keyof Row, string>) =>
    [
      row.group.padEnd(widths.group),
      row.label.padEnd(widths.label),
      row.value.padStart(widths.value),
      row.budget.padEnd(widths.budget),
      row.verdict,
    ]
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(line(header).length);
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * A Markdown table (the same rows).
 * @example markdownTable(figures).split('\n')[0] // '| # | figure | median (min–max) | budget (§8) | verdict |'
 */
export function markdownTable(figures: readonly Figure[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const lines = [
    '| # | figure | median (min–max) | budget (§8) | verdict |',
    '| --- | --- | ---: | --- | --- |',
  ];
  for (const row of rowsOf(figures))
    lines.push(
      `| ${row.group} | ${cell(row.label)} | ${cell(row.value)} | ${cell(row.budget)} | ${row.verdict === 'OVER' ? '**OVER**' : row.verdict} |`,
    );
  return lines.join('\n');
}

/**
 * One plain sentence: what is over budget and what could not be measured.
 * @example verdictLine(figures) // 'Over budget (1 of 11 budgets): Login page JS (gzip) / hello-world.'
 */
export function verdictLine(figures: readonly Figure[]): string {
  const budgeted = figures.filter((figure) => figure.budget);
  const over = figures.filter((figure) => verdictOf(figure) === 'OVER');
  const failed = figures.filter((figure) => verdictOf(figure) === 'failed');
  const parts: string[] = [];
  if (over.length === 0 && failed.length === 0)
    parts.push(`All ${budgeted.length} budgets of design §8 are met.`);
  else if (over.length === 0) parts.push('No measured figure is over budget.');
  else
    parts.push(
      `Over budget (${over.length} of ${budgeted.length} budgets): ${over.map((figure) => figure.label).join('; ')}.`,
    );
  if (failed.length > 0)
    parts.push(
      `Not measured: ${failed.map((figure) => `${figure.label} (${figure.error ?? 'no samples'})`).join('; ')}.`,
    );
  return parts.join(' ');
}
