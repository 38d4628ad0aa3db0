/**
 * §1 two designs and §9 the theme rule in real Chromium, built with b2cThemeChoiceLocally (the
 * local environment follows production's rule, docs/decisions/201; support/built-flags.ts): on
 * /en-gb/ a visitor who has not chosen sees v1 and the choice; choosing v2 changes the logo, the
 * footer and the market list; on /de-de/ v2 stays forced and the page says so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { DESKTOP, setupBrowserTests } from './support/browser';
import { withBuiltFlags } from './support/built-flags';
import { open } from './support/portal';

const env = setupBrowserTests();

beforeAll(() => {
  withBuiltFlags(env.harness(), { b2cThemeChoiceLocally: true });
});

const design = (page: import('puppeteer').Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    logo: document.querySelector('header img')?.getAttribute('src'),
  }));

describe('§1 §9 the theme choice on /en-gb/login/ and /de-de/login/ (visitor, local with b2cThemeChoiceLocally)', () => {
  it('v1 until the visitor chooses; choosing v2 changes logo and design and is kept; de-de stays v2', async () => {
    const page = await env.openPage(DESKTOP);
    await open(page, env.harness(), '/en-gb/login/');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'v1');
    expect(await design(page)).toEqual({ theme: 'v1', logo: '/assets/logo-v1.svg' });
    const v2 = await page.waitForSelector(
      `label::-p-text(${createTranslator('en-GB').t('portal:themeV2')}) input[type="radio"]`,
    );
    expect(await v2!.evaluate((input) => (input as HTMLInputElement).checked)).toBe(false);
    await v2!.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'v2');
    expect(await design(page)).toEqual({ theme: 'v2', logo: '/assets/logo-v2.svg' });

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'v2');
    await open(page, env.harness(), '/de-de/login/');
    await page.waitForSelector(`::-p-text(${createTranslator('de-DE').t('portal:themeForced')})`);
    expect(await page.$('input[type="radio"][value="v1"]')).toBeNull();
  });
});
