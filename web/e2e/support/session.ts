/**
 * The session timeout dialog (§4 Session, accessibility.md 8–9) as a test reads it: whether it is
 * open, what its visible timer and its live region say, and the confirmation after extending.
 */
import type { Page } from 'puppeteer';

export interface DialogState {
  readonly open: boolean;
  readonly name: string;
  readonly description: string;
  readonly timer: string;
  readonly timerHidden: boolean;
  readonly announcement: string;
  readonly focusedText: string;
}

/** The timeout dialog: the <dialog> that holds the session timer. */
export function sessionDialog(page: Page): Promise<DialogState> {
  return page.evaluate(() => {
    const timer = document.querySelector('[data-testid="session-timer"]');
    const dialog = timer?.closest('dialog') ?? null;
    const byIds = (ids: string | null | undefined) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
    return {
      open: dialog?.open === true && dialog.matches(':modal'),
      name: byIds(dialog?.getAttribute('aria-labelledby')),
      description: byIds(dialog?.getAttribute('aria-describedby')),
      timer: timer?.textContent?.trim() ?? '',
      timerHidden: timer?.getAttribute('aria-hidden') === 'true',
      announcement: document.querySelector('[data-testid="session-announcement"]')?.textContent?.trim() ?? '',
      focusedText: (document.activeElement?.textContent ?? '').trim(),
    };
  });
}

export async function waitForDialog(page: Page, open: boolean): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const dialog = document.querySelector('[data-testid="session-timer"]')?.closest('dialog');
      return (dialog?.open === true) === wanted;
    },
    { polling: 50 },
    open,
  );
}

/** The status message outside the dialog (the §8 extension confirmation), '' when empty. */
export function confirmation(page: Page): Promise<string> {
  // The session dialog's sibling: SessionDialog renders the dialog, then this status.
  return page.evaluate(() =>
    [...document.querySelectorAll('dialog + [role="status"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .join(''),
  );
}

/** Records every change of the dialog's live region, with the visible timer at that moment. */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: Array<{ text: string; timer: string }> = [];
    (window as unknown as { __announcements: typeof log }).__announcements = log;
    const region = document.querySelector('[data-testid="session-announcement"]');
    if (!region) throw new Error('no live region: is the dialog open?');
    const timer = () => document.querySelector('[data-testid="session-timer"]')?.textContent?.trim() ?? '';
    log.push({ text: region.textContent?.trim() ?? '', timer: timer() });
    new MutationObserver(() => log.push({ text: region.textContent?.trim() ?? '', timer: timer() })).observe(
      region,
      { childList: true, characterData: true, subtree: true },
    );
  });
}

export function announcements(page: Page): Promise<Array<{ text: string; timer: string }>> {
  return page.evaluate(
    () => (window as unknown as { __announcements: Array<{ text: string; timer: string }> }).__announcements,
  );
}
