/**
 * The router as a customer meets it, in Chromium and Firefox, on the built site (demo persona):
 * a page that takes a while shows the pending bar and is overtaken by a newer click without ever
 * showing; Back, Forward and a reload return to where the customer was, a new page starts at the top, `#id`
 * targets scroll and focus without loading the page again; a form holding unsaved input asks
 * before it is left (links, Back, a reload) but never holds a logout, and holds nothing once saved.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { BROWSER, DESKTOP, MOBILE, setupBrowserTests } from './support/browser';
import { fillField, login, logoutFromAccountMenu, waitForPath } from './support/portal';

const env = setupBrowserTests();
const { t } = createTranslator('de-DE');

const INVESTMENT = '/de-de/dashboard/investments/pi-demo-000001';
const TERM_DEPOSITS = '/de-de/dashboard/savings/term/';
const DIALOG = 'dialog[open]';

/** A click on a link as the customer's, without the test scrolling the page to it first. */
async function follow(page: Page, href: string): Promise<void> {
  const link = await page.waitForSelector(`main a[href="${href}"], header a[href="${href}"]`);
  await link!.evaluate((element) => (element as HTMLAnchorElement).click());
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until the window rests at `y` (give or take a pixel): restored after the page has drawn. */
async function waitForScroll(page: Page, y: number): Promise<void> {
  await page
    .waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 1, { polling: 50 }, y)
    .catch(async (error: unknown) => {
      throw new Error(`expected scrollY ${y}, it is ${await scrollY(page)} (${String(error)})`);
    });
}

/** Scrolls as far as `y` or the page allows; the position the page has afterwards. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((target) => window.scrollTo(0, target), y);
  // The router records the position from the scroll event, a frame later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return scrollY(page);
}

/** Every address the page wrote into history, in order. */
async function recordAddresses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const written: string[] = [];
    (window as unknown as { __written: string[] }).__written = written;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data, unused, url) => {
        if (url) written.push(String(url));
        original(data, unused, url);
      };
    }
  });
  return () => page.evaluate(() => [...(window as unknown as { __written: string[] }).__written]);
}

/** Holds the page's requests for a chunk matching `pattern` until released. */
async function holdChunk(
  page: Page,
  pattern: RegExp,
): Promise<{ release(): void; requested: Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = () => {};
  const requested = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (pattern.test(new URL(request.url()).pathname)) {
      seen();
      void released.then(() => request.continue().catch(() => undefined));
      return;
    }
    void request.continue().catch(() => undefined);
  });
  return { release, requested };
}

/** The investment page's own code chunk. */
const INVESTMENT_CODE = /InvestmentPage[^/]*\.js$/;

describe('the router (demo persona)', () => {
  // First in the file: the investment page's code is not in the tab's cache yet.
  it('a slow page shows the pending bar; a newer click wins, the slow page never shows or takes the address', async () => {
    const page = await env.openPage(DESKTOP);
    await login(page, env.harness(), { prefix: 'de-de' });
    await page.waitForSelector(`main a[href="${INVESTMENT}"]`);
    const written = await recordAddresses(page);
    const investmentCode = await holdChunk(page, INVESTMENT_CODE);
    // Firefox's WebDriver BiDi cannot emulate media features per page: it shows the moving bar.
    const reducedMotion = BROWSER === 'chromium';
    if (reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);

    await follow(page, INVESTMENT);
    await investmentCode.requested;
    const bar = await page.waitForSelector('[data-testid="navigation-progress"]');
    const stripe = await bar!.evaluate((element) => getComputedStyle(element, '::before').animationName);
    if (reducedMotion) expect(stripe).toBe('none');
    else expect(stripe).not.toBe('none');
    expect(await page.$eval('main', (main) => main.getAttribute('aria-busy'))).toBe('true');
    await page.waitForSelector(`[role="status"]::-p-text(${t('common:pageLoading')})`);
    expect(new URL(page.url()).pathname).toBe('/de-de/dashboard/');

    // The dashboard is still shown while the investment page loads: the customer clicks on.
    await follow(page, TERM_DEPOSITS);
    await waitForPath(page, TERM_DEPOSITS);
    await page.waitForFunction(() => !document.querySelector('[data-testid="navigation-progress"]'));
    expect(await page.$eval('main', (main) => main.getAttribute('aria-busy'))).toBeNull();

    // The held code arrives after all; the superseded navigation must still not show it. Not network
    // idle: a request aborted while intercepted may never count as finished to puppeteer.
    investmentCode.release();
    await page.waitForFunction(
      (source) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
      { polling: 100 },
      INVESTMENT_CODE.source,
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(new URL(page.url()).pathname).toBe(TERM_DEPOSITS);
    expect(await page.$(`main ::-p-text(${t('productStatus:renameHeading')})`)).toBeNull();
    expect((await written()).filter((url) => url.includes('investments'))).toEqual([]);
  });

  it('Back and Forward return where the customer was, a new page starts at the top, `#id` scrolls and focuses', async () => {
    const page = await env.openPage(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (error) => void errors.push(String(error)));
    await login(page, env.harness(), { prefix: 'de-de' });
    await page.waitForSelector(`main a[href="${INVESTMENT}"]`);
    const onDashboard = await scrollTo(page, 700);
    expect(onDashboard).toBeGreaterThan(300);

    await follow(page, INVESTMENT);
    await waitForPath(page, INVESTMENT);
    await page.waitForSelector(`::-p-text(${t('productStatus:renameHeading')})`);
    await waitForScroll(page, 0);
    const onInvestment = await scrollTo(page, 400);
    expect(onInvestment).toBeGreaterThan(100);

    await page.evaluate(() => history.back());
    await waitForPath(page, '/de-de/dashboard/');
    await waitForScroll(page, onDashboard);
    await page.evaluate(() => history.forward());
    await waitForPath(page, INVESTMENT);
    await waitForScroll(page, onInvestment);

    // A link to `#main` on this page: scrolls and focuses it, the page is not drawn again.
    await page.$eval('main h1', (heading) => heading.setAttribute('data-drawn', 'once'));
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#main';
      link.id = 'to-main';
      link.textContent = 'main';
      document.body.append(link);
    });
    await scrollTo(page, onInvestment);
    await page.$eval('#to-main', (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    expect(await page.$('main h1[data-drawn="once"]')).not.toBeNull();
    await page.evaluate(() => history.back());
    await page.waitForFunction(() => location.hash === '');
    expect(await page.$('main h1[data-drawn="once"]')).not.toBeNull();

    // An unknown `#id` on another page: the top of that page, no error.
    await page.evaluate(() => {
      history.pushState(null, '', '/de-de/dashboard/#nowhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForPath(page, '/de-de/dashboard/');
    await page.waitForSelector(`main a[href="${INVESTMENT}"]`);
    await waitForScroll(page, 0);

    // A reload of the tab returns where the customer was, once the page has drawn again.
    const beforeReload = await scrollTo(page, 500);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`main a[href="${INVESTMENT}"]`);
    await waitForScroll(page, beforeReload);
    expect(errors).toEqual([]);
  });

  it('a form with unsaved input asks before a link, Back or a reload; a logout is not held', async () => {
    const page = await env.openPage(DESKTOP);
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await login(page, env.harness(), { prefix: 'de-de' });
    await follow(page, INVESTMENT);
    await waitForPath(page, INVESTMENT);
    const field = 'main input[id$="-name"]';
    await fillField(page, field, 'Mein neues Depot');

    await follow(page, '/de-de/dashboard/');
    await page.waitForSelector(`${DIALOG}::-p-text(${t('common:leaveTitle')})`);
    expect(new URL(page.url()).pathname).toBe(INVESTMENT);
    await page.waitForFunction(
      (stay) => document.activeElement?.textContent === stay,
      { polling: 50 },
      t('common:stayOnPage'),
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction((selector) => !document.querySelector(selector), { polling: 50 }, DIALOG);
    expect(await page.$eval(field, (input) => (input as HTMLInputElement).value)).toBe('Mein neues Depot');

    // Back: the address bar goes back to this page while the customer decides.
    await page.evaluate(() => history.back());
    await page.waitForSelector(DIALOG);
    await waitForPath(page, INVESTMENT);
    await page.click(`${DIALOG} button::-p-text(${t('common:stayOnPage')})`);
    await page.waitForFunction((selector) => !document.querySelector(selector), { polling: 50 }, DIALOG);
    await waitForPath(page, INVESTMENT);

    // A reload: the browser's own prompt (dismissed: the page and its input stay).
    void page.reload().catch(() => undefined);
    await expect.poll(() => prompts, { timeout: 30_000 }).toEqual(['beforeunload']);
    expect(await page.$eval(field, (input) => (input as HTMLInputElement).value)).toBe('Mein neues Depot');

    // Back, and this time leave.
    await page.evaluate(() => history.back());
    await page.waitForSelector(DIALOG);
    await page.click(`${DIALOG} button::-p-text(${t('common:leavePage')})`);
    await waitForPath(page, '/de-de/dashboard/');

    // A logout with unsaved input ends on the login page, nothing asks.
    await follow(page, INVESTMENT);
    await waitForPath(page, INVESTMENT);
    await fillField(page, field, 'Noch ein Name');
    await logoutFromAccountMenu(page, t('header:accountNavigation'));
    expect(await page.$(DIALOG)).toBeNull();
    expect(prompts).toEqual(['beforeunload']);
  });

  it('once the form has saved, leaving asks nothing', async () => {
    const page = await env.openPage(DESKTOP);
    await login(page, env.harness(), { prefix: 'de-de' });
    await follow(page, INVESTMENT);
    await waitForPath(page, INVESTMENT);
    await fillField(page, 'main input[id$="-name"]', 'Mein Depot');
    await page.click(`main button::-p-text(${t('productStatus:renameSubmit')})`);
    await page.waitForSelector(`main ::-p-text(${t('productStatus:renameDone', { name: 'Mein Depot' })})`);
    await follow(page, '/de-de/dashboard/');
    await waitForPath(page, '/de-de/dashboard/');
    expect(await page.$(DIALOG)).toBeNull();
  });
});
