/**
 * `check`, `markets` and `menu` of the built CLI against the real sandbox: a passing and
 * a failing check suite with each reporter, the country picker and its link check, the menus.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../core/i18n/import-texts';
import { loginErrorText } from '../../core/login';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { buildCliOnce } from '../test/build-once';
import { jsonOf, type RunOptions, runCli, tempConfigDir } from '../test/run-cli';

let sandbox: RunningSandbox;
let site: Server;
let siteUrl: string;
const sitePaths: string[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    sitePaths.push(request.url ?? '');
    // A stub marketing site: every market page answers, except the Polish one.
    response
      .writeHead(request.url === '/pl-pl/' ? 503 : 200, { 'content-type': 'text/html' })
      .end('<!doctype html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  [sandbox] = await Promise.all([
    startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } }),
    buildCliOnce(),
  ]);
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  site?.close();
});

const options = (): RunOptions => ({ configDir: tempConfigDir(), sandboxUrl: sandbox.url });

/** A sandbox of the test's own, for tests that inject faults or count sessions. */
async function ownSandbox<T>(run: (own: RunningSandbox, options: RunOptions) => Promise<T>): Promise<T> {
  const own = await startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } });
  try {
    return await run(own, { configDir: tempConfigDir(), sandboxUrl: own.url });
  } finally {
    await own.close();
  }
}

// The expected texts are read in the test process (the CLI loads its own).
beforeAll(async () => {
  await loadTexts('nl');
});

describe.concurrent('portal-cli check', () => {
  it('runs the suite per locale in parallel and reports one JSON document with every check passed', () =>
    ownSandbox(async (own, opts) => {
      const run = await runCli(['check', '--locale', 'de-de,en-gb', '--json'], opts);
      expect(run.code).toBe(0);
      const doc = jsonOf(run) as unknown as {
        ok: boolean;
        summary: object;
        suites: Array<{ locale: string; checks: Array<{ name: string; status: string }> }>;
      };
      expect(doc.ok).toBe(true);
      expect(doc.summary).toEqual({ passed: 12, failed: 0, skipped: 0 });
      expect(doc.suites.map((suite) => suite.locale).sort()).toEqual(['de-DE', 'en-GB']);
      expect(doc.suites[0]?.checks.map((check) => check.name)).toEqual([
        'login',
        'session-probe',
        'refresh',
        'markets',
        'menu',
        'logout',
      ]);
      // One line per finished check went to stderr while the document waited for the end.
      expect(run.stderr.match(/^✓ (de-DE|en-GB)/gm)).toHaveLength(12);
      // Every suite logged out behind itself.
      const sessions = own.state.sessions;
      expect(sessions.list().map((session) => sessions.status(session))).toEqual(['logout', 'logout']);
    }));

  it('a failing check exits 1, names the check, retries as asked, and writes JUnit XML with --out', () =>
    ownSandbox(async (own, opts) => {
      own.state.faults.add({ endpoint: 'sessionProbe', status: 503 });
      const out = join(opts.configDir, 'report.xml');
      const run = await runCli(
        ['check', '--locale', 'de-de', '--retries', '1', '--reporter', 'junit', '--out', out],
        opts,
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/✗ \d+ of 6 checks failed .*de-DE session-probe/);
      expect(run.stdout).toMatch(
        /✗ de-DE\s+session-probe.*no verdict: HTTP 503 \(temporarily_unavailable\).* after 2 attempts/,
      );
      const xml = readFileSync(out, 'utf8');
      expect(xml).toContain('<testsuite name="de-DE" tests="6"');
      expect(xml).toMatch(
        /<testcase classname="portal-cli\.check\.de-DE" name="session-probe"[^>]*>\s*<failure type="SESSION_PROBE_NO_VERDICT"/,
      );
      expect(xml).toMatch(/name="login"[^>]*>\s*<system-out>customer 0047110001/);
    }));

  it('a refused login fails the login and skips what needs a session', async () => {
    const run = await runCli(['check', '--locale', 'nl-nl', '--email', 'locked@sandbox.local', '--json'], {
      ...options(),
      env: { PORTAL_PASSWORD: 'sandbox-password-1' },
    });
    expect(run.code).toBe(1);
    const doc = jsonOf(run) as unknown as {
      suites: Array<{ checks: Array<{ name: string; status: string; error?: { code: string } }> }>;
    };
    const checks = doc.suites[0]!.checks;
    expect(checks.find((check) => check.name === 'login')).toMatchObject({
      status: 'failed',
      // The portal's message in the suite's language; locally AccountLocked shows as itself
      // (core/config's local preset switches b2cShowBlockedUsersMessage on, as in the browser).
      error: {
        code: 'LOGIN_REFUSED',
        message: expect.stringContaining(loginErrorText('nl-NL', 'AccountLocked')),
      },
    });
    expect(checks.filter((check) => check.status === 'skipped').map((check) => check.name)).toEqual([
      'session-probe',
      'refresh',
      'menu',
      'logout',
    ]);
    expect(checks.find((check) => check.name === 'markets')?.status).toBe('passed');
  });
});

describe.concurrent('portal-cli markets (§2.6)', () => {
  it('prints the country picker as core builds it, in the viewer language, with the current market', async () => {
    const run = await runCli(['markets', '--locale', 'fr-fr', '--version', 'v1', '--json'], options());
    expect(run.code).toBe(0);
    const doc = jsonOf(run) as unknown as { current: string; markets: Array<{ key: string; label: string }> };
    expect(doc.current).toBe('fr');
    expect(doc.markets.find((market) => market.key === 'de')?.label).toBe('Allemagne');
    expect(doc.markets.at(-1)?.key).toBe('eu');
    expect(run.stderr).toBe('');
  });

  it('--check passes out of the box: it serves the built web portal and checks every link on it', async () => {
    const run = await runCli(['markets', '--check', '--json'], { ...options(), timeoutMs: 600_000 });
    expect(run.code, run.stderr).toBe(0);
    const doc = jsonOf(run) as unknown as {
      failed: string[];
      markets: Array<{ key: string; link: string; check: { status: number } }>;
    };
    expect(doc.failed).toEqual([]);
    expect(doc.markets).toHaveLength(13);
    const site = /served at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stderr)?.[1];
    expect(site).toBeDefined();
    for (const market of doc.markets) {
      expect(market.link.startsWith(`${site}/`)).toBe(true);
      expect(market.check.status).toBe(200);
    }
  }, 660_000);

  it('--check requests every link and exits 1 naming the market whose page fails', async () => {
    const opts = options();
    const config = join(opts.configDir, 'config.json');
    writeFileSync(
      config,
      JSON.stringify({
        environments: { local: { marketDomains: { shared: siteUrl, nl: siteUrl, gb: siteUrl } } },
      }),
    );
    const run = await runCli(['markets', '--check', '--json'], opts);
    expect(run.code).toBe(1);
    const doc = jsonOf(run) as unknown as {
      failed: string[];
      markets: Array<{ key: string; check: { status: number } }>;
    };
    expect(doc.failed).toEqual(['pl']);
    expect(doc.markets.find((market) => market.key === 'de')?.check.status).toBe(200);
    expect(sitePaths).toContain('/de-at/');
    const unflagged = await runCli(['markets', '--check'], {
      ...opts,
      env: { PORTAL_FLAGS: '{"newMarketLocales":{"pl-pl":"off"}}' },
    });
    expect(unflagged.code).toBe(0);
    expect(unflagged.stdout).toContain('All 12 market links answered.');
  });
});

describe.concurrent('portal-cli menu (§2.3–§2.5, §6)', () => {
  it('builds the public navigation, and a pending-activation customer’s reduced account menu from --customer', async () => {
    const open = jsonOf(await runCli(['menu', '--locale', 'fi-fi', '--json'], options()));
    expect((open.navigation as Array<{ id: string }>).map((item) => item.id)).toEqual([
      'offers',
      'financeKnowledge',
      'information',
      'help',
      'about',
    ]);
    const pending = jsonOf(
      await runCli(['menu', '--locale', 'nl-nl', '--private', '--customer', 'pending', '--json'], options()),
    );
    const account = pending.account as { subMenus: { main: Array<{ id: string }> } };
    expect(account.subMenus.main.map((item) => item.id)).toEqual([
      'account.messages',
      'account.documents',
      'account.userAccount',
    ]);
    const bad = await runCli(['menu', '--private', '--customer', 'vip'], options());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"vip" is not a customer fact');
  });

  it('--private without --customer reads the logged-in customer; without a session it exits 3', async () => {
    const opts = options();
    expect((await runCli(['menu', '--private'], opts)).code).toBe(3);
    expect(
      (
        await runCli(['login', '--email', 'company@sandbox.local'], {
          ...opts,
          env: { PORTAL_PASSWORD: 'sandbox-password-1' },
        })
      ).code,
    ).toBe(0);
    const doc = jsonOf(await runCli(['menu', '--private', '--locale', 'de-de', '--json'], opts));
    expect(doc.source).toMatch(/^session, customer/);
    expect(JSON.stringify(doc.navigation)).toContain('business');
  });
});
