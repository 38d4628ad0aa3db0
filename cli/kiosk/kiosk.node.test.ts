/**
 * `portal-cli ui`, the kiosk check (issue 7), through the command line as registered: real
 * Chromium against the built portal and a sandbox on loopback. It walks login, dashboard and the
 * country picker per locale, writes a PNG per page, and reports like `check` (--json, junit): all
 * passed for the demo persona; a refused login fails its page and skips the rest, exit 1.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../core/i18n/import-texts';
import { loginErrorText } from '../../core/login';
import type { CliIo } from '../context';
import { buildProgram, type ProgramResult } from '../program';
import { SANDBOX_PASSWORD } from '../sandbox/demo-persona';
import type { KioskReport } from './types';

const work = mkdtempSync(join(tmpdir(), 'portal-ui-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function portalCli(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdin: Readable.from([]),
    stdout: {
      write: (chunk: string) => {
        stdout += chunk;
        return true;
      },
      isTTY: false,
    },
    stderr: {
      write: (chunk: string) => {
        stderr += chunk;
        return true;
      },
      isTTY: false,
    },
    env: { PORTAL_CLI_CONFIG_DIR: join(work, 'config'), ...env },
  } as unknown as CliIo;
  const result: ProgramResult = { exitCode: 0 };
  await buildProgram(io, result).parseAsync(argv, { from: 'user' });
  return { code: result.exitCode, stdout, stderr };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

// The expected texts are read in the test process (the CLI loads its own).
beforeAll(async () => {
  await loadTexts('de');
});

describe('portal-cli ui: the kiosk check (issue 7)', () => {
  it('walks login, dashboard and country picker in German and UK English: a screenshot each, no axe finding, --json', async () => {
    const screenshots = join(work, 'shots');
    const run = await portalCli(['ui', '--locale', 'de-de,en-gb', '--screenshots', screenshots, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as KioskReport & { command: string; out: string };
    expect(report.command).toBe('ui');
    expect(report.ok).toBe(true);
    expect(report.environment).toBe('local');
    expect(report.results.map((result) => `${result.locale} ${result.step} ${result.status}`)).toEqual([
      'de-DE login passed',
      'de-DE dashboard passed',
      'de-DE country-picker passed',
      'en-GB login passed',
      'en-GB dashboard passed',
      'en-GB country-picker passed',
    ]);
    expect(report.results.find((result) => result.step === 'dashboard')?.detail).toBe('/de-de/dashboard/');
    for (const result of report.results) {
      expect(result.findings).toEqual([]);
      expect(readFileSync(result.screenshot!).subarray(0, 4)).toEqual(PNG);
    }
    expect(existsSync(join(screenshots, 'en-gb-1280-country-picker.png'))).toBe(true);
  }, 120_000);

  it('a refused login fails the dashboard page with the portal’s message and skips the rest: exit 1, junit', async () => {
    const junit = join(work, 'report.xml');
    const run = await portalCli(
      [
        'ui',
        '--locale',
        'de-de',
        '--width',
        '375',
        '--screenshots',
        join(work, 'locked'),
        '--email',
        'locked@sandbox.local',
        '--reporter',
        'junit',
        '--out',
        junit,
      ],
      { PORTAL_PASSWORD: SANDBOX_PASSWORD },
    );
    expect(run.code).toBe(1);
    const refused = loginErrorText('de-DE', 'AccountLocked');
    expect(run.stdout).toMatch(/✓ de-DE {2}login +375 px/);
    expect(run.stdout).toContain(`Login refused: ${refused}`);
    expect(run.stdout).toMatch(/- de-DE {2}country-picker +375 px .*skipped/);
    expect(run.stdout).toMatch(/✗ 1 of 3 pages failed/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('<testsuite name="de-DE" tests="3" failures="1" errors="0" skipped="1"');
    expect(xml).toContain('<failure type="LOGIN_REFUSED"');
    expect(xml).toContain('<testcase classname="portal-cli.ui.de-DE" name="country-picker 375px"');
  }, 120_000);
});
