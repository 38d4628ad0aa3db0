/**
 * accessibility.md 13: axe-core (WCAG 2.0/2.1/2.2 A and AA, best practices) reports nothing on every
 * page and in every state (errors shown, menus, pickers and dialogs open) at 375 px and 1280 px.
 * Pages are reached the way the portal reaches them (client-side navigation) and each state is
 * checked at both widths by resizing the window, so one login covers the private pages; all findings
 * are collected and reported together, per scenario.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { axeFindings, describeFindings } from '../../scripts/browser/axe';
import { DESKTOP, MOBILE, setupBrowserTests, setViewport, type Viewport } from './support/browser';
import {
  fillField,
  navigateInApp,
  networkQuiet,
  open,
  PERSONA,
  submitLogin,
  waitForPath,
} from './support/portal';
import { waitForDialog } from './support/session';

const env = setupBrowserTests({ sandbox: { config: { accessTokenLifeSeconds: 600 } } });

const PRIVATE_PAGES = [
  '/de-de/dashboard/savings/term/',
  '/de-de/dashboard/savings/overnight/',
  '/de-de/investments/wealth-management/dashboard',
  '/de-de/postbox/messages',
  '/de-de/documents',
  '/de-de/payment-methods',
  '/de-de/account-transactions/',
  '/de-de/account-withdrawal',
  '/de-de/user-account',
  '/de-de/my-details',
  '/de-de/notifications',
  '/de-de/exemption-order',
  '/de-de/exemption-order/overview',
  '/de-de/reference-account/initial/',
  '/de-de/update-financial-information/',
  '/de-de/cdvc/',
];
const PUBLIC_PAGES = [
  '/de-de/register/',
  '/de-de/forgot-password/',
  '/de-de/open-banking/login/?is_payout=1',
  '/de-de/products/',
  '/en/select-country/',
  '/de-de/no-such-page/',
];

/** The page has rendered its content: a heading in main, and no request for a moment. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('main h1, main h2');
  await page.waitForNetworkIdle({ idleTime: 150, timeout: 5_000 }).catch(() => undefined);
}

type Check = (state: string) => Promise<void>;
type CheckAt = (state: string, viewport: Viewport) => Promise<void>;

/**
 * One scenario: a fresh tab, and checks that collect findings per state; the test fails with all of
 * them listed at once.
 */
function scenario(name: string, walk: (page: Page, check: Check, checkAt: CheckAt) => Promise<void>) {
  it(name, async () => {
    const page = await env.openPage(DESKTOP);
    const report: string[] = [];
    const checkAt: CheckAt = async (state, viewport) => {
      await resize(page, viewport);
      const findings = describeFindings(await axeFindings(page));
      report.push(...findings.map((line) => `${state} @ ${viewport.width} px: ${line}`));
    };
    const check: Check = async (state) => {
      await checkAt(state, MOBILE);
      await checkAt(state, DESKTOP);
    };
    await walk(page, check, checkAt);
    expect(report).toEqual([]);
  });
}

/** Logs the demo persona in from the login page of `prefix` and waits for the dashboard's content. */
async function loginAsDemo(page: Page, prefix: string): Promise<void> {
  await open(page, env.harness(), `/${prefix}/login/`);
  await submitLogin(page, PERSONA.demo);
  await waitForPath(page, `/${prefix}/dashboard/`);
  await settled(page);
}

/** Lets the layout follow a new viewport (media queries re-render header, footer and picker). */
async function resize(page: Page, viewport: Viewport): Promise<void> {
  await setViewport(page, viewport);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('accessibility.md 13: axe at 375 px and 1280 px, every page and state', () => {
  scenario(
    'login page: empty, field errors, login error, country picker, footer accordion',
    async (page, check, checkAt) => {
      await open(page, env.harness(), '/de-de/login/');
      await settled(page);
      await check('login');
      await page.waitForSelector('form button[type="submit"]:not([disabled])');
      await page.click('form button[type="submit"]');
      await page.waitForSelector('[aria-invalid="true"]');
      await check('login: field errors');
      await submitLogin(page, PERSONA.demo, 'not-the-password');
      await page.waitForSelector('[role="alert"]:not(:empty)');
      await check('login: login error');
      await page.click('footer nav button[aria-expanded]');
      await page.waitForSelector('footer nav button[aria-expanded="true"]');
      await checkAt('country picker dropdown open', DESKTOP);
      await page.keyboard.press('Escape');
      await resize(page, MOBILE);
      // accessibility.md 6: below the footer breakpoint the link columns are accordions.
      await page.click('footer button[aria-expanded]:not([aria-haspopup])');
      await checkAt('footer section expanded', MOBILE);
      await page.click('footer button[aria-haspopup="dialog"]');
      await page.waitForSelector('dialog[aria-modal="true"][open]');
      await checkAt('country picker dialog open', MOBILE);
    },
  );

  scenario('public pages and the one-time-code step', async (page, check) => {
    await open(page, env.harness(), '/de-de/login/');
    for (const path of PUBLIC_PAGES) {
      await navigateInApp(page, path);
      await settled(page);
      await check(path);
    }
    await navigateInApp(page, '/de-de/login/');
    await submitLogin(page, PERSONA.oneTimeCode);
    await page.waitForSelector('input[name="one-time-code"]');
    await check('one-time-code step');
    await fillField(page, 'input[name="one-time-code"]', '000000');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="alert"]:not(:empty)');
    await check('one-time-code step: wrong code');
  });

  scenario('dashboard with its menus open, and the session timeout dialog', async (page, check, checkAt) => {
    const harness = env.harness();
    await loginAsDemo(page, 'de-de');
    await check('dashboard');
    await resize(page, DESKTOP);
    await page.click(
      `header nav[aria-label="${createTranslator('de-DE').t('nav:mainNavigation')}"] button[aria-expanded]`,
    );
    await checkAt('navigation dropdown open', DESKTOP);
    await page.click(
      `header nav[aria-label="${createTranslator('de-DE').t('header:accountNavigation')}"] button[aria-expanded]`,
    );
    await checkAt('account menu open', DESKTOP);
    await page.keyboard.press('Escape');
    await resize(page, MOBILE);
    await page.click('header button[aria-controls][aria-expanded]');
    await page.click('header [id]:not([hidden]) nav button[aria-expanded]');
    await checkAt('mobile menu open, a section expanded', MOBILE);
    await page.keyboard.press('Escape');

    await networkQuiet(page);
    await harness.advance([page], 185_000);
    await waitForDialog(page, true);
    await check('session timeout dialog');
    await page.keyboard.press('Enter');
    await waitForDialog(page, false);
    await check('session extended confirmation');
  });

  scenario('every private page', async (page, check) => {
    await loginAsDemo(page, 'de-de');
    const link = await page.waitForSelector('main a[href*="/dashboard/investments/"]');
    const investment = await link!.evaluate((a) => a.getAttribute('href'));
    for (const path of [...PRIVATE_PAGES, investment!]) {
      await navigateInApp(page, path);
      await settled(page);
      await check(path);
    }
  });

  scenario('UK English: login error and dashboard', async (page, check) => {
    await open(page, env.harness(), '/en-gb/login/');
    await submitLogin(page, PERSONA.demo, 'not-the-password');
    await page.waitForSelector('[role="alert"]:not(:empty)');
    await check('en-gb login: login error');
    await loginAsDemo(page, 'en-gb');
    await check('en-gb dashboard');
  });
});
