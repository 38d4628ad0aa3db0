/**
 * Two tabs of one browser (design §6, security.md 6, accessibility.md 8): a token refresh in one is
 * adopted by the other with one token call (Web Locks + re-reading storage; a second refresh with
 * the rotated-out refresh token would make the sandbox revoke the session), every tab closes its
 * timeout dialog when one extends, and a logout in one logs out both.
 *
 * Access tokens live 200 s here, shorter than the 5-minute idle timeout, so both tabs reach the
 * automatic refresh (120 s before the token's end) at the same moment.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { parseLocale } from '../../core/locale';
import { setupBrowserTests } from './support/browser';
import { hasTokens, login, logoutFromAccountMenu, networkQuiet, open, requestsTo } from './support/portal';
import { sessionDialog, waitForDialog } from './support/session';

const env = setupBrowserTests({ sandbox: { config: { accessTokenLifeSeconds: 200 } } });

const SECOND = 1_000;

describe.each(['de-de', 'en-gb'])('two tabs on /%s/', (prefix) => {
  it('one refresh for both tabs; extending in one closes both dialogs; logout in one logs out both', async () => {
    const first = await env.openPage();
    const harness = env.harness();
    await login(first, harness, { prefix });
    const second = await env.openTab();
    await open(second, harness, `/${prefix}/postbox/messages`);
    await first.bringToFront();
    await networkQuiet(first);
    await networkQuiet(second);
    await second.waitForSelector('header nav');
    expect(await hasTokens(second)).toBe(true);

    // 90 s later both tabs are past the refresh point (token end − 120 s): one token call in all.
    await harness.advance([first, second], 90 * SECOND);
    const deadline = Date.now() + 5_000;
    while (requestsTo(harness, 'token').length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    // Give the second tab time for its turn at the lock: it must adopt the new token, not call again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsTo(harness, 'token').map((entry) => entry.status)).toEqual([200]);
    const { sessions } = harness.sandbox.state;
    expect(sessions.list().map((session) => sessions.status(session))).toEqual(['active']);
    // The second tab works on with the adopted token: the next page (client-side) loads its data.
    await second.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${prefix}/documents`);
    await second.waitForFunction(() => location.pathname.endsWith('/documents'), { polling: 50 });
    await second.waitForSelector('main h1');
    await networkQuiet(second);
    expect(requestsTo(harness, 'token')).toHaveLength(1);

    // Both tabs idle into the countdown; "Extend session" in one closes the dialog in both.
    await harness.advance([first, second], 185 * SECOND);
    await waitForDialog(first, true);
    await waitForDialog(second, true);
    await first.keyboard.press('Enter');
    await waitForDialog(first, false);
    await waitForDialog(second, false);
    expect((await sessionDialog(second)).open).toBe(false);

    // Logout in the first tab: both go to the login page and forget the tokens.
    await logoutFromAccountMenu(first, createTranslator(parseLocale(prefix)!).t('header:accountNavigation'));
    for (const page of [first, second])
      await page.waitForFunction(() => location.pathname.endsWith('/login/'), { polling: 50 });
    expect(await hasTokens(first)).toBe(false);
    expect(await hasTokens(second)).toBe(false);
    expect(requestsTo(harness, 'idpLogout').map((entry) => entry.status)).toEqual([204]);
  });
});
