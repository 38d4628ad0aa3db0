/**
 * The reports of `portal-cli ui`, shaped like `portal-cli check`'s: a line per finished page, one
 * JSON document, or JUnit XML (cli/output/junit.ts: one testsuite per locale, one testcase per page
 * and width, axe findings and changed pixels in the failure).
 */
import { basename } from 'node:path';
import { junitXml } from '../output/junit';
import type { Style } from '../output/style';
import type { KioskReport, KioskResult } from './types';

function visualNote(result: KioskResult): string {
  const visual = result.visual;
  if (!visual) return '';
  if (visual.outcome === 'same') return ', same as its baseline';
  if (visual.outcome === 'updated') return ', baseline written';
  return '';
}

/** @example kioskResultLine(result, style) // '✓ de-DE  login           1280 px   812 ms  /de-de/login/ (screenshot de-de-1280-login.png, same as its baseline)' */
export function kioskResultLine(result: KioskResult, style: Style): string {
  const mark =
    result.status === 'passed'
      ? style.green('✓')
      : result.status === 'failed'
        ? style.red('✗')
        : style.yellow('-');
  const shot = result.screenshot ? ` (screenshot ${basename(result.screenshot)}${visualNote(result)})` : '';
  const diff = result.visual?.diff ? `; the changes: ${basename(result.visual.diff)}` : '';
  const what =
    result.status === 'failed'
      ? `${result.error?.message ?? 'failed'}${shot}${diff}`
      : result.status === 'skipped'
        ? (result.detail ?? 'skipped')
        : `${result.detail ?? ''}${shot}`;
  const findings = result.findings.map(
    (finding) => `\n    ${finding.id} (${finding.impact}): ${finding.help} — ${finding.targets.join(', ')}`,
  );
  return `${mark} ${result.locale.padEnd(5)}  ${result.step.padEnd(14)} ${String(result.width).padStart(4)} px ${style.dim(`${String(result.durationMs).padStart(5)} ms`)}  ${what}${findings.join('')}`;
}

export function kioskSummaryLine(report: KioskReport, style: Style): string {
  const { passed, failed, skipped, findings, changed } = report.summary;
  const total = passed + failed + skipped;
  const seconds = (report.durationMs / 1000).toFixed(1);
  const where = `${report.site} (${report.environment}, ${report.region}); screenshots in ${report.screenshots}`;
  const written = report.results.some((result) => result.visual?.outcome === 'updated');
  const compared = report.baselines ? `, baselines ${written ? 'written to' : 'in'} ${report.baselines}` : '';
  const pixels = report.baselines && !written ? ', no changed pixels' : '';
  if (failed === 0)
    return `${style.green('✓')} ${passed} of ${total} pages passed, no axe findings${pixels}${skipped ? ` (${skipped} skipped)` : ''}, ${seconds} s: ${where}${compared}.`;
  const why = [
    `${findings} axe finding${findings === 1 ? '' : 's'}`,
    ...(report.baselines ? [`${changed} changed from the baseline`] : []),
    ...(skipped ? [`${skipped} skipped`] : []),
  ];
  return `${style.red('✗')} ${failed} of ${total} pages failed (${why.join(', ')}), ${seconds} s: ${where}${compared}.`;
}

export function kioskTextReport(report: KioskReport, style: Style): string {
  return `${[...report.results.map((result) => kioskResultLine(result, style)), kioskSummaryLine(report, style)].join('\n')}\n`;
}

export function kioskJsonReport(report: KioskReport): string {
  return `${JSON.stringify({ command: 'ui', ...report }, null, 2)}\n`;
}

/** What a failed page's failure says: its axe findings and its changed pixels. */
function failureBody(result: KioskResult): string {
  const lines = result.findings.map(
    (finding) => `${finding.id} (${finding.impact}): ${finding.help} — ${finding.targets.join(', ')}`,
  );
  if (result.visual?.outcome === 'changed')
    lines.push(`${result.visual.changedPixels} pixels changed; diff ${result.visual.diff ?? ''}`);
  return lines.join('\n');
}

/** JUnit XML as CI test reporters read it. */
export function kioskJunitReport(report: KioskReport): string {
  const locales = [...new Set(report.results.map((result) => result.locale))];
  return junitXml(
    `portal-cli ui ${report.environment} ${report.region}`,
    report.durationMs,
    locales.map((locale) => {
      const results = report.results.filter((result) => result.locale === locale);
      return {
        name: locale,
        durationMs: results.reduce((sum, result) => sum + result.durationMs, 0),
        timestamp: report.startedAt,
        cases: results.map((result) => ({
          classname: `portal-cli.ui.${locale}`,
          name: `${result.step} ${result.width}px`,
          durationMs: result.durationMs,
          status: result.status,
          out: result.screenshot,
          skipped: result.detail ?? 'skipped',
          failure: {
            type: result.error?.code ?? 'failed',
            message: result.error?.message ?? 'failed',
            body: failureBody(result),
          },
        })),
      };
    }),
  );
}
