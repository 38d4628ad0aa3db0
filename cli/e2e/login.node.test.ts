/**
 * The built CLI spawned against the real sandbox on 127.0.0.1 (design §7): login with the
 * demo persona and others, the one-time code, refused logins, and the session file's mode.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../core/i18n/import-texts';
import { loginErrorText } from '../../core/login';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { buildCliOnce } from '../test/build-once';
import { jsonOf, type RunOptions, runCli, sessionFileOf, tempConfigDir } from '../test/run-cli';

const PASSWORD = 'sandbox-password-1';
let sandbox: RunningSandbox;

beforeAll(async () => {
  [sandbox] = await Promise.all([
    startSandbox({
      port: 0,
      config: { captchaMaxNumber: 1000, captchaV2Cost: 20, captchaV2MaxCounter: 300 },
    }),
    buildCliOnce(),
  ]);
}, 120_000);
afterAll(() => sandbox?.close());

/** Each test its own config directory, so the tests run side by side (the spawns are the cost). */
const fresh = (): RunOptions => ({ configDir: tempConfigDir(), sandboxUrl: sandbox.url });

// The expected texts are read in the test process (the CLI loads its own).
beforeAll(async () => {
  await loadTexts('fr');
  await loadTexts('pl');
});

describe.concurrent('portal-cli login against the sandbox (§4 Login)', () => {
  it('logs in as the demo persona without --email and says so; reports customer, token, destination and header', async () => {
    const options = fresh();
    const run = await runCli(['login', '--locale', 'de-de'], options);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('demo persona demo@sandbox.local');
    expect(run.stdout).toContain('0047110001');
    expect(run.stdout).toContain('/de-de/dashboard/ (dashboard)');
    expect(run.stdout).toMatch(/Gesamtsaldo 12\.345,67\s€/);
    // The header line in the --locale language, as the portal's header says it.
    expect(run.stdout).toContain('2 ungelesene Nachrichten');
    expect(run.stdout).not.toContain('unread');
  });

  it('--json prints one document with the token timing and no token; the session file is 0600 (security.md 8)', async () => {
    const options = fresh();
    const run = await runCli(['login', '--locale', 'en-gb', '--json'], options);
    expect(run.code).toBe(0);
    const doc = jsonOf(run);
    expect(doc).toMatchObject({
      ok: true,
      customer: { customerNumber: '0047110001', fullName: 'Dr. Erika Mustermann' },
      destination: { path: '/en-gb/dashboard/', via: 'dashboard' },
      header: { unreadMessages: 2, unreadMessagesText: '2 unread messages', balances: { status: 'shown' } },
    });
    // Money as decimal strings in the major unit, with the currency (cli/README.md "Money in --json").
    expect((doc.header as { balances: unknown }).balances).toMatchObject({
      total: { value: '12345.67', currency: 'EUR' },
      available: { value: '12000.00', currency: 'EUR' },
    });
    const token = doc.token as { secondsLeft: number; expiresAt: string };
    expect(token.secondsLeft).toBeGreaterThan(250);
    expect(Date.parse(token.expiresAt)).toBeGreaterThan(Date.now());
    expect(run.stdout + run.stderr).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(statSync(sessionFileOf(options)).mode & 0o777).toBe(0o600);
    expect(statSync(join(options.configDir, 'sessions')).mode & 0o777).toBe(0o700);
  });

  it('§9 captchaV2: with the flag, the login solves a second-generation challenge (PBKDF2) and says so', async () => {
    const options = { ...fresh(), env: { PORTAL_FLAGS: '{"captchaV2":true}' } };
    const run = await runCli(['login', '--locale', 'de-de'], options);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Bot check\s+second generation \(captchaV2\), PBKDF2\/SHA-256 solved/);
    const doc = jsonOf(await runCli(['login', '--json'], options));
    expect(doc.botCheck).toEqual({ mode: 'proof-of-work', version: 2, algorithm: 'PBKDF2/SHA-256' });
    const first = jsonOf(await runCli(['login', '--json'], fresh()));
    expect(first.botCheck).toEqual({ mode: 'proof-of-work', version: 1, algorithm: 'SHA-256' });
  });

  it('prints the tokens only when asked with --show-tokens', async () => {
    const options = fresh();
    const doc = jsonOf(await runCli(['login', '--json', '--show-tokens'], options));
    expect((doc.tokens as { accessToken: string }).accessToken).toMatch(/^eyJ[\w-]+\.eyJ/);
  });

  it('applies the redirect rules: a product parameter goes to its page, an open-banking login carries the token redacted', async () => {
    const options = fresh();
    const product = jsonOf(await runCli(['login', '--json', '--product', 'dwm'], options));
    expect(product.destination).toMatchObject({ via: 'product' });
    const openBanking = jsonOf(await runCli(['login', '--json', '--open-banking', 'payout'], options));
    expect(openBanking.destination).toMatchObject({
      path: '/de-de/open-banking/payout/#access_token=[redacted]',
      via: 'openBanking',
    });
  });

  it('a wrong password exits 3 with the server error and keeps the session stored before (§8)', async () => {
    const options = fresh();
    expect((await runCli(['login'], options)).code).toBe(0);
    const run = await runCli(['login', '--email', 'demo@sandbox.local', '--json'], {
      ...options,
      env: { PORTAL_PASSWORD: 'wrong' },
    });
    expect(run.code).toBe(3);
    expect(jsonOf(run)).toMatchObject({
      ok: false,
      error: {
        code: 'LOGIN_REFUSED',
        details: { serverError: 'invalid_grant', portalError: 'InvalidGrant' },
      },
    });
    expect(run.stderr).toContain('The email address or password is wrong');
    expect((await runCli(['session', '--offline'], options)).code).toBe(0);
  });

  it('a refused login quotes the portal message in the --locale language, on stderr and in --json', async () => {
    const options = fresh();
    const env = { PORTAL_PASSWORD: 'wrong' };
    const french = loginErrorText('fr-FR', 'InvalidGrant');
    const human = await runCli(['login', '--locale', 'fr-fr', '--email', 'demo@sandbox.local'], {
      ...options,
      env,
    });
    expect(human.code).toBe(3);
    expect(human.stderr).toContain(`"${french}"`);
    const json = await runCli(['login', '--locale', 'pl-pl', '--email', 'demo@sandbox.local', '--json'], {
      ...options,
      env,
    });
    const polish = loginErrorText('pl-PL', 'InvalidGrant');
    expect(jsonOf(json)).toMatchObject({
      error: { code: 'LOGIN_REFUSED', details: { portalMessage: polish } },
    });
    expect((jsonOf(json).error as { message: string }).message).toContain(polish);
  });

  it('a locked account exits 3 naming account_locked', async () => {
    const options = fresh();
    const run = await runCli(['login', '--email', 'locked@sandbox.local', '--password-stdin'], {
      ...options,
      input: `${PASSWORD}\n`,
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('account_locked');
    expect(run.stderr).toContain('locked');
  });

  it('the one-time-code persona: --otp completes the 202 step, a wrong code exits 3, none without a terminal exits 2', async () => {
    const options = fresh();
    const env = { PORTAL_PASSWORD: PASSWORD };
    const ok = await runCli(
      ['login', '--email', 'otp@sandbox.local', '--otp', '123456', '--remember-device', '--json'],
      { ...options, env },
    );
    expect(ok.code).toBe(0);
    expect(jsonOf(ok)).toMatchObject({ ok: true, oneTimeCode: { asked: true, deviceTrustOffered: true } });
    expect(ok.stderr).toContain('one-time code (HTTP 202)');
    const wrong = await runCli(['login', '--email', 'otp@sandbox.local'], {
      ...options,
      env: { ...env, PORTAL_OTP: '000000' },
    });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('invalid_verification_code');
    const missing = await runCli(['login', '--email', 'otp@sandbox.local', '--json'], { ...options, env });
    expect(missing.code).toBe(2);
    expect(jsonOf(missing)).toMatchObject({ error: { code: 'ONE_TIME_CODE_MISSING' } });
  });

  it('never takes a password from argv; without one and without a terminal it exits 2 saying where to put it', async () => {
    const options = fresh();
    const run = await runCli(['login', '--email', 'demo@sandbox.local'], options);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--password-stdin');
    expect(run.stderr).toContain('PORTAL_PASSWORD');
  });
});

describe.concurrent('portal-cli session, session refresh and logout after login (§4, §7)', () => {
  it('reads the stored session, refreshes it, logs out, and then finds none', async () => {
    const options = fresh();
    expect((await runCli(['login', '--locale', 'fr-fr'], options)).code).toBe(0);
    const status = await runCli(['session', '--json'], options);
    expect(status.code).toBe(0);
    expect(jsonOf(status)).toMatchObject({
      ok: true,
      loggedIn: true,
      customerNumber: '0047110001',
      locale: 'fr-FR',
      token: { valid: true, timing: 'claims' },
      skewSeconds: 0,
      refresh: { due: false, extendable: true },
      server: { kind: 'accepted', status: 200 },
    });

    const refresh = await runCli(['session', 'refresh', '--json'], options);
    expect(refresh.code).toBe(0);
    expect(jsonOf(refresh)).toMatchObject({ ok: true, via: 'refreshed' });

    const logout = await runCli(['logout', '--json'], options);
    expect(logout.code).toBe(0);
    expect(jsonOf(logout)).toMatchObject({
      loggedOut: true,
      server: { ok: true },
      destination: '/fr-fr/login/?logout=user',
    });

    const after = await runCli(['session', '--json'], options);
    expect(after.code).toBe(3);
    expect(jsonOf(after)).toMatchObject({ ok: false, error: { code: 'NOT_LOGGED_IN' } });
    expect((await runCli(['logout'], options)).code).toBe(0);
  });

  it('a session the server ended (a reset sandbox) shows as refused, exit 3', async () => {
    // A sandbox of its own: the reset ends every session on it.
    const own = await startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } });
    const options = { ...fresh(), sandboxUrl: own.url };
    expect((await runCli(['login'], options)).code).toBe(0);
    own.sandbox.reset();
    const run = await runCli(['session', '--json'], options);
    expect(run.code).toBe(3);
    expect(jsonOf(run)).toMatchObject({ ok: false, server: { kind: 'refused' } });
    const refresh = await runCli(['session', 'refresh'], options);
    expect(refresh.code).toBe(3);
    expect(refresh.stderr).toContain('refused');
    await own.close();
  });
});
