/**
 * §2.3 the legacy fallbacks in real Chromium, built with the new dashboard and the new deposits page
 * switched off (b2cUseNewDashboard, dbtShowNewMyDepositsPage; support/built-flags.ts): the demo
 * persona's logo and "My savings" links point at the legacy pages under /savingglobal/#/MyInvestments.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { DESKTOP, setupBrowserTests } from './support/browser';
import { withBuiltFlags } from './support/built-flags';
import { login } from './support/portal';

const env = setupBrowserTests();

beforeAll(() => {
  withBuiltFlags(env.harness(), { b2cUseNewDashboard: false, dbtShowNewMyDepositsPage: false });
});

describe('§2.3 legacy dashboard links on /de-de/dashboard/ (demo persona, new dashboard and deposits flags off)', () => {
  it('the logo and the deposit links go to the legacy pages', async () => {
    const page = await env.openPage(DESKTOP);
    await login(page, env.harness(), { prefix: 'de-de' });
    const button = await page.waitForSelector(
      `header [data-row="navigation"] nav button::-p-text(${createTranslator('de-DE').t('navMenus:mySavings')})`,
    );
    await button!.click();
    const hrefs = await page.$$eval('header [data-row="navigation"] nav a[href]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/savingglobal/#/MyInvestments',
        '/savingglobal/#/MyInvestments/TermDeposit',
        '/savingglobal/#/MyInvestments/Overnight',
      ]),
    );
    expect(hrefs.filter((href) => href?.includes('/dashboard/'))).toEqual([]);
    expect(await page.$eval('header a:has(img)', (link) => link.getAttribute('href'))).toBe(
      '/savingglobal/#/MyInvestments',
    );
  });
});
