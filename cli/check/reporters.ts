/**
 * The reports of `portal-cli check`: a line per finished check (text), one JSON document (json),
 * or JUnit XML for CI dashboards (junit: one testsuite per locale, one testcase per check).
 */
import { junitXml } from '../output/junit';
import type { Style } from '../output/style';
import type { CheckReport, CheckResult } from './types';

/** @example resultLine(result, style) // '✓ de-DE  login          412 ms  customer 0047110001 → /de-de/dashboard/ (dashboard)' */
export function resultLine(result: CheckResult, style: Style): string {
  const mark =
    result.status === 'passed'
      ? style.green('✓')
      : result.status === 'failed'
        ? style.red('✗')
        : style.yellow('-');
  const retries = result.attempts > 1 ? ` after ${result.attempts} attempts` : '';
  const text =
    result.status === 'failed'
      ? `${result.error?.message ?? 'failed'}${result.error?.hint ? ` (${result.error.hint})` : ''}`
      : (result.detail ?? '');
  return `${mark} ${result.locale.padEnd(5)}  ${result.name.padEnd(13)} ${style.dim(`${String(result.durationMs).padStart(5)} ms`)}  ${text}${retries}`;
}

export function summaryLine(report: CheckReport, style: Style): string {
  const { passed, failed, skipped } = report.summary;
  const total = passed + failed + skipped;
  const seconds = (report.durationMs / 1000).toFixed(1);
  const where = `${report.suites.length} locale${report.suites.length === 1 ? '' : 's'} on ${report.environment} (${report.region})`;
  if (report.interrupted)
    return `${style.yellow('!')} Interrupted after ${passed + failed} of ${total} checks in ${where}, ${seconds} s: ${passed} passed, ${failed} failed, ${skipped} skipped; the sessions opened were logged out.`;
  if (failed === 0)
    return `${style.green('✓')} ${passed} of ${total} checks passed in ${where}, ${seconds} s.`;
  const names = report.suites.flatMap((suite) =>
    suite.checks.filter((check) => check.status === 'failed').map((check) => `${check.locale} ${check.name}`),
  );
  return `${style.red('✗')} ${failed} of ${total} checks failed in ${where}, ${seconds} s${skipped ? ` (${skipped} skipped)` : ''}: ${names.join(', ')}.`;
}

export function textReport(report: CheckReport, style: Style): string {
  const lines = report.suites.flatMap((suite) => suite.checks.map((check) => resultLine(check, style)));
  return `${[...lines, summaryLine(report, style)].join('\n')}\n`;
}

export function jsonReport(report: CheckReport): string {
  return `${JSON.stringify({ command: 'check', ...report }, null, 2)}\n`;
}

/** JUnit XML (cli/output/junit.ts): one testsuite per locale, one testcase per check. */
export function junitReport(report: CheckReport): string {
  return junitXml(
    `portal-cli check ${report.environment} ${report.region}`,
    report.durationMs,
    report.suites.map((suite) => ({
      name: suite.locale,
      durationMs: suite.durationMs,
      timestamp: report.startedAt,
      cases: suite.checks.map((check) => ({
        classname: `portal-cli.check.${suite.locale}`,
        name: check.name,
        durationMs: check.durationMs,
        status: check.status,
        out: check.status === 'passed' ? (check.detail ?? '') : undefined,
        skipped: check.detail ?? 'skipped',
        failure: {
          type: check.error?.code ?? 'failed',
          message: check.error?.message ?? 'failed',
          body: check.error?.hint ?? '',
        },
      })),
    })),
  );
}
