import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../errors';
import { DEFAULT_SANDBOX_ORIGIN, resolveEnvironment } from './environment';
import { configDir, configFilePath, sessionFilePath } from './paths';

function withConfig(content: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cli-config-'));
  writeFileSync(join(dir, 'config.json'), typeof content === 'string' ? content : JSON.stringify(content));
  return { PORTAL_CLI_CONFIG_DIR: dir };
}
const empty = () => ({ PORTAL_CLI_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'portal-cli-config-')) });

async function errorOf(run: () => Promise<unknown>): Promise<CliError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('environments and regions: config file plus environment variables, local built in', () => {
  it('with nothing configured is the embedded sandbox on 127.0.0.1:4010, with the session timer on (§4)', async () => {
    const resolved = await resolveEnvironment({}, empty());
    expect(resolved).toMatchObject({
      name: 'local',
      region: 'DEU',
      embedded: true,
      captcha: { mode: 'proof-of-work' },
    });
    expect(resolved.config.services.customer).toBe(`${DEFAULT_SANDBOX_ORIGIN}/api/customer`);
    expect(resolved.flags.b2cEnableSessionTimerLocally).toBe(true);
    expect(resolved.configFile).toBeUndefined();
  });

  it('layers the file’s environment, its region and the variables, variables last', async () => {
    const env = {
      ...withConfig({
        flags: { b2cShowBlockedUsersMessage: true },
        environments: {
          staging: {
            clientId: 'qa-cli',
            captcha: { token: 'from-file' },
            services: { customer: 'https://api.stg.example/customer' },
            regions: { GBR: { services: { identity: 'https://login.stg.example.co.uk' } } },
          },
        },
      }),
      PORTAL_ENV: 'staging',
      PORTAL_REGION: 'gbr',
      PORTAL_CAPTCHA_TOKEN: 'from-env',
      PORTAL_FLAGS: '{"b2cShowSystemErrorMessage":true}',
    };
    const resolved = await resolveEnvironment({}, env);
    expect(resolved).toMatchObject({
      name: 'staging',
      region: 'GBR',
      embedded: false,
      captcha: { mode: 'token', token: 'from-env' },
    });
    expect(resolved.config.clientId).toBe('qa-cli');
    expect(resolved.config.services.identity).toBe('https://login.stg.example.co.uk');
    expect(resolved.config.services.customer).toBe('https://api.stg.example/customer');
    expect(resolved.flags).toMatchObject({
      b2cShowBlockedUsersMessage: true,
      b2cShowSystemErrorMessage: true,
      b2cEnableSessionTimerLocally: false,
    });
    expect(
      (
        await resolveEnvironment(
          { env: 'staging', region: 'DEU' },
          { ...env, PORTAL_CAPTCHA_TOKEN: undefined },
        )
      ).captcha,
    ).toEqual({ mode: 'token', token: 'from-file' });
  });

  it('the embedded sandbox may start only where no sandbox URL was given', async () => {
    const sourceOf = async (env: Record<string, string>) =>
      (await resolveEnvironment({}, { ...empty(), ...env })).sandboxSource;
    expect(await sourceOf({})).toBe('default');
    expect(await sourceOf({ PORTAL_SANDBOX_URL: 'http://127.0.0.1:4010' })).toBe('PORTAL_SANDBOX_URL');
    expect(await sourceOf({ PORTAL_SERVICES: '{"identity":"http://127.0.0.1:4999"}' })).toBe(
      'PORTAL_SERVICES',
    );
    expect(await sourceOf({ PORTAL_SERVICES: '{"cms":"http://127.0.0.1:4999/api/cms"}' })).toBe('default');
    expect(
      (
        await resolveEnvironment(
          {},
          withConfig({ environments: { local: { origin: 'http://127.0.0.1:4999' } } }),
        )
      ).sandboxSource,
    ).toBe('the configuration file');
    expect((await resolveEnvironment({ env: 'staging' }, empty())).sandboxSource).toBeUndefined();
  });

  it('a remote environment without a token knows it has none; PORTAL_SANDBOX_URL moves the local one', async () => {
    expect((await resolveEnvironment({ env: 'production' }, empty())).captcha).toEqual({ mode: 'token' });
    const local = await resolveEnvironment({}, { ...empty(), PORTAL_SANDBOX_URL: 'http://127.0.0.1:4999' });
    expect(local.config.services.portal).toBe('http://127.0.0.1:4999');
    expect((await local.marketDomains()).shared).toBe('http://127.0.0.1:4999');
  });

  it.each(['development', 'staging', 'onboarding', 'production'])(
    '%s: the Netherlands and the United Kingdom have their own domains by default (§2.6); the file may move them',
    async (name) => {
      const domains = await (await resolveEnvironment({ env: name }, empty())).marketDomains();
      expect(new URL(domains.nl).hostname).toMatch(/\.nl$/);
      expect(new URL(domains.gb).hostname).toMatch(/\.co\.uk$/);
      expect(domains.shared).not.toBe(domains.nl);
      const moved = await (
        await resolveEnvironment(
          { env: name },
          withConfig({ environments: { [name]: { marketDomains: { nl: 'https://www.bank.example.nl' } } } }),
        )
      ).marketDomains();
      expect(moved.nl).toBe('https://www.bank.example.nl');
      expect(moved.gb).toBe(domains.gb);
    },
  );

  it('names the bad key of the file, the variable, or the option (a usage error, exit 2)', async () => {
    const https = await errorOf(() =>
      resolveEnvironment(
        { env: 'staging' },
        withConfig({ environments: { staging: { services: { cms: 'http://cms' } } } }),
      ),
    );
    expect(https.exitCode).toBe(2);
    expect(https.message).toContain('services.cms: must use https');
    expect(https.message).toContain('environments.staging');
    expect(
      (await errorOf(() => resolveEnvironment({}, withConfig({ environments: { local: { colour: 'x' } } }))))
        .message,
    ).toContain('environments.local.colour: unknown key');
    expect(
      (
        await errorOf(() =>
          resolveEnvironment({}, { ...empty(), PORTAL_FLAGS: '{"b2cUseNewDashbord":true}' }),
        )
      ).message,
    ).toContain('b2cUseNewDashbord');
    expect(
      (await errorOf(() => resolveEnvironment({}, { ...empty(), PORTAL_SERVICES: '[1]' }))).message,
    ).toContain('PORTAL_SERVICES must be a JSON object');
    expect((await errorOf(() => resolveEnvironment({ env: 'qa' }, empty()))).hint).toContain(
      'local, development, staging, onboarding, production',
    );
    expect((await errorOf(() => resolveEnvironment({}, withConfig('{ "flags": ')))).message).toContain(
      'is not valid JSON',
    );
    expect(
      (await errorOf(() => resolveEnvironment({ config: '/nonexistent/portal.json' }, empty()))).message,
    ).toContain('does not exist');
  });

  it('reads the header configuration only when a command asks for it, and validates it then', async () => {
    const resolved = await resolveEnvironment({}, withConfig({ header: { brandName: '' } }));
    await expect(resolved.headerConfig()).rejects.toThrow(/brandName/);
  });

  it('validates the market domains when a command asks for them (design §8: only markets and check load core/markets)', async () => {
    const resolved = await resolveEnvironment(
      {},
      withConfig({ environments: { local: { marketDomains: { nl: 'http://www.example-bank.nl' } } } }),
    );
    const error = await resolved.marketDomains().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(2);
    expect((error as CliError).message).toContain('nl: not an https origin');
    expect((error as CliError).message).toContain('environments.local.marketDomains');
  });
});

describe('where files live (XDG base directories)', () => {
  it('honours PORTAL_CLI_CONFIG_DIR, then an absolute XDG_CONFIG_HOME, then ~/.config', () => {
    const home = () => '/home/qa';
    expect(configDir({ PORTAL_CLI_CONFIG_DIR: '/tmp/x' }, home)).toBe('/tmp/x');
    expect(configDir({ XDG_CONFIG_HOME: '/etc/xdg-qa' }, home)).toBe('/etc/xdg-qa/portal-cli');
    expect(configDir({ XDG_CONFIG_HOME: 'relative' }, home)).toBe('/home/qa/.config/portal-cli');
    expect(configDir({}, home)).toBe('/home/qa/.config/portal-cli');
    expect(
      sessionFilePath({ PORTAL_CLI_CONFIG_DIR: '/c' }, 'staging', 'GBR', 'https://login.stg.example.co.uk'),
    ).toBe('/c/sessions/staging-gbr-login.stg.example.co.uk.json');
  });

  it('keys session files by the identity provider too: two sandboxes keep two sessions', () => {
    const file = (origin: string) => sessionFilePath({ PORTAL_CLI_CONFIG_DIR: '/c' }, 'local', 'DEU', origin);
    expect(file('http://127.0.0.1:4010')).toBe('/c/sessions/local-deu-127.0.0.1-4010.json');
    expect(file('http://127.0.0.1:4011')).toBe('/c/sessions/local-deu-127.0.0.1-4011.json');
    expect(file('http://[::1]:4010')).toBe('/c/sessions/local-deu-___1_-4010.json');
    expect(configFilePath({ PORTAL_CLI_CONFIG: '/etc/portal.json' }, undefined)).toEqual({
      path: '/etc/portal.json',
      explicit: true,
    });
  });
});
