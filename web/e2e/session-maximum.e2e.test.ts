/**
 * §4 maximum session and the stop-refreshing flag in the browser, on the local preset (where
 * umtStopRefreshingTokenWhenAboutToReachMaxSession is on) against the sandbox's
 * `maximum-session` settings: the session is over 4 minutes after login, before the 5-minute idle
 * timeout. Two minutes before, the countdown says the maximum is reached and offers no extension;
 * no refresh is tried near the maximum; at the end the portal logs out, however active the
 * customer is. Time moves in the page and the sandbox together.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n';
import { setupBrowserTests } from './support/browser';
import { hasTokens, login, networkQuiet, requestsTo } from './support/portal';
import { sessionDialog, waitForDialog } from './support/session';

const env = setupBrowserTests({
  sandbox: { config: { accessTokenLifeSeconds: 300, idleSessionSeconds: 1800, maxSessionSeconds: 240 } },
});

const SECOND = 1_000;

describe('§4 a session that reaches its maximum on /de-de/dashboard/ (demo persona, maximum 4 minutes)', () => {
  it('says so two minutes before, offers only logging out, refreshes nothing, and ends at the maximum', async () => {
    const { t } = createTranslator('de-DE');
    const page = await env.openPage();
    const harness = env.harness();
    await login(page, harness, { prefix: 'de-de' });
    await page.waitForSelector('header nav');
    await networkQuiet(page);

    // An active customer: a click every 20 s, which keeps an idle end far away.
    for (let elapsed = 0; elapsed < 100 * SECOND; elapsed += 20 * SECOND) {
      await page.mouse.click(5, 300);
      await harness.advance([page], 20 * SECOND);
    }
    expect((await sessionDialog(page)).open).toBe(false);
    await harness.advance([page], 21 * SECOND);
    await waitForDialog(page, true);
    const shown = await sessionDialog(page);
    expect(shown.name).toBe(t('session:maximumTitle'));
    expect(shown.description).toBe(t('session:maximumDescription'));
    expect(shown.focusedText, 'the only action left is logging out').toBe(t('session:logoutNow'));
    expect(await page.$('dialog[open] ::-p-text(Sitzung verlängern)')).toBeNull();
    // §4: with the flag, nothing is refreshed in the last 120 s of the whole session.
    expect(requestsTo(harness, 'token')).toEqual([]);

    await harness.advance([page], 120 * SECOND);
    await page.waitForFunction(() => location.pathname === '/de-de/login/');
    expect(await hasTokens(page)).toBe(false);
    const sessions = harness.sandbox.state.sessions.list();
    expect(sessions.map((session) => harness.sandbox.state.sessions.status(session))).not.toContain('active');
  });
});
