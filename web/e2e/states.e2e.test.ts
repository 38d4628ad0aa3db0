/**
 * The states a customer meets when things go wrong or end, each designed (design: every state a user
 * can reach): the back end unreachable (a banner that says so and retries, sections that say what
 * could not be loaded, and all of it mending itself when the servers answer again), the login page
 * after a logout that says what happened, and the country picker of a phone (a modal dialog, from
 * the country banner and from the footer).
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { parseLocale } from '../../core/locale';
import { countryBannerTexts } from '../../core/markets';
import { DESKTOP, MOBILE, setupBrowserTests } from './support/browser';
import { expectPickerOpens } from './support/picker';
import { login, logoutFromAccountMenu, networkQuiet, open } from './support/portal';

const env = setupBrowserTests();
const SECOND = 1_000;

/** The outage banner's state and words. */
function banner(page: Page) {
  return page.evaluate(() => {
    const element = document.querySelector('[data-connection]');
    return {
      status: element?.getAttribute('data-connection') ?? null,
      text: element?.querySelector('[role="status"]')?.textContent?.trim() ?? '',
      button: element?.querySelector('button')?.textContent?.trim() ?? null,
    };
  });
}

async function waitForConnection(page: Page, status: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-connection]')?.getAttribute('data-connection') === wanted,
    { polling: 50, timeout: 15_000 },
    status,
  );
}

/** Polls a condition of the test's own (the sandbox's request log). */
async function waitUntil(condition: () => boolean, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The banner's check has finished: its button no longer waits. */
async function checkDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-connection] button')?.getAttribute('aria-disabled') !== 'true',
    { polling: 50 },
  );
}

/** The text of a page section, by its heading. */
function section(page: Page, heading: string): Promise<string> {
  return page.evaluate((name) => {
    const found = [...document.querySelectorAll('main section')].find(
      (candidate) => candidate.querySelector('h2')?.textContent?.trim() === name,
    );
    return found?.textContent ?? '';
  }, heading);
}

describe.each(['de-de', 'en-gb'])('designed states on /%s/', (prefix) => {
  const locale = parseLocale(prefix)!;
  const { t } = createTranslator(locale);
  const account = t('portalPages:transactionAccount');

  it('outage: a banner says the servers cannot be reached and retries; the page mends itself when they answer', async () => {
    const page = await env.openPage(DESKTOP);
    const harness = env.harness();
    await login(page, harness, { prefix });
    await page.waitForSelector('main h1');
    await networkQuiet(page);

    // The back end stops answering (every connection dropped), and the customer reloads the page.
    const outage = harness.sandbox.state.faults.add({ path: '/*', drop: true });
    await open(page, harness, `/${prefix}/dashboard/`);
    await waitForConnection(page, 'unreachable');
    expect(await banner(page)).toEqual({
      status: 'unreachable',
      text: `${t('common:connectionLostTitle')} ${t('common:connectionLost')}`,
      button: t('common:retry'),
    });
    // Each section says what could not be loaded, never "no data"; the header no skeleton for ever.
    await page.waitForFunction(
      (text) => document.querySelector('main')?.textContent?.includes(text) === true,
      { polling: 50 },
      t('common:sectionFailed', { section: account }),
    );
    expect(await section(page, account)).toContain(t('common:sectionFailedOffline'));
    expect(await page.evaluate(() => document.querySelector('main')?.textContent)).not.toContain(
      t('common:noData'),
    );
    // The header's own call fails on its own schedule: its skeleton gives way to the error.
    await page.waitForFunction(() => !document.querySelector('header [data-testid="balance-skeleton"]'), {
      polling: 50,
    });
    expect(await page.evaluate(() => document.querySelector('header')?.textContent)).toContain(
      createTranslator(locale).t('header:fetchErrorTitle'),
    );

    // It checks again by itself (2 s later): still down, the banner stays.
    const requests = () => harness.sandbox.state.requests.list().length;
    let seen = requests();
    await harness.advance([page], 2 * SECOND);
    await waitUntil(() => requests() > seen);
    await checkDone(page);
    expect((await banner(page)).status).toBe('unreachable');

    // "Try again" checks at once (the next check of its own is 5 s away).
    seen = requests();
    await page.click('[data-connection] button');
    await waitUntil(() => requests() > seen);
    await checkDone(page);
    expect((await banner(page)).status).toBe('unreachable');

    // The servers answer again: the next check (5 s later) finds them, the banner says so and goes,
    // and what failed is asked again: the greeting names the customer, the account shows its balance.
    harness.sandbox.state.faults.remove(outage.id);
    await harness.advance([page], 5 * SECOND);
    await waitForConnection(page, 'online');
    expect((await banner(page)).text).toBe(t('common:connectionRestored'));
    await page.waitForFunction(
      (name) => document.querySelector('main h1')?.textContent?.includes(name) === true,
      { polling: 50 },
      'Erika Mustermann',
    );
    await page.waitForFunction(
      (heading) =>
        [...document.querySelectorAll('main section')].some(
          (candidate) =>
            candidate.querySelector('h2')?.textContent?.trim() === heading &&
            /12[.,]000[.,]00/.test(candidate.textContent ?? ''),
        ),
      { polling: 50 },
      account,
    );
    await networkQuiet(page);
    await harness.advance([page], 5.5 * SECOND);
    expect((await banner(page)).text).toBe('');
  });

  it('logout: the login page says the customer has logged out', async () => {
    const page = await env.openPage(DESKTOP);
    await login(page, env.harness(), { prefix });
    await logoutFromAccountMenu(page, createTranslator(locale).t('header:accountNavigation'));
    const notice = await page.waitForSelector('[data-logout]');
    expect(await notice!.evaluate((element) => element.getAttribute('data-logout'))).toBe('user');
    expect(await notice!.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' '))).toBe(
      `${t('session:loggedOutTitle')} ${t('session:loggedOutManual')}`,
    );
    expect(await notice!.evaluate((element) => element.getAttribute('role'))).toBe('status');
  });

  it('the country picker opens on a phone: from the country banner and from the footer', async () => {
    const page = await env.openPage(MOBILE);
    await open(page, env.harness(), `/${prefix}/login/?countryConfirm=1`);
    await expectPickerOpens(page, countryBannerTexts(locale).chooseAnother);
  });
});
