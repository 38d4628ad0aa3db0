/**
 * "local" used to be two configurations, and a wrong password showed InvalidGrant in the browser
 * and GeneralError in portal-cli. Both drivers now start from core/config's local preset; this
 * resolves each driver's local configuration exactly as it does at start-up (the web's build-time
 * check of portal.config.json, portal-cli's environment resolution with no configuration file) and
 * holds them to the same flags, the same sandbox and the same login messages.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ResolvedEnvironment, resolveEnvironment } from '../../cli/config/environment';
import { LOCAL_PRESET_FLAGS } from '../../core/config';
import { parseFlags } from '../../core/config/schemas';
import { loadTexts } from '../../core/i18n/import-texts';
import { SUPPORTED_LOCALES } from '../../core/locale';
import { loginErrorCode, loginErrorText } from '../../core/login';
import { resolvePortalConfig } from '../../web/config/check-portal-config';
import file from '../../web/config/portal.config.json';

const web = () => resolvePortalConfig(file, {}, 'http://127.0.0.1:5173');
let cli: ResolvedEnvironment;

beforeAll(async () => {
  cli = await resolveEnvironment({}, { PORTAL_CLI_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'local-preset-')) });
  await Promise.all(SUPPORTED_LOCALES.map((locale) => loadTexts(locale, ['errors'])));
});

describe('one local preset for the web portal and portal-cli', () => {
  it('both run the local environment against the same sandbox with the same flags', () => {
    const [browser, terminal] = [web(), cli];
    expect(terminal.name).toBe('local');
    expect(browser.environment).toEqual(terminal.config);
    expect(browser.flags).toEqual(terminal.flags);
    // Every flag of the preset arrives in both, as the preset says.
    expect(browser.flags).toMatchObject(parseFlags(LOCAL_PRESET_FLAGS));
  });

  it('a wrong password (invalid_grant) shows the same message in both, in every text language (§8)', () => {
    const refused = { status: 401, error: 'invalid_grant' };
    const [browser, terminal] = [loginErrorCode(refused, web().flags), loginErrorCode(refused, cli.flags)];
    expect(browser).toBe('InvalidGrant');
    expect(terminal).toBe(browser);
    for (const locale of SUPPORTED_LOCALES)
      expect(loginErrorText(locale, terminal)).toBe(loginErrorText(locale, browser));
  });

  it('a locked account and a server failure also read the same in both (§8)', () => {
    for (const answer of [
      { status: 401, error: 'account_locked' },
      { status: 503, error: 'temporarily_unavailable' },
    ])
      expect(loginErrorCode(answer, cli.flags)).toBe(loginErrorCode(answer, web().flags));
    expect(loginErrorCode({ status: 401, error: 'account_locked' }, cli.flags)).toBe('AccountLocked');
  });

  it('each driver can still change a flag for itself (VITE_PORTAL_FLAGS, PORTAL_FLAGS)', async () => {
    const quiet = '{"b2cShowBlockedUsersMessage":false}';
    expect(
      resolvePortalConfig(file, { VITE_PORTAL_FLAGS: quiet }, 'http://127.0.0.1:5173').flags,
    ).toMatchObject({
      b2cShowBlockedUsersMessage: false,
    });
    const dir = mkdtempSync(join(tmpdir(), 'local-preset-'));
    expect(
      (await resolveEnvironment({}, { PORTAL_CLI_CONFIG_DIR: dir, PORTAL_FLAGS: quiet })).flags,
    ).toMatchObject({
      b2cShowBlockedUsersMessage: false,
    });
  });
});
