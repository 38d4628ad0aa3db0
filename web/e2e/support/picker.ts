/** The country picker of a phone, as a test checks it opens (accessibility.md 7). */
import type { Page } from 'puppeteer';
import { expect } from 'vitest';

/**
 * At 375 px both triggers open the country picker as a named modal dialog: the country banner's
 * "Choose another country" (the page is opened with `?countryConfirm=1`, §4) and the footer's
 * current country. Also used against the dev server.
 */
export async function expectPickerOpens(page: Page, bannerTrigger: string): Promise<void> {
  for (const trigger of [
    `::-p-aria([name="${bannerTrigger}"][role="button"])`,
    'footer button[aria-haspopup="dialog"]',
  ]) {
    // The footer loads when its place nears the viewport: scroll down to it, as a visitor would.
    if (trigger.startsWith('footer'))
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await page.waitForSelector(trigger, { visible: true });
    await button!.click();
    const dialog = await page.waitForSelector('dialog[aria-modal="true"][open]');
    const named = await dialog!.evaluate(
      (element) =>
        (element as HTMLDialogElement).matches(':modal') &&
        (document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').trim()
          .length > 0,
    );
    expect(named, `${trigger}: a named modal dialog`).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[aria-modal="true"][open]', { hidden: true });
  }
}
