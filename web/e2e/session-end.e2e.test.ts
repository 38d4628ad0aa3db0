/**
 * §4 a session that can no longer be extended: here the sandbox's maximum session is 4 minutes, so
 * the first countdown can still extend, but the server caps the new token at the session's end and
 * the next countdown cannot. The dialog then does not ask "stay logged in?": it says the session is
 * ending and cannot be extended, and offers what the customer can do (keep working until then, or
 * log out now); at the end the login page says the session has ended.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { parseLocale } from '../../core/locale';
import { setupBrowserTests } from './support/browser';
import { login, networkQuiet } from './support/portal';
import { sessionDialog, waitForDialog } from './support/session';

const env = setupBrowserTests({
  sandbox: { config: { accessTokenLifeSeconds: 600, maxSessionSeconds: 240 } },
});
const SECOND = 1_000;

describe.each(['de-de', 'fr-fr'])('§4 a session at its limit on /%s/', (prefix) => {
  const { t } = createTranslator(parseLocale(prefix)!);

  it('the dialog says the session is ending and cannot be extended; Continue working; then the login page says it ended', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    await login(page, harness, { prefix });
    await page.waitForSelector('header nav');
    await networkQuiet(page);

    // 120 s before the maximum: the usual question, and extending works (a token capped at the end).
    await harness.advance([page], 121 * SECOND);
    await waitForDialog(page, true);
    expect((await sessionDialog(page)).name).toBe(t('session:title'));
    await page.keyboard.press('Enter');
    await waitForDialog(page, false);
    await networkQuiet(page);
    // After the 5-second confirmation the countdown is back, now for a session that cannot extend.
    await harness.advance([page], 5.5 * SECOND);
    await waitForDialog(page, true);

    // Nothing more to extend: the words say what the customer can do.
    await page.waitForFunction(
      (title) =>
        document
          .querySelector('[data-testid="session-timer"]')
          ?.closest('dialog')
          ?.querySelector('h2')
          ?.textContent?.trim() === title,
      { polling: 50, timeout: 10_000 },
      t('session:endingTitle'),
    );
    const ending = await sessionDialog(page);
    expect(ending).toMatchObject({
      open: true,
      name: t('session:endingTitle'),
      description: t('session:endingDescription'),
      focusedText: t('session:keepWorking'),
    });
    const buttons = await page.$$eval('dialog[open] button', (all) => all.map((b) => b.textContent?.trim()));
    expect(buttons).toEqual([t('session:keepWorking'), t('session:logoutNow')]);
    expect(buttons).not.toContain(t('session:extend'));

    // "Continue working" closes it for the time left; at the end the login page says what happened.
    await page.keyboard.press('Enter');
    await waitForDialog(page, false);
    await harness.advance([page], 125 * SECOND);
    await page.waitForFunction(() => location.pathname.endsWith('/login/'), { timeout: 10_000, polling: 50 });
    const notice = await page.waitForSelector('[data-logout]');
    expect(await notice!.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' '))).toBe(
      `${t('session:loggedOutTitle')} ${t('session:loggedOutEnded')}`,
    );
  });
});
