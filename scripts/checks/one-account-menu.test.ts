/**
 * Decision 140: the terminal and the browser build the same account menu for the same
 * customer (a repo check, because it drives portal-cli and reads the web's configuration). The built portal-cli logs the partner persona in and prints `menu --private --json`;
 * beside it the browser's path runs against the same sandbox: core/portal's assembly (as
 * web/app/portal.ts wires it) logs the same persona in, its customer-data store loads, and the
 * header is built as web/shell/frame/ShellFrame.tsx builds it (`headerInputOf` of the snapshot).
 * Before, the CLI mapped the customer on its own: names without the main person, no partner logo
 * (so a partner customer got the main navigation the browser hides), other account identifiers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCliOnce } from '../../cli/test/build-once';
import { jsonOf, runCli, tempConfigDir } from '../../cli/test/run-cli';
import { buildHeader } from '../../core/header';
import { loadTexts } from '../../core/i18n/import-texts';
import { headerInputOf } from '../../core/portal';
import { dashboardPath } from '../../core/routes';
import { type RunningSandbox, startSandbox } from '../../fixtures';
import { createPortalClient } from '../../fixtures/integration/portal-client';
import { resolvePortalConfig } from '../../web/config/check-portal-config';
import webConfigFile from '../../web/config/portal.config.json';

const PERSONA = 'partner@sandbox.local';
const PASSWORD = 'sandbox-password-1';

let sandbox: RunningSandbox;
beforeAll(async () => {
  [sandbox] = await Promise.all([
    startSandbox({ port: 0, config: { captchaMaxNumber: 1000 } }),
    buildCliOnce(),
    loadTexts('de'),
  ]);
}, 120_000);
afterAll(() => sandbox?.close());

/** The browser's header for the persona: the web's configuration and flags, core/portal's stores. */
async function browserHeader() {
  const web = resolvePortalConfig(webConfigFile, {}, 'http://127.0.0.1:5173');
  const client = createPortalClient(sandbox.url, web.flags);
  try {
    const login = await client.login.submit({ email: PERSONA, password: PASSWORD });
    expect(login.status).toBe('loggedIn');
    await client.login.customerData();
    await client.customerData.load();
    return buildHeader({
      pathname: dashboardPath('de-DE'),
      authenticated: true,
      flags: web.flags,
      config: web.header,
      designVersion: 'v2',
      ...headerInputOf(client.customerData.getSnapshot()),
    });
  } finally {
    client.dispose();
  }
}

describe('one account menu in portal-cli and the browser', { timeout: 60_000 }, () => {
  it('the partner persona: the same account menu, customer facts and navigation', async () => {
    const options = { configDir: tempConfigDir(), sandboxUrl: sandbox.url };
    const login = await runCli(['login', '--email', PERSONA], {
      ...options,
      env: { PORTAL_PASSWORD: PASSWORD },
    });
    expect(login.code).toBe(0);
    const cli = jsonOf(await runCli(['menu', '--private', '--locale', 'de-de', '--json'], options));
    const browser = await browserHeader();
    expect(cli.account).toEqual(JSON.parse(JSON.stringify(browser.account)));
    expect(cli.navigation).toEqual(JSON.parse(JSON.stringify(browser.navigation)));
    // The partner's logo hides the main navigation (§2.5) in both.
    expect(browser.navigation).toEqual([]);
    expect(cli.mode).toBe(browser.mode);
  });
});
