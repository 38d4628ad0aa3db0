/**
 * Where a login goes (§2.1, §2.2, §4 Login; core/redirects `loginDestination`), end to end in the
 * browser: the product parameter, the obs-deepLink parameter and cookie, a protected page opened
 * without a session, the customer redirects of the sandbox's personas, open banking; and every
 * deep link or product value that tries to leave the site is refused (security.md 1).
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { setupBrowserTests } from './support/browser';
import { hasTokens, login, open, PERSONA, submitLogin, waitForPath } from './support/portal';

const env = setupBrowserTests();

/** A new visit in the same browser profile: no tokens, no deep-link cookie (faster than a new context). */
async function forget(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) window.localStorage.removeItem(key);
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what a page of the site would have set
    document.cookie = 'obs-deepLink=; path=/; max-age=0';
  });
}

const deepLinkCookie = (page: Page) =>
  page.evaluate(() => document.cookie.split('; ').find((part) => part.startsWith('obs-deepLink=')) ?? null);

/** The cases per locale: German runs every kind; UK English the ones whose rule is UK-specific or common. */
const CASES = {
  'de-de': {
    products: [
      ['?product=overnight_account', '/de-de/dashboard/savings/overnight/'],
      ['?product=Term_Deposit', '/de-de/dashboard/savings/term/'],
      ['?product=dwm', '/de-de/investments/wealth-management/dashboard'],
      ['?irclickid=abc-123', '/de-de/dashboard/?irclickid=abc-123'],
    ],
    redirects: [
      [PERSONA.noIban, '?product=dwm', '/de-de/reference-account/initial/?product=dwm'],
      [PERSONA.expired, '', '/de-de/cdvc/'],
    ],
    openBanking: [
      ['?is_payout=1', 'payout'],
      ['?is_piis=1', 'piis'],
      ['', 'ais'],
    ],
  },
  'en-gb': {
    products: [['?product=overnight_account', '/en-gb/dashboard/savings/overnight/']],
    redirects: [
      [PERSONA.ukFunds, '', '/en-gb/update-financial-information/'],
      [PERSONA.noIban, '', '/en-gb/reference-account/initial/'],
    ],
    openBanking: [['?is_payout=1', 'payout']],
  },
} as const;

describe.each(['de-de', 'en-gb'] as const)('§2.1 §2.2 destination after login on /%s/', (prefix) => {
  it('product, click id, deep link (used once, and saved by the auth guard), customer redirects, open banking', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    const cases = CASES[prefix];
    const go = async (email: string, query: string, destination: string) => {
      await login(page, harness, { prefix, email, query, destination });
      await forget(page);
    };
    for (const [query, destination] of cases.products) await go(PERSONA.demo, query, destination);

    await login(page, harness, {
      prefix,
      query: `?obs-deepLink=${encodeURIComponent(`/${prefix}/postbox/messages`)}&product=dwm`,
      destination: `/${prefix}/postbox/messages`,
    });
    expect(await deepLinkCookie(page)).toBeNull();
    // §5 a protected page without a session: the login keeps it as the deep link, then goes there once.
    await forget(page);
    await open(page, harness, `/${prefix}/documents?page=2`);
    await waitForPath(
      page,
      `/${prefix}/login/?obs-deepLink=${encodeURIComponent(`/${prefix}/documents?page=2`)}`,
    );
    await submitLogin(page, PERSONA.demo);
    await waitForPath(page, `/${prefix}/documents?page=2`);
    await forget(page);
    await go(PERSONA.demo, '', `/${prefix}/dashboard/`);

    // §2.2, §4: the bank's redirects win over where the customer was going.
    for (const [email, query, destination] of cases.redirects) await go(email, query, destination);

    // §2.1 open banking: the flow from the query, the access token carried in the fragment.
    for (const [query, flow] of cases.openBanking) {
      await open(page, harness, `/${prefix}/open-banking/login/${query}`);
      await submitLogin(page, PERSONA.demo);
      await waitForPath(page, `/${prefix}/open-banking/${flow}/`);
      const token = await page.evaluate(() =>
        new URLSearchParams(location.hash.slice(1)).get('access_token'),
      );
      expect(token, `${flow}: the access token is carried`).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      await forget(page);
    }
  });
});

describe('security.md 1: deep links and product values that try to leave the site', () => {
  const HOSTILE_DEEP_LINKS = [
    '//evil.example/de-de/dashboard/',
    'https://evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    'javascript:alert(document.domain)',
    '/%0d%0aLocation:%20https://evil.example',
  ];
  const HOSTILE_PRODUCTS = ['https://evil.example', '//evil.example', 'javascript:alert(1)'];

  it('lands on the dashboard of this site for each of them, parameter or cookie, and runs nothing', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const expectHome = async (what: string) => {
      await waitForPath(page, '/de-de/dashboard/');
      expect(new URL(page.url()).origin, what).toBe(harness.webOrigin);
      expect(await hasTokens(page), what).toBe(true);
      expect(await deepLinkCookie(page), `${what}: the cookie is deleted`).toBeNull();
      await forget(page);
    };

    for (const value of HOSTILE_DEEP_LINKS) {
      await open(page, harness, `/de-de/login/?obs-deepLink=${encodeURIComponent(value)}`);
      await submitLogin(page, PERSONA.demo);
      await expectHome(`parameter ${value}`);
    }
    for (const value of HOSTILE_DEEP_LINKS.slice(0, 2)) {
      await open(page, harness, '/de-de/login/');
      await page.evaluate((cookie) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the test plays a page of the site that sets the deep link
        document.cookie = `obs-deepLink=${encodeURIComponent(cookie)}; path=/`;
      }, value);
      await submitLogin(page, PERSONA.demo);
      await expectHome(`cookie ${value}`);
    }
    for (const value of HOSTILE_PRODUCTS) {
      await open(page, harness, `/de-de/login/?product=${encodeURIComponent(value)}`);
      await submitLogin(page, PERSONA.demo);
      await expectHome(`product ${value}`);
    }
    expect(dialogs).toEqual([]);
    // No page of the site asked for another host (the file's afterAll checks this too).
    expect(env.leaks(), 'requests to outside addresses').toEqual([]);
  });
});
