/**
 * §2.1, §4 Login for each persona of the sandbox (fixtures/README.md) in real Chromium: every
 * persona that logs in does so from the login page of its own locale, lands where §4's customer
 * redirects send it, in its language, and sees its own name and unread count in the header. The
 * family persona then switches to a minor's accounts and back (§3 switchable account, §6, §7).
 * The other personas (one-time code, locked, mTAN disabled) are login.e2e.test.ts's.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { toPrefix } from '../../core/locale';
import { PERSONAS, type Persona } from '../../fixtures';
import { setupBrowserTests } from './support/browser';
import { open, submitLogin, waitForPath } from './support/portal';

const env = setupBrowserTests();

/** §4 customer redirects of the personas that have one; everyone else lands on the dashboard. */
const REDIRECTED: Readonly<Record<string, string>> = {
  'uk-source-of-funds': 'update-financial-information/',
  'data-validity-expired': 'cdvc/',
  'data-validity-revalidate': 'cdvc/',
  'no-reference-iban': 'reference-account/initial/',
};

const LOGS_IN_DIRECTLY = PERSONAS.filter(
  (persona): persona is Persona & { email: string } =>
    persona.email !== undefined && persona.login === 'direct',
);

const fullName = (persona: Persona) => `${persona.customer.firstName} ${persona.customer.lastName}`;

/** What the page shows once it has landed: address, language, heading and the header's text. */
function landed(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    lang: document.documentElement.lang,
    heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
    header: document.querySelector('header')?.textContent ?? '',
  }));
}

async function forget(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.clear());
}

describe('§2.1 §4 every persona that logs in, in its own locale', () => {
  it('lands where its customer redirect says, in its language, with its name and unread count', async () => {
    expect(LOGS_IN_DIRECTLY.length, 'the sandbox has personas that log in').toBeGreaterThan(10);
    const page = await env.openPage();
    const failures: string[] = [];
    for (const persona of LOGS_IN_DIRECTLY) {
      const prefix = toPrefix(persona.locale);
      const destination = `/${prefix}/${REDIRECTED[persona.id] ?? 'dashboard/'}`;
      await open(page, env.harness(), `/${prefix}/login/`);
      await submitLogin(page, persona.email);
      await waitForPath(page, destination);
      await page.waitForFunction(
        (name) => document.querySelector('header')?.textContent?.includes(name) === true,
        { polling: 50 },
        fullName(persona),
      );
      const seen = await landed(page);
      if (seen.lang !== persona.locale) failures.push(`${persona.id}: lang ${seen.lang}`);
      if (seen.heading === '') failures.push(`${persona.id}: no heading on ${seen.path}`);
      if (!REDIRECTED[persona.id] && !seen.heading.includes(fullName(persona)))
        failures.push(`${persona.id}: the dashboard greets "${seen.heading}"`);
      // §3 the unread badge, as its screen-reader text in the persona's language.
      const unread = createTranslator(persona.locale).t('common:unreadMessages', {
        count: persona.unreadCount,
      });
      if (persona.unreadCount > 0 && !seen.header.includes(unread))
        failures.push(`${persona.id}: no "${unread}" in the header`);
      await forget(page);
    }
    expect(failures).toEqual([]);
  });
});

describe('§3 §6 switching to a minor’s accounts (flag umtEnableMinorAccountSwitch)', () => {
  it('the family persona switches to Lena’s accounts and back to its own', async () => {
    const family = PERSONAS.find((persona) => persona.id === 'family')!;
    const minors = family.minors.map((id) => PERSONAS.find((persona) => persona.id === id)!);
    const page = await env.openPage();
    const prefix = toPrefix(family.locale);
    await open(page, env.harness(), `/${prefix}/login/`);
    await submitLogin(page, family.email!);
    await waitForPath(page, `/${prefix}/dashboard/`);

    // The switch is a form with a select and a button (web/components/account-switch).
    const form = 'section[aria-label] form:has(select)';
    const select = await page.waitForSelector(`${form} select`);
    const options = await select!.evaluate((element) =>
      [...(element as HTMLSelectElement).options].map((option) => option.textContent),
    );
    // The own account first, then each minor by name.
    expect(options.slice(1)).toEqual(minors.map(fullName));

    const greets = (name: string) =>
      page.waitForFunction(
        (expected) => document.querySelector('main h1')?.textContent?.includes(expected) === true,
        { polling: 50 },
        name,
      );
    await page.select(`${form} select`, minors[0]!.customer.id);
    await page.click(`${form} button[type="submit"]`);
    await greets(fullName(minors[0]!));
    expect(new URL(page.url()).pathname).toBe(`/${prefix}/dashboard/`);

    await page.select(`${form} select`, family.customer.id);
    await page.click(`${form} button[type="submit"]`);
    await greets(fullName(family));
  });
});
