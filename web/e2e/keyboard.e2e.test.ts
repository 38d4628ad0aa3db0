/**
 * Keyboard paths of the shell (§2.5, §2.6; accessibility.md 1–3, 5, 7, 10) in real Chromium:
 * skip link; the desktop disclosure navigation (Enter, arrows, Home/End, Escape back to the
 * button, focus leaving closes, one open at a time, main and account menu alike); copy IBAN puts
 * the electronic format on the clipboard and says so; the hamburger with its scroll lock; the
 * country picker as a modal that keeps focus inside and gives it back, and as a dropdown.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { parseLocale } from '../../core/locale';
import { BROWSER, DESKTOP, MOBILE, setupBrowserTests } from './support/browser';
import { login, open } from './support/portal';

const env = setupBrowserTests();

/** What has focus: its text, role-ish facts and where it sits. */
function active(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.textContent ?? '').trim(),
      expanded: element?.getAttribute('aria-expanded') ?? null,
      inPanelOf: element?.closest('[id][hidden], [id][tabindex="-1"]')?.id ?? null,
      inDialog: element?.closest('dialog')?.getAttribute('aria-labelledby') ?? null,
      isMain: element?.tagName === 'MAIN',
    };
  });
}

/** The expanded disclosure buttons of the header. */
const expandedButtons = (page: Page) =>
  page.$$eval('header button[aria-expanded="true"]', (buttons) => buttons.map((b) => b.textContent?.trim()));

async function press(page: Page, key: Parameters<Page['keyboard']['press']>[0], times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

describe.each(['de-de', 'en-gb'])('keyboard paths on /%s/', (prefix) => {
  const locale = parseLocale(prefix)!;
  const { t } = createTranslator(locale);
  const mainNav = `header nav[aria-label="${t('nav:mainNavigation')}"]`;
  const accountButton = `header nav[aria-label="${t('header:accountNavigation')}"] button[aria-expanded]`;

  it('desktop: skip link, disclosure navigation, Escape, focus leaving, one open at a time, copy IBAN', async () => {
    const page = await env.openPage(DESKTOP);
    const harness = env.harness();
    // Reading the clipboard back: a permission in Chromium, a launch preference in Firefox.
    if (BROWSER === 'chromium')
      await env
        .context()
        .overridePermissions(harness.webOrigin, [
          'clipboard-read',
          'clipboard-write',
          'clipboard-sanitized-write',
        ]);
    await login(page, harness, { prefix });
    await page.waitForSelector(`header nav[aria-label="${t('header:accountNavigation')}"]`);
    await open(page, harness, `/${prefix}/dashboard/`);
    await page.waitForSelector(`header nav[aria-label="${t('header:accountNavigation')}"]`);

    // accessibility.md 1: the first Tab reaches the skip link; Enter moves focus to main.
    await press(page, 'Tab');
    expect((await active(page)).tag).toBe('a');
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).hash)).toBe('#main');
    await press(page, 'Enter');
    expect((await active(page)).isMain).toBe(true);

    // accessibility.md 2: Enter toggles the first navigation button; Down, End, Home, Up move in its panel.
    const firstButton = `${mainNav} button[aria-expanded]`;
    await page.focus(firstButton);
    const buttonText = (await active(page)).text;
    await press(page, 'Enter');
    expect(await expandedButtons(page)).toEqual([buttonText]);
    const panel = await page.$eval(firstButton, (button) => button.getAttribute('aria-controls'));
    const links = await page.$$eval(`[id="${panel}"] a[href]`, (all) =>
      all.map((a) => a.textContent?.trim()),
    );
    expect(links.length).toBeGreaterThan(1);
    await press(page, 'ArrowDown');
    expect((await active(page)).text).toBe(links[0]);
    await press(page, 'ArrowDown');
    expect((await active(page)).text).toBe(links[1]);
    await press(page, 'End');
    expect((await active(page)).text).toBe(links.at(-1));
    await press(page, 'Home');
    expect((await active(page)).text).toBe(links[0]);
    await press(page, 'ArrowDown');
    await press(page, 'ArrowUp');
    expect((await active(page)).text).toBe(links[0]);
    // accessibility.md 3: Escape closes and puts focus on the button.
    await press(page, 'Escape');
    expect(await expandedButtons(page)).toEqual([]);
    expect((await active(page)).text).toBe(buttonText);
    // Space toggles too; Tab still reaches every link of an open panel.
    await press(page, ' ');
    expect(await expandedButtons(page)).toEqual([buttonText]);
    await press(page, 'Tab');
    expect((await active(page)).text).toBe(links[0]);

    // One open at a time: the next button opens, the first closes; the account menu shares the rule.
    const buttons = await page.$$(`${mainNav} button[aria-expanded]`);
    const secondText = await buttons[1]!.evaluate((b) => b.textContent?.trim());
    await buttons[1]!.click();
    expect(await expandedButtons(page)).toEqual([secondText]);
    await page.click(accountButton);
    expect(await expandedButtons(page)).toHaveLength(1);
    expect(await page.$eval(accountButton, (b) => b.getAttribute('aria-expanded'))).toBe('true');

    // accessibility.md 10: copy IBAN by keyboard; electronic format on the clipboard; a status says so.
    await page.focus(accountButton);
    await press(page, 'Tab');
    expect((await active(page)).text).toBe(t('header:copy_iban'));
    await press(page, 'Enter');
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('header [role="status"]')].some((s) => s.textContent === text),
      { polling: 50 },
      t('header:copied_iban'),
    );
    expect((await active(page)).text, 'focus stays on the copy button').toBe(t('header:copy_iban'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DE12100100100000004701');

    // Focus leaving the navigation closes it (Shift+Tab back out of the account menu).
    await page.focus(accountButton);
    await page.keyboard.down('Shift');
    await press(page, 'Tab');
    await page.keyboard.up('Shift');
    expect(await expandedButtons(page)).toEqual([]);
  });

  it('mobile: hamburger locks scrolling and gives focus back; the country modal keeps focus inside', async () => {
    const page = await env.openPage(MOBILE);
    const harness = env.harness();
    await login(page, harness, { prefix });
    const hamburger = await page.waitForSelector('header button[aria-controls][aria-expanded]');
    const panelId = await hamburger!.evaluate((b) => b.getAttribute('aria-controls'));
    expect(await page.$eval(`[id="${panelId}"]`, (panel) => (panel as HTMLElement).hidden)).toBe(true);

    // accessibility.md 5: while open the page does not scroll, and scrollY is the same after closing.
    // The header scrolls with the page, so the hamburger is reached a few pixels down, still in view.
    await page.evaluate(() => window.scrollTo(0, 6));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBe(6);
    await hamburger!.evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
    await press(page, 'Enter');
    expect(await hamburger!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('true');
    expect(await page.$eval(`[id="${panelId}"]`, (panel) => (panel as HTMLElement).hidden)).toBe(false);
    await page.mouse.wheel({ deltaY: 600 });
    await page.evaluate(() => window.scrollBy(0, 300));
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    await press(page, 'Escape');
    expect(await hamburger!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect((await active(page)).expanded, 'focus is back on the hamburger').toBe('false');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // accessibility.md 7: the footer's country picker is a named modal; Tab and Shift+Tab stay inside.
    // The footer loads when its place nears the viewport: scroll down to it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const trigger = await page.waitForSelector('footer button[aria-haspopup="dialog"]');
    await trigger!.focus();
    await press(page, 'Enter');
    const dialog = await page.waitForSelector('dialog[aria-modal="true"][open]');
    expect(await dialog!.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
    const name = await dialog!.evaluate(
      (d) => document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent,
    );
    expect(name?.trim()).toBeTruthy();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    for (let i = 0; i < 30; i++) {
      await press(page, 'Tab');
      expect((await active(page)).inDialog, `Tab ${i + 1} stays in the dialog`).not.toBeNull();
    }
    await page.keyboard.down('Shift');
    for (let i = 0; i < 30; i++) {
      await press(page, 'Tab');
      expect((await active(page)).inDialog, `Shift+Tab ${i + 1} stays in the dialog`).not.toBeNull();
    }
    await page.keyboard.up('Shift');
    const options = await dialog!.$$eval('a[href]', (links) =>
      links.map((a) => ({ hreflang: a.getAttribute('hreflang'), current: a.getAttribute('aria-current') })),
    );
    expect(options.every((option) => option.hreflang)).toBe(true);
    expect(options.filter((option) => option.current === 'true')).toHaveLength(1);
    await press(page, 'Escape');
    await page.waitForSelector('dialog[aria-modal="true"]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

    // Closed, the panel never receives focus: 40 Tabs from the hamburger never land in it. Last,
    // because Firefox hands focus to its own window past the page's last element, and the page
    // then takes no more keys.
    await hamburger!.focus();
    for (let i = 0; i < 40; i++) {
      await press(page, 'Tab');
      expect(
        await page.evaluate((id) => document.getElementById(id!)?.contains(document.activeElement), panelId),
      ).toBe(false);
    }
  });

  it('desktop country picker: a dropdown that Escape closes back to its trigger, and focus leaving closes', async () => {
    const page = await env.openPage(DESKTOP);
    const harness = env.harness();
    await open(page, harness, `/${prefix}/login/`);
    const trigger = await page.waitForSelector('footer nav button[aria-expanded]');
    await trigger!.focus();
    await press(page, 'Enter');
    expect(await trigger!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('true');
    await press(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('hreflang'))).toBeTruthy();
    await press(page, 'Escape');
    expect(await trigger!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await press(page, 'Enter');
    await page.keyboard.down('Shift');
    await press(page, 'Tab');
    await page.keyboard.up('Shift');
    expect(await trigger!.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('false');
  });
});
