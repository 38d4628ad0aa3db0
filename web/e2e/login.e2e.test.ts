/**
 * §2.1, §4 Login, §8 login errors in real Chromium against the sandbox: the bot check solves the
 * sandbox's real proof-of-work puzzle in the page; every §8 error as an alert, with the puzzle reset
 * after it; the one-time-code step with device trust; in German and UK English, and the error text
 * in every other login locale.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { parseLocale } from '../../core/locale';
import { type LoginErrorCode, loginErrorText } from '../../core/login';
import { AUTH_LOCALES, loginPath } from '../../core/routes';
import { setupBrowserTests } from './support/browser';
import {
  fillField,
  focused,
  hasTokens,
  logoutFromAccountMenu,
  navigateInApp,
  ONE_TIME_CODE,
  open,
  PERSONA,
  requestsTo,
  submitLogin,
  waitForPath,
} from './support/portal';

const env = setupBrowserTests();

/**
 * The bodies of the login calls each document of the tab sends, read where they are sent: the
 * portal's fetch is the window's, wrapped here before any of its code runs (WebDriver BiDi, unlike
 * the DevTools protocol, does not hand puppeteer a request's body).
 */
async function recordLoginBodies(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const sent: string[] = [];
    const record = window as unknown as { __loginBodies: string[] };
    record.__loginBodies = sent;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (init?.method === 'POST' && url.endsWith('/auth/realms/global/login')) sent.push(String(init.body));
      return send(input, init);
    };
  });
}

function loginBodies(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __loginBodies: string[] }).__loginBodies);
}

function errorText(prefix: string, code: LoginErrorCode): string {
  return loginErrorText(parseLocale(prefix)!, code);
}

const alertIs = (text: string) =>
  [
    (expected: string) => document.querySelector('[role="alert"]')?.textContent?.trim() === expected,
    { polling: 50 },
    text,
  ] as const;

describe.each(['de-de', 'en-gb'])('§2.1 §4 §8 login on /%s/login/', (prefix) => {
  it('each §8 error: an alert that takes focus, logged out, puzzle reset; then logs in; then the one-time-code step', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    await recordLoginBodies(page);
    await open(page, harness, `/${prefix}/login/`);

    const attempt = async (email: string, password: string | undefined, code: LoginErrorCode) => {
      const challengesBefore = requestsTo(harness, 'captchaChallenge').length;
      await submitLogin(page, email, password);
      await page.waitForFunction(...alertIs(errorText(prefix, code)));
      expect((await focused(page)).text, `${code}: focus moves to the error`).toBe(errorText(prefix, code));
      expect(await hasTokens(page)).toBe(false);
      // Each attempt solved a fresh puzzle: the one before was reset after the failure (§4).
      expect(requestsTo(harness, 'captchaChallenge').length, code).toBe(challengesBefore + 1);
    };

    await attempt(PERSONA.demo, 'not-the-password', 'InvalidGrant');
    await attempt(PERSONA.locked, undefined, 'AccountLocked');
    await attempt(PERSONA.mtanDisabled, undefined, 'MtanDisabled');
    harness.sandbox.state.faults.add({ endpoint: 'login', status: 503, times: 1 });
    await attempt(PERSONA.demo, undefined, 'SystemError');
    // A dropped connection: Chromium retries a request once on a reused connection, so drop them all.
    const drop = harness.sandbox.state.faults.add({ endpoint: 'login', drop: true });
    await attempt(PERSONA.demo, undefined, 'GeneralError');
    harness.sandbox.state.faults.remove(drop.id);

    // After five failures the same page still logs in: a spent puzzle is never sent again.
    await submitLogin(page, PERSONA.demo);
    await waitForPath(page, `/${prefix}/dashboard/`);
    expect(await hasTokens(page)).toBe(true);
    const logins = requestsTo(harness, 'login');
    expect(
      logins.map((entry) => entry.status).filter((status) => status !== 0),
      logins.map((entry) => `${entry.method} ${entry.path} ${entry.status}`).join(', '),
    ).toEqual([401, 401, 400, 503, 200]);

    // §4 one-time code: 202 opens the code step with device trust; a wrong code says so, the right one logs in.
    await logoutFromAccountMenu(page, createTranslator(parseLocale(prefix)!).t('header:accountNavigation'));
    harness.sandbox.state.requests.clear();
    await submitLogin(page, PERSONA.oneTimeCode);
    await page.waitForSelector('input[name="one-time-code"]');
    expect((await focused(page)).tag, 'the code field takes focus').toBe('input');
    expect(await page.$('input[type="checkbox"]'), 'device trust is offered').not.toBeNull();
    await fillField(page, 'input[name="one-time-code"]', '000000');
    await page.keyboard.press('Enter');
    await page.waitForFunction(...alertIs(errorText(prefix, 'InvalidOneTimeCode')));
    expect(await hasTokens(page)).toBe(false);
    await fillField(page, 'input[name="one-time-code"]', ONE_TIME_CODE);
    await page.click('input[type="checkbox"]');
    await page.click('form:has(input[name="one-time-code"]) button[type="submit"]');
    await waitForPath(page, `/${prefix}/dashboard/`);
    expect(requestsTo(harness, 'login').map((entry) => entry.status)).toEqual([202, 400, 200]);
    const last = JSON.parse((await loginBodies(page)).at(-1) ?? '{}') as Record<string, unknown>;
    expect(last.rememberDeviceConsent, 'device trust consent is sent with the code').toBe(true);
    expect(typeof last.verificationId).toBe('string');
    // One puzzle for the whole login: the code step needs no new solution.
    expect(requestsTo(harness, 'captchaChallenge')).toHaveLength(1);
  });
});

describe('§8 the login error in every other login locale', () => {
  it('says "wrong email or password" in the page’s language, with lang set', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    const others = AUTH_LOCALES.filter((locale) => locale !== 'de-DE' && locale !== 'en-GB');
    await open(page, harness, loginPath(others[0]!));
    for (const locale of others) {
      // The language switch is a client-side navigation; the login page starts over in the new locale.
      await navigateInApp(page, loginPath(locale));
      await page.waitForFunction((lang) => document.documentElement.lang === lang, { polling: 50 }, locale);
      await submitLogin(page, PERSONA.demo, 'not-the-password');
      await page.waitForFunction(...alertIs(loginErrorText(locale, 'InvalidGrant')));
    }
    expect(requestsTo(harness, 'login').map((entry) => entry.status)).toEqual(others.map(() => 401));
  });
});
