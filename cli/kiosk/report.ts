/**
 * The reports of `portal-cli ui`, shaped like `portal-cli check`'s (cli/check/reporters.ts): a line
 * per finished page, one JSON document, or JUnit XML (one testsuite per locale, one testcase per
 * page and width, axe findings in the failure).
 */
import type { Style } from '../output/style';
import type { KioskReport, KioskResult } from './types';

/** @example resultLine(result, style) // '✓ de-DE  login           1280 px   812 ms  /de-de/login/ (screenshot de-de-1280-login.png)' */
export function kioskResultLine(result: KioskResult, style: Style): string {
  const mark =
    result.status === 'passed'
      ? style.green('✓')
      : result.status === 'failed'
        ? style.red('✗')
        : style.yellow('-');
  const what =
    result.status === 'failed'
      ? `${result.error?.message ?? 'failed'}`
      : result.status === 'skipped'
        ? (result.detail ?? 'skipped')
        : `${result.detail ?? ''}${result.screenshot ? ` (screenshot ${result.screenshot.split('/').at(-1)})` : ''}`;
  const findings = result.findings.map(
    (finding) => `\n    ${finding.id} (${finding.impact}): ${finding.help} — ${finding.targets.join(', ')}`,
  );
  return `${mark} ${result.locale.padEnd(5)}  ${result.step.padEnd(14)} ${String(result.width).padStart(4)} px ${style.dim(`${String(result.durationMs).padStart(5)} ms`)}  ${what}${findings.join('')}`;
}

export function kioskSummaryLine(report: KioskReport, style: Style): string {
  const { passed, failed, skipped, findings } = report.summary;
  const total = passed + failed + skipped;
  const seconds = (report.durationMs / 1000).toFixed(1);
  const where = `${report.site} (${report.environment}, ${report.region}); screenshots in ${report.screenshots}`;
  if (failed === 0)
    return `${style.green('✓')} ${passed} of ${total} pages passed, no axe findings, ${seconds} s: ${where}.`;
  return `${style.red('✗')} ${failed} of ${total} pages failed (${findings} axe finding${findings === 1 ? '' : 's'}${skipped ? `, ${skipped} skipped` : ''}), ${seconds} s: ${where}.`;
}

export function kioskTextReport(report: KioskReport, style: Style): string {
  return `${[...report.results.map((result) => kioskResultLine(result, style)), kioskSummaryLine(report, style)].join('\n')}\n`;
}

export function kioskJsonReport(report: KioskReport): string {
  return `${JSON.stringify({ command: 'ui', ...report }, null, 2)}\n`;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids them
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** JUnit XML as CI test reporters read it. */
export function kioskJunitReport(report: KioskReport): string {
  const locales = [...new Set(report.results.map((result) => result.locale))];
  const suites = locales.map((locale) => {
    const results = report.results.filter((result) => result.locale === locale);
    const cases = results.map((result) => {
      const open = `    <testcase classname="portal-cli.ui.${escapeXml(locale)}" name="${escapeXml(`${result.step} ${result.width}px`)}" time="${seconds(result.durationMs)}"`;
      const out = result.screenshot ? `\n      <system-out>${escapeXml(result.screenshot)}</system-out>` : '';
      if (result.status === 'passed') return `${open}>${out}\n    </testcase>`;
      if (result.status === 'skipped')
        return `${open}>\n      <skipped message="${escapeXml(result.detail ?? 'skipped')}"/>\n    </testcase>`;
      const body = result.findings
        .map(
          (finding) => `${finding.id} (${finding.impact}): ${finding.help} — ${finding.targets.join(', ')}`,
        )
        .join('\n');
      return `${open}>\n      <failure type="${escapeXml(result.error?.code ?? 'failed')}" message="${escapeXml(result.error?.message ?? 'failed')}">${escapeXml(body)}</failure>${out}\n    </testcase>`;
    });
    const failures = results.filter((result) => result.status === 'failed').length;
    const skips = results.filter((result) => result.status === 'skipped').length;
    const time = results.reduce((sum, result) => sum + result.durationMs, 0);
    return [
      `  <testsuite name="${escapeXml(locale)}" tests="${results.length}" failures="${failures}" errors="0" skipped="${skips}" time="${seconds(time)}" timestamp="${report.startedAt}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  const { passed, failed, skipped } = report.summary;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="portal-cli ui ${escapeXml(report.environment)} ${escapeXml(report.region)}" tests="${passed + failed + skipped}" failures="${failed}" errors="0" skipped="${skipped}" time="${seconds(report.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
