/**
 * JUnit XML as Jenkins, GitLab and GitHub test reporters read it: one `<testsuite>` per group (a
 * locale), one `<testcase>` per check or page. The one writer of `portal-cli check` and `ui`.
 */

/** XML 1.0 text and attribute values: the five specials escaped, the control characters it forbids removed. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // XML 1.0 allows no control characters but tab, line feed and carriage return.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

export interface JunitCase {
  readonly classname: string;
  readonly name: string;
  readonly durationMs: number;
  readonly status: 'passed' | 'failed' | 'skipped';
  /** `<system-out>`: what a passed (or failed) case produced. */
  readonly out?: string | undefined;
  /** Why a skipped case was skipped. */
  readonly skipped?: string | undefined;
  readonly failure?: { readonly type: string; readonly message: string; readonly body: string } | undefined;
}

export interface JunitSuite {
  readonly name: string;
  readonly durationMs: number;
  /** ISO 8601. */
  readonly timestamp: string;
  readonly cases: readonly JunitCase[];
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function testcase(test: JunitCase): string {
  const open = `    <testcase classname="${escapeXml(test.classname)}" name="${escapeXml(test.name)}" time="${seconds(test.durationMs)}">`;
  const out = test.out === undefined ? '' : `\n      <system-out>${escapeXml(test.out)}</system-out>`;
  if (test.status === 'skipped')
    return `${open}\n      <skipped message="${escapeXml(test.skipped ?? 'skipped')}"/>\n    </testcase>`;
  if (test.status === 'passed') return `${open}${out}\n    </testcase>`;
  const failure = test.failure ?? { type: 'failed', message: 'failed', body: '' };
  return `${open}\n      <failure type="${escapeXml(failure.type)}" message="${escapeXml(failure.message)}">${escapeXml(failure.body)}</failure>${out}\n    </testcase>`;
}

const count = (cases: readonly JunitCase[], status: JunitCase['status']) =>
  cases.filter((test) => test.status === status).length;

/**
 * @example junitXml('portal-cli check local DEU', 812, [{ name: 'de-DE', durationMs: 812, timestamp, cases }])
 */
export function junitXml(name: string, durationMs: number, suites: readonly JunitSuite[]): string {
  const all = suites.flatMap((suite) => suite.cases);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" tests="${all.length}" failures="${count(all, 'failed')}" errors="0" skipped="${count(all, 'skipped')}" time="${seconds(durationMs)}">`,
    ...suites.flatMap((suite) => [
      `  <testsuite name="${escapeXml(suite.name)}" tests="${suite.cases.length}" failures="${count(suite.cases, 'failed')}" errors="0" skipped="${count(suite.cases, 'skipped')}" time="${seconds(suite.durationMs)}" timestamp="${suite.timestamp}">`,
      ...suite.cases.map(testcase),
      '  </testsuite>',
    ]),
    '</testsuites>',
    '',
  ].join('\n');
}
