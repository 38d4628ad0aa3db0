/**
 * §4 Session in the browser (accessibility.md 8–9, design §6): the countdown at 120 s, the live
 * region that speaks rarely, "Extend session" ten times in a row, the confirmation for 5 s, expiry
 * that logs out and brings a later login back to the saved page, and a laptop that sleeps past the
 * end. Time is moved in the page and the sandbox together (scripts/browser/page-clock.ts); nothing
 * waits for real minutes.
 *
 * Access tokens here live 10 minutes, longer than the portal's 5-minute idle timeout, so the
 * session's end is the idle end and no automatic refresh mixes into the token calls counted below.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { createTranslator, formatDuration } from '../../core/i18n';
import { parseLocale } from '../../core/locale';
import { BROWSER, setupBrowserTests } from './support/browser';
import {
  hasTokens,
  login,
  networkQuiet,
  open,
  PERSONA,
  requestsTo,
  submitLogin,
  waitForPath,
} from './support/portal';
import {
  announcements,
  confirmation,
  recordAnnouncements,
  sessionDialog,
  waitForDialog,
} from './support/session';

const env = setupBrowserTests({ sandbox: { config: { accessTokenLifeSeconds: 600 } } });

const SECOND = 1_000;

/**
 * The laptop wakes up. Chromium: the tab was frozen and becomes active again, and fires `resume`.
 * Firefox has no frozen state to emulate; what tells a Firefox tab that time has passed is the
 * customer coming back to the window, its `focus`. Either way the session engine re-checks its
 * deadlines at once.
 */
async function wake(page: Page): Promise<void> {
  if (BROWSER === 'firefox') {
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    return;
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await cdp.detach();
}

/** The page's monotonic time (the test clock's, which real time moves too). */
const pageTime = (page: Page) => page.evaluate(() => performance.now());
/** The portal's idle timeout (core/session DEFAULT_IDLE_TIMEOUT_MS) and §9 countdown threshold. */
const IDLE = 300 * SECOND;
const THRESHOLD = 120 * SECOND;

describe.each(['de-de', 'en-gb'])('§4 session timeout on /%s/', (prefix) => {
  const locale = parseLocale(prefix)!;
  const { t } = createTranslator(locale);
  /** The seconds a visible timer text shows ("1:59" is 119). */
  const secondsOnTimer = (timer: string): number => {
    const seconds = Array.from({ length: 301 }, (_, left) => left).find(
      (left) => t('session:countdown', { time: formatDuration(left, locale) }) === timer,
    );
    if (seconds === undefined) throw new Error(`"${timer}" is not a countdown of 5 minutes or less`);
    return seconds;
  };

  it('countdown from 120 s with a rare live region; extend ten times in a row; confirmation for 5 s', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    await login(page, harness, { prefix });
    await page.waitForSelector('header nav');
    await networkQuiet(page);

    // Idle for 2:40: no dialog yet (the countdown is 120 s before the idle end, not earlier). Real
    // time passes too while the test runs, so the margin is wide enough for a busy machine.
    await harness.advance([page], IDLE - THRESHOLD - 20 * SECOND);
    expect((await sessionDialog(page)).open).toBe(false);
    await harness.advance([page], 20.5 * SECOND);
    await waitForDialog(page, true);
    const shown = await sessionDialog(page);
    expect(shown.name).toBe(t('session:title'));
    expect(shown.description).toBe(t('session:description'));
    expect(shown.focusedText, 'focus lands on "Extend session"').toBe(t('session:extend'));
    expect(shown.timerHidden, 'the visible timer is aria-hidden').toBe(true);
    expect(shown.announcement).toBe(t('session:announceMinutes', { count: 2 }));

    // One second at a time down to 15 s left: the timer changes every second, the live region at 60, 40, 20 s.
    // Real time moves the page's clock too, so on a busy machine fewer steps reach 15 s: the loop
    // goes by what the timer shows, not by a count of steps.
    await recordAnnouncements(page);
    const timers: number[] = [];
    while (timers.length < 105 && (timers.at(-1) ?? 120) > 15) {
      await harness.advance([page], SECOND);
      timers.push(secondsOnTimer((await sessionDialog(page)).timer));
    }
    expect(timers.at(-1), 'the loop reached 15 s left').toBeLessThanOrEqual(15);
    expect(timers.length, 'steps of a second from 2:00 to 0:15').toBeGreaterThanOrEqual(40);
    expect(
      timers.every((seconds, index) => index === 0 || seconds <= timers[index - 1]!),
      `the visible timer never goes up: ${timers.join(' ')}`,
    ).toBe(true);
    expect(new Set(timers).size, 'the visible timer updates every second').toBeGreaterThanOrEqual(
      timers.length - 5,
    );
    const spoken = await announcements(page);
    expect(spoken.map((entry) => entry.text).slice(0, 1)).toEqual([
      t('session:announceMinutes', { count: 2 }),
    ]);
    // Each mark is spoken once, at the first tick at or below it, with the seconds then left. Real
    // time moves the page's clock too, so on a busy machine that tick may come a second or two
    // after the mark; it is never later than the first timer value this test saw below the mark.
    const marks = [60, 40, 20];
    expect(spoken).toHaveLength(1 + marks.length);
    marks.forEach((mark, index) => {
      const entry = spoken[index + 1]!;
      const said = Array.from({ length: mark + 1 }, (_, left) => left).find(
        (left) => t('session:announceSeconds', { count: left }) === entry.text,
      );
      const firstSeenBelow = timers.find((seconds) => seconds <= mark) ?? 0;
      expect(said, `the ${mark} s mark: "${entry.text}"`).toBeDefined();
      expect(said, `the ${mark} s mark`).toBeGreaterThanOrEqual(firstSeenBelow);
      expect(said, `the ${mark} s mark names the time left`).toBeGreaterThanOrEqual(
        secondsOnTimer(entry.timer),
      );
    });

    // Ten extensions in a row, by keyboard: Enter on the focused "Extend session".
    const tokenCallsBefore = requestsTo(harness, 'token').length;
    for (let round = 1; round <= 10; round++) {
      if (round > 1) {
        await harness.advance([page], IDLE - THRESHOLD + SECOND);
        await waitForDialog(page, true);
      }
      expect((await sessionDialog(page)).focusedText, `round ${round}`).toBe(t('session:extend'));
      const pressedAt = await pageTime(page);
      await page.keyboard.press('Enter');
      await waitForDialog(page, false);
      await page.waitForFunction(
        (text) =>
          [...document.querySelectorAll('dialog + [role="status"]')].some((e) => e.textContent === text),
        {},
        t('session:extended', { count: 5 }),
      );
      // §4: the confirmation shows for 5 seconds, then hides. It appeared between the key press and
      // now; real time moves the page's clock too, and a loaded runner may spend seconds in between.
      const seenAt = await pageTime(page);
      if (seenAt - pressedAt < 3 * SECOND) {
        await harness.advance([page], Math.max(0, pressedAt + 3 * SECOND - (await pageTime(page))));
        expect(await confirmation(page), `round ${round}: still confirming 3 s after the key press`).toBe(
          t('session:extended', { count: 5 }),
        );
      }
      await harness.advance([page], Math.max(0, seenAt + 5.5 * SECOND - (await pageTime(page))));
      expect(await confirmation(page), `round ${round}: hidden 5 s after it appeared`).toBe('');
    }
    expect(requestsTo(harness, 'token').length - tokenCallsBefore).toBe(10);
    expect(requestsTo(harness, 'token').every((entry) => entry.status === 200)).toBe(true);
    expect(await hasTokens(page)).toBe(true);
  });

  it('expiry logs out (identity provider too) and a later login returns to the saved page', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    await login(page, harness, {
      prefix,
      query: `?obs-deepLink=%2F${prefix}%2Fdocuments`,
      destination: `/${prefix}/documents`,
    });
    await page.waitForSelector('main h1');
    await networkQuiet(page);

    await harness.advance([page], IDLE - THRESHOLD + SECOND);
    await waitForDialog(page, true);
    await harness.advance([page], THRESHOLD);
    await page.waitForFunction(() => location.pathname.endsWith('/login/'));
    expect(await hasTokens(page)).toBe(false);
    expect(requestsTo(harness, 'idpLogout').map((entry) => entry.status)).toEqual([204]);
    // The login page says why: logged out after inactivity (§4, §8 texts).
    const notice = await page.waitForSelector('[data-logout]');
    expect(await notice!.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' '))).toBe(
      `${t('session:loggedOutTitle')} ${t('session:loggedOutInactivity')}`,
    );
    expect(await page.evaluate(() => document.cookie)).toContain(
      `obs-deepLink=${encodeURIComponent(`/${prefix}/documents`)}`,
    );

    // A later login (here: after a reload, the next morning) goes back to the saved page, once.
    await harness.advance([page], 30 * 60 * SECOND);
    await open(page, harness, `/${prefix}/login/`);
    await submitLogin(page, PERSONA.demo);
    await waitForPath(page, `/${prefix}/documents`);
    expect(await page.evaluate(() => document.cookie)).not.toContain('obs-deepLink=');
  });

  it('a laptop that sleeps past the end logs out on wake, without showing a stale countdown', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    await login(page, harness, { prefix });
    await page.waitForSelector('header nav');
    await networkQuiet(page);

    // Asleep for 20 minutes: wall time jumps, no timer runs meanwhile.
    await harness.sleep([page], 20 * 60 * SECOND);
    expect(new URL(page.url()).pathname).toBe(`/${prefix}/dashboard/`);
    await wake(page);
    // Polled on a timer: a page that was frozen may not paint frames (requestAnimationFrame) at once.
    await page.waitForFunction(() => location.pathname.endsWith('/login/'), { polling: 50 });
    expect((await sessionDialog(page)).open).toBe(false);
    expect(await hasTokens(page)).toBe(false);
  });
});
