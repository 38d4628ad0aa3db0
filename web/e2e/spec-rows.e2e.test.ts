/**
 * Rows of the specification as a customer or visitor sees them in real Chromium, on the local
 * preset and the sandbox's personas: each describe names the page and the persona. What the
 * portal does where the spec contradicts itself is docs/decisions/201.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { LOCAL_PRESET_NAVIGATION, PORTAL_CONSTANTS } from '../../core/config';
import { createTranslator } from '../../core/i18n';
import { DESKTOP, MOBILE, setupBrowserTests } from './support/browser';
import { login, open, PERSONA } from './support/portal';

const env = setupBrowserTests();
const { layout } = PORTAL_CONSTANTS;

/** The titles of the header's navigation groups (desktop disclosure buttons). */
function navigationGroups(page: Page): Promise<string[]> {
  return page.$$eval('header [data-row="navigation"] nav button[aria-expanded]', (buttons) =>
    buttons.map((button) => button.textContent?.trim() ?? ''),
  );
}

/** Opens a navigation group by its title and returns its links (text, href, target). */
async function groupLinks(page: Page, title: string) {
  const button = await page.waitForSelector(`header [data-row="navigation"] nav button::-p-text(${title})`);
  await button!.click();
  await page.waitForSelector('header [data-row="navigation"] nav button[aria-expanded="true"]');
  return page.$$eval('header [data-row="navigation"] nav a[href]', (links) =>
    links
      .filter((link) => (link as HTMLElement).offsetParent !== null)
      .map((link) => ({
        text: link.textContent?.trim() ?? '',
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
      })),
  );
}

describe('§4 the balance strip of a customer pending activation, /de-de/dashboard/ (pending persona)', () => {
  it('shows a total of zero and the current balance as available', async () => {
    const page = await env.openPage(DESKTOP);
    await login(page, env.harness(), { prefix: 'de-de', email: PERSONA.pending });
    const strip = await page.waitForSelector('header dl');
    const text = await strip!.evaluate((element) => element.textContent?.replace(/\s+/g, ' ') ?? '');
    expect(text).toMatch(/Gesamtsaldo\s?0,00\s€/);
    expect(text).toMatch(/Verfügbarer Saldo\s?500,00\s€/);
  });
});

describe('§2.4 external links of the local preset, /de-de/products/ and /fr-fr/products/ (visitor)', () => {
  it('the German offers menu has the ETF pension product; the French help menu goes to its help centre', async () => {
    const page = await env.openPage(DESKTOP);
    await open(page, env.harness(), '/de-de/products/');
    const offers = await groupLinks(page, createTranslator('de-DE').t('navMenus:offers'));
    expect(offers).toContainEqual({
      text: expect.stringContaining(createTranslator('de-DE').t('navMenus:etfPension')),
      href: LOCAL_PRESET_NAVIGATION.etfPensionUrl,
      target: '_blank',
    });
    await open(page, env.harness(), '/fr-fr/products/');
    const help = await groupLinks(page, createTranslator('fr-FR').t('navMenus:help'));
    expect(help.map((link) => link.href)).toContain(LOCAL_PRESET_NAVIGATION.helpCentreUrls['fr-fr']);
  });
});

describe('§6 the distributor rule, /en-ie/dashboard/ (distributor persona, Harbour Bank)', () => {
  it('hides the finance knowledge menu for Harbour’s customer; the Irish persona has it', async () => {
    const page = await env.openPage(DESKTOP);
    const harness = env.harness();
    await login(page, harness, { prefix: 'en-ie', email: 'distributor@sandbox.local' });
    await page.waitForSelector('header [data-row="navigation"] nav button[aria-expanded]');
    const groups = await navigationGroups(page);
    expect(groups).toContain(createTranslator('en-GB').t('navMenus:offers'));
    expect(groups).not.toContain(createTranslator('en-GB').t('navMenus:financeKnowledge'));
    await page.evaluate(() => window.localStorage.clear());
    await login(page, harness, { prefix: 'en-ie', email: 'ie@sandbox.local' });
    await page.waitForSelector('header [data-row="navigation"] nav button[aria-expanded]');
    expect(await navigationGroups(page)).toContain(createTranslator('en-GB').t('navMenus:financeKnowledge'));
  });
});

describe('§6 company customers, /de-de/dashboard/ (company persona)', () => {
  it('get the business tax and deposit protection pages in finance knowledge', async () => {
    const page = await env.openPage(DESKTOP);
    await login(page, env.harness(), { prefix: 'de-de', email: PERSONA.company });
    const links = await groupLinks(page, createTranslator('de-DE').t('navMenus:financeKnowledge'));
    const titles = links.map((link) => link.text);
    expect(titles).toContain(createTranslator('de-DE').t('navMenus:businessTax'));
    expect(titles).toContain(createTranslator('de-DE').t('navMenus:businessDepositProtection'));
  });
});

describe('§1 §2.1 §9 co-branded registration, /de-de/register/?regflow=northbank-de (visitor)', () => {
  it('shows the partner’s logo beside the product logo; a flow of another locale moves to its locale', async () => {
    const page = await env.openPage(DESKTOP);
    await open(page, env.harness(), '/de-de/register/?regflow=northbank-de');
    await page.waitForSelector('main img[src="/static/sandbox/northbank-logo.svg"]');
    const main = await page.$eval('main', (element) => element.textContent ?? '');
    expect(main).toContain('In Zusammenarbeit mit der Northbank');
    expect(await page.$$eval('main img', (images) => images.length)).toBeGreaterThanOrEqual(2);

    await open(page, env.harness(), '/de-de/register/?regflow=harbour-ie');
    await page.waitForFunction(() => location.pathname === '/en-ie/register/');
    await page.waitForSelector('main img[src="/static/sandbox/harbour-logo.svg"]');
    expect(await page.$eval('main', (element) => element.textContent ?? '')).toContain(
      'In cooperation with Harbour Bank',
    );
  });
});

describe('§3 SEO settings from the CMS, /de-de/login/ (visitor)', () => {
  it('title, description, robots, canonical and Open Graph come from the CMS answer', async () => {
    const page = await env.openPage(DESKTOP);
    await open(page, env.harness(), '/de-de/login/');
    await page.waitForFunction(() => document.title.startsWith('Anmelden | Sandbox Bank'));
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    }));
    expect(head).toEqual({
      description: 'Melden Sie sich an, um Ihre Geldanlagen zu verwalten.',
      robots: 'noindex, follow',
      canonical: expect.stringMatching(/\/de-de\/login\/$/),
      ogTitle: 'Anmelden | Sandbox Bank',
      ogImage: expect.stringMatching(/\/static\/sandbox\/og-image\.svg$/),
    });
  });
});

describe('§2.6 §4 the footer, /de-de/login/ (visitor, design v2)', () => {
  it('on a phone it loads only when the visitor scrolls toward it (docs/loading.md)', async () => {
    // The bench's phone (scripts/bench PHONE): the footer's place is below the fold there.
    const page = await env.openPage({ width: 412, height: 823 });
    const footerAsked = () =>
      env
        .harness()
        .sandbox.state.requests.list()
        .some((request) => request.path.includes('/cms/footer'));
    await open(page, env.harness(), '/de-de/login/');
    await page.waitForSelector('form button[type="submit"]:not([disabled])');
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(footerAsked()).toBe(false);
    expect(await page.$('footer')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForSelector('footer a[href^="https://apps.apple.com/"] img');
    expect(footerAsked()).toBe(true);
  });

  it('has the app-download banner with both store badges', async () => {
    const page = await env.openPage(DESKTOP);
    await open(page, env.harness(), '/de-de/login/');
    await page.waitForSelector('footer a[href^="https://apps.apple.com/"] img');
    const stores = await page.$$eval(
      'footer a[href^="https://apps.apple.com/"], footer a[href^="https://play.google.com/"]',
      (links) => links.map((link) => link.querySelector('img')?.getAttribute('src')),
    );
    expect(stores).toEqual(['/badges/de/app-store.svg', '/badges/de/google-play.svg']);
  });

  it('a link the CMS disabled has no href, is out of the tab order and does nothing; primary and secondary links differ', async () => {
    const page = await env.openPage(DESKTOP);
    await open(page, env.harness(), '/de-de/login/');
    const careers = await page.waitForSelector('footer a[aria-disabled="true"]');
    const state = await careers!.evaluate((link) => ({
      text: link.textContent?.trim(),
      href: link.getAttribute('href'),
      tabIndex: (link as HTMLElement).tabIndex,
    }));
    expect(state).toEqual({ text: 'Karriere', href: null, tabIndex: -1 });
    await careers!.click();
    await careers!.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/de-de/login/');
    // Link modes: column links are primary (default size), legal links secondary and small.
    const style = (selector: string) =>
      page.$eval(selector, (link) => {
        const computed = getComputedStyle(link);
        return { weight: computed.fontWeight, size: Number.parseFloat(computed.fontSize) };
      });
    const primary = await style('footer nav a[href$="/about-us/"]');
    const secondary = await style('footer a[href$="/imprint/"]');
    expect(primary.weight).toBe('500');
    expect(secondary.weight).toBe('400');
    expect(secondary.size).toBeLessThan(primary.size);
  });
});

describe('§9 layout constants, /de-de/login/ and /de-de/dashboard/ (visitor, demo persona)', () => {
  const measure = (page: Page) =>
    page.evaluate(() => {
      const bar = document.querySelector('header [data-row="bar"]') as HTMLElement;
      const logo = document.querySelector('header img') as HTMLElement;
      const footer = document.querySelector('footer > div') as HTMLElement;
      return {
        headerHeight: Math.round(bar.getBoundingClientRect().height),
        headerMax: getComputedStyle(bar).maxWidth,
        logoMax: getComputedStyle(logo).maxWidth,
        footerMax: footer ? getComputedStyle(footer).maxWidth : null,
      };
    });

  it('desktop header 64 px, header 1320 px, logo 180 px; footer 1272 px before login and 1200 px after', async () => {
    const page = await env.openPage({ width: 1440, height: 900 });
    await open(page, env.harness(), '/de-de/login/');
    // The footer loads when its place nears the viewport (docs/loading.md).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForSelector('footer > div');
    expect(await measure(page)).toEqual({
      headerHeight: layout.headerHeightPx.desktop,
      headerMax: `${layout.headerMaxWidthPx.default}px`,
      logoMax: `${layout.logoMaxWidthPx.desktop}px`,
      footerMax: `${layout.footerWidthPx.preLogin}px`,
    });
    await login(page, env.harness(), { prefix: 'de-de' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForSelector('footer > div');
    expect((await measure(page)).footerMax).toBe(`${layout.footerWidthPx.postLogin}px`);
  });

  it('mobile header 56 px and logo 124 px', async () => {
    const page = await env.openPage(MOBILE);
    await open(page, env.harness(), '/de-de/login/');
    const mobile = await measure(page);
    expect(mobile.headerHeight).toBe(layout.headerHeightPx.mobile);
    expect(mobile.logoMax).toBe(`${layout.logoMaxWidthPx.mobile}px`);
  });
});
