/**
 * `portal-cli ui`, the kiosk check, through the command line as registered: real Chromium against
 * the built portal and a sandbox on loopback. In German it walks the login page, the overview, the
 * country picker, the menu, a page that does not exist and the outage at 375 and 1280 px, writes a
 * PNG per page and finds each the same as its committed baseline; a page that differs from its
 * baseline fails with its changed pixels and a diff image; a refused login fails its page and skips
 * the rest, exit 1; reports like `check` (--json, junit).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PNG as PNGImage } from 'pngjs';
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

describe('portal-cli ui: the kiosk check', () => {
  it('walks the six pages of de-DE at 375 and 1280 px: a screenshot each, no axe finding, each the same as its committed baseline, --json', async () => {
    const screenshots = join(work, 'shots');
    const run = await portalCli(['ui', '--locale', 'de-de', '--screenshots', screenshots, '--json']);
    expect(run.code, run.stdout).toBe(0);
    const report = JSON.parse(run.stdout) as KioskReport & { command: string; ok: boolean };
    expect(report.command).toBe('ui');
    expect(report.ok).toBe(true);
    expect(report.environment).toBe('local');
    expect(report.results.map((result) => `${result.step} ${result.width} ${result.status}`)).toEqual(
      ['login', 'dashboard', 'country-picker', 'menu', 'not-found', 'outage'].flatMap((step) => [
        `${step} 375 passed`,
        `${step} 1280 passed`,
      ]),
    );
    const details = report.results.map((result) => result.detail);
    expect(details).toContain('/de-de/dashboard/');
    expect(details).toContain('dialog open');
    expect(details).toContain('mobile menu open');
    expect(details).toContain('outage banner shown');
    for (const result of report.results) {
      expect(result.findings).toEqual([]);
      expect(result.visual).toMatchObject({ outcome: 'same', changedPixels: 0 });
      expect(readFileSync(result.screenshot!).subarray(0, 4)).toEqual(PNG);
    }
    expect(report.summary.changed).toBe(0);
    expect(existsSync(join(screenshots, 'de-de-375-outage.png'))).toBe(true);
  }, 240_000);

  it('--update-baseline writes the baselines; a page that then looks different fails with its changed pixels and a diff', async () => {
    const baselines = join(work, 'baselines');
    const args = ['ui', '--locale', 'en-gb', '--width', '1280', '--page', 'login', '--baseline', baselines];
    const written = await portalCli([...args, '--screenshots', join(work, 'first'), '--update-baseline']);
    expect(written.code, written.stdout).toBe(0);
    expect(written.stdout).toContain('baseline written');
    const baseline = join(baselines, 'en-gb-1280-login.png');
    // The baseline as it would be had the page a black box in its top left corner.
    const png = PNGImage.sync.read(readFileSync(baseline));
    for (let y = 0; y < 10; y++) png.data.fill(0, y * png.width * 4, (y * png.width + 10) * 4);
    writeFileSync(baseline, PNGImage.sync.write(png));

    const compared = await portalCli([...args, '--screenshots', join(work, 'second'), '--json']);
    expect(compared.code).toBe(1);
    const report = JSON.parse(compared.stdout) as KioskReport;
    const [login] = report.results;
    expect(login?.error?.code).toBe('VISUAL_CHANGED');
    expect(login?.visual).toMatchObject({ outcome: 'changed', changedPixels: 100 });
    expect(existsSync(join(work, 'second', 'en-gb-1280-login.diff.png'))).toBe(true);
    expect(report.summary.changed).toBe(1);
  }, 240_000);

  it('a refused login fails the overview with the portal’s message and skips the rest: exit 1, junit', async () => {
    const junit = join(work, 'report.xml');
    const run = await portalCli(
      [
        'ui',
        '--locale',
        'de-de',
        '--width',
        '375',
        '--page',
        'login,dashboard,country-picker',
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

  it('an unknown --page is a usage error that names the pages', async () => {
    const run = await portalCli(['ui', '--page', 'login,settings']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"settings" is not a page of the kiosk check');
    expect(run.stderr).toContain('login, dashboard, country-picker, menu, not-found, outage');
  });
});
