/**
 * Spec rows as portal-cli shows them, the built CLI
 * against the sandbox: the pending-activation customer's balance strip (§4), the minor account
 * switch (§6), the distributor whose finance knowledge is hidden (§6), the theme rule and v1 locally
 * (§1, §9), and a remote environment that says what it lacks before it tries (§7).
 */
import { describe, expect, it } from 'vitest';
import { jsonOf, type RunOptions, runCli, tempConfigDir } from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';

const sandbox = sandboxPerFile();

const fresh = (env: RunOptions['env'] = {}): RunOptions => ({
  configDir: tempConfigDir(),
  sandboxUrl: sandbox().url,
  env: { PORTAL_PASSWORD: 'sandbox-password-1', ...env },
});

describe.concurrent('spec rows in portal-cli', () => {
  it('§4 pending activation: login shows the strip with a total of zero and the current value as available', async () => {
    const run = await runCli(['login', '--email', 'pending@sandbox.local', '--locale', 'de-de'], fresh());
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Header\s+Sophie Hoffmann · Gesamtsaldo 0,00\s€, Verfügbarer Saldo 500,00\s€/);
  });

  it('§6 minor account switch: the family persona’s login names the minors it may switch to', async () => {
    const run = await runCli(['login', '--email', 'family@sandbox.local', '--json'], fresh());
    expect(jsonOf(run).switchableAccounts).toEqual([
      { customerId: '0047110014', name: 'Lena Fischer' },
      { customerId: '0047110015', name: 'Paul Fischer' },
    ]);
    const demo = await runCli(['login', '--json'], fresh());
    expect(jsonOf(demo).switchableAccounts).toEqual([]);
  });

  it('§6 distributor rule: Harbour Bank’s customers have no finance knowledge menu, others do', async () => {
    const groups = async (customer: string) => {
      const run = await runCli(
        ['menu', '--private', '--customer', customer, '--locale', 'en-ie', '--json'],
        fresh(),
      );
      return (jsonOf(run).navigation as Array<{ id: string }>).map((group) => group.id);
    };
    expect(await groups('distributor=DIST-HARBOUR')).not.toContain('financeKnowledge');
    expect(await groups('distributor=DIST-DIRECT')).toContain('financeKnowledge');
  });

  it('§1 §9 markets: v2 is forced locally; with b2cThemeChoiceLocally a visitor who has not chosen sees v1', async () => {
    const forced = jsonOf(await runCli(['markets', '--locale', 'en-gb', '--json'], fresh()));
    expect(forced).toMatchObject({ version: 'v2', theme: { forcedBy: 'environment' } });
    const chosen = fresh({ PORTAL_FLAGS: '{"b2cThemeChoiceLocally":true}' });
    const v1 = await runCli(['markets', '--locale', 'en-gb'], chosen);
    expect(v1.stdout).toMatch(/\(v1, not chosen; en-GB, local\): 11 markets/);
    const german = jsonOf(await runCli(['markets', '--locale', 'de-de', '--json'], chosen));
    expect(german).toMatchObject({ version: 'v2', theme: { forcedBy: 'locale' } });
  });

  it('§7 check --env staging says which hosts and token are missing before it tries; login needs the auth host', async () => {
    const options = { configDir: tempConfigDir(), env: { PORTAL_PASSWORD: 'secret' } };
    const check = await runCli(
      ['check', '--env', 'staging', '--email', 'qa@bank.example', '--json'],
      options,
    );
    expect(check.code).toBe(2);
    expect(jsonOf(check)).toMatchObject({
      ok: false,
      error: {
        code: 'CONFIG_INVALID',
        details: { missing: ['authHost', 'portalOrigin', 'apiOrigin', 'captchaToken'] },
      },
    });
    const partly = await runCli(['check', '--env', 'staging', '--email', 'qa@bank.example'], {
      ...options,
      env: {
        ...options.env,
        PORTAL_CAPTCHA_TOKEN: 'test-key',
        PORTAL_SERVICES: JSON.stringify({ identity: 'https://login.stg.bank.example' }),
      },
    });
    expect(partly.code).toBe(2);
    expect(partly.stderr).toContain('hosts.portalOrigin');
    expect(partly.stderr).toContain('hosts.apiOrigin');
    expect(partly.stderr).not.toContain('hosts.authHost');
    expect(partly.stderr).not.toContain('PORTAL_CAPTCHA_TOKEN');
    const login = await runCli(['login', '--env', 'staging', '--email', 'qa@bank.example'], options);
    expect(login.code).toBe(2);
    expect(login.stderr).toContain('hosts.authHost');
  });
});
