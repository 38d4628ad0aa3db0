import { describe, expect, it } from 'vitest';
import { createStyle } from '../output/style';
import { junitReport, resultLine, summaryLine } from './reporters';
import type { CheckReport } from './types';

const report: CheckReport = {
  ok: false,
  environment: 'staging',
  region: 'GBR',
  startedAt: '2030-01-01T10:00:00.000Z',
  durationMs: 2500,
  summary: { passed: 1, failed: 1, skipped: 1 },
  suites: [
    {
      locale: 'en-GB',
      ok: false,
      durationMs: 2400,
      checks: [
        {
          locale: 'en-GB',
          name: 'login',
          status: 'passed',
          durationMs: 812,
          attempts: 1,
          detail: 'customer 0047110002 → /en-gb/dashboard/',
        },
        {
          locale: 'en-GB',
          name: 'session-probe',
          status: 'failed',
          durationMs: 3001,
          attempts: 2,
          error: {
            code: 'SESSION_REFUSED',
            message: 'the portal refuses <the> "fresh" session & more\u0007',
            hint: 'look',
          },
        },
        {
          locale: 'en-GB',
          name: 'refresh',
          status: 'skipped',
          durationMs: 0,
          attempts: 0,
          detail: 'no session',
        },
      ],
    },
  ],
};

describe('check reports: --reporter text|json|junit', () => {
  it('text: one line per check, and a summary naming what failed', () => {
    const plain = createStyle(false);
    expect(resultLine(report.suites[0]!.checks[1]!, plain)).toBe(
      '✗ en-GB  session-probe  3001 ms  the portal refuses <the> "fresh" session & more\u0007 (look) after 2 attempts',
    );
    expect(summaryLine(report, plain)).toBe(
      '✗ 1 of 3 checks failed in 1 locale on staging (GBR), 2.5 s (1 skipped): en-GB session-probe.',
    );
  });

  it('junit: a testsuite per locale with counts, failures with type and escaped message, skipped cases', () => {
    const xml = junitReport(report);
    expect(xml).toContain(
      '<testsuites name="portal-cli check staging GBR" tests="3" failures="1" errors="0" skipped="1" time="2.500">',
    );
    expect(xml).toContain(
      '<testsuite name="en-GB" tests="3" failures="1" errors="0" skipped="1" time="2.400" timestamp="2030-01-01T10:00:00.000Z">',
    );
    expect(xml).toContain(
      '<failure type="SESSION_REFUSED" message="the portal refuses &lt;the&gt; &quot;fresh&quot; session &amp; more">look</failure>',
    );
    expect(xml).toContain('<skipped message="no session"/>');
    expect(xml).toContain('<testcase classname="portal-cli.check.en-GB" name="login" time="0.812">');
    // Well-formed enough for CI parsers: every opened element is closed.
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml.match(/<\/testcase>/g)).toHaveLength(3);
  });
});
