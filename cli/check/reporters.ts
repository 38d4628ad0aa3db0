/**
 * The reports of `portal-cli check`: a line per finished check (text), one JSON document (json),
 * or JUnit XML for CI dashboards (junit: one testsuite per locale, one testcase per check).
 */
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

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 allows no control characters but tab, line feed and carriage return.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const secondsOf = (ms: number) => (ms / 1000).toFixed(3);

/** JUnit XML as Jenkins, GitLab and GitHub test reporters read it. */
export function junitReport(report: CheckReport): string {
  const { passed, failed, skipped } = report.summary;
  const suites = report.suites.map((suite) => {
    const cases = suite.checks.map((check) => {
      const open = `    <testcase classname="portal-cli.check.${escapeXml(suite.locale)}" name="${escapeXml(check.name)}" time="${secondsOf(check.durationMs)}"`;
      if (check.status === 'passed')
        return `${open}>\n      <system-out>${escapeXml(check.detail ?? '')}</system-out>\n    </testcase>`;
      if (check.status === 'skipped')
        return `${open}>\n      <skipped message="${escapeXml(check.detail ?? 'skipped')}"/>\n    </testcase>`;
      const error = check.error;
      return `${open}>\n      <failure type="${escapeXml(error?.code ?? 'failed')}" message="${escapeXml(error?.message ?? 'failed')}">${escapeXml(error?.hint ?? '')}</failure>\n    </testcase>`;
    });
    const failures = suite.checks.filter((check) => check.status === 'failed').length;
    const skips = suite.checks.filter((check) => check.status === 'skipped').length;
    return [
      `  <testsuite name="${escapeXml(suite.locale)}" tests="${suite.checks.length}" failures="${failures}" errors="0" skipped="${skips}" time="${secondsOf(suite.durationMs)}" timestamp="${report.startedAt}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="portal-cli check ${escapeXml(report.environment)} ${escapeXml(report.region)}" tests="${passed + failed + skipped}" failures="${failed}" errors="0" skipped="${skipped}" time="${secondsOf(report.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
