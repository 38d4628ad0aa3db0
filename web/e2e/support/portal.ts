/**
 * Steps a customer takes, in the browser: open the login page, fill it in, submit, and wait for
 * where the portal goes. Personas and their password are the sandbox's (fixtures/README.md).
 */
import type { Page } from 'puppeteer';
import { TOKEN_STORAGE_KEYS } from '../../../core/auth';
import { SANDBOX_PASSWORD } from '../../../fixtures';
import type { PortalHarness } from '../../../scripts/browser/harness';

export const PASSWORD = SANDBOX_PASSWORD;
export const ONE_TIME_CODE = '123456';

export const PERSONA = {
  demo: 'demo@sandbox.local',
  oneTimeCode: 'otp@sandbox.local',
  locked: 'locked@sandbox.local',
  mtanDisabled: 'mtan-disabled@sandbox.local',
  expired: 'expired@sandbox.local',
  ukFunds: 'uk.funds@sandbox.local',
  noIban: 'no-iban@sandbox.local',
  pending: 'pending@sandbox.local',
  company: 'company@sandbox.local',
  partner: 'partner@sandbox.local',
} as const;

const LOGIN_FORM = 'form:has(input[name="email"])';

/**
 * Opens a page of the portal and waits until the app has drawn it: a prerendered page's HTML is
 * there at once, so this waits for the `portal:ready` mark (the first page's commit, web/routing).
 */
export async function open(page: Page, harness: PortalHarness, path: string): Promise<void> {
  await page.goto(harness.url(path), { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('#root > *');
  await page.waitForFunction(() => performance.getEntriesByName('portal:ready').length > 0);
}

/**
 * Replaces a field's text the way a paste does: one `input` event of type insertText (the editing
 * command both Chromium and Firefox keep for this), so the portal sees a real edit, without typing
 * key by key.
 */
export async function fillField(page: Page, selector: string, text: string): Promise<void> {
  const field = await page.waitForSelector(selector);
  await field!.click({ count: 3 });
  await page.evaluate((element) => (element as HTMLInputElement).select(), field!);
  if (text === '') await page.keyboard.press('Backspace');
  else await page.evaluate((value) => document.execCommand('insertText', false, value), text);
}

/**
 * A client-side navigation, as the portal's own links do it (React Router listens to popstate):
 * no reload, so the tab's session, clock and caches stay.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (target) => location.pathname + location.search === target,
    { polling: 50 },
    path,
  );
}

/** Logs out from the account menu (§2.5, desktop header): open it, press its last action. */
export async function logoutFromAccountMenu(page: Page, accountNavigationLabel: string): Promise<void> {
  const nav = `header nav[aria-label="${accountNavigationLabel}"]`;
  const button = await page.waitForSelector(`${nav} button[aria-expanded]`);
  await button!.click();
  const actions = await page.$$(`${nav} [id] button:not([aria-describedby])`);
  await actions.at(-1)!.click();
  await page.waitForFunction(() => location.pathname.endsWith('/login/'), { polling: 50 });
}

/** Fills the login form and submits it; the bot check solves the sandbox's real puzzle meanwhile. */
export async function submitLogin(page: Page, email: string, password: string = PASSWORD): Promise<void> {
  await fillField(page, `${LOGIN_FORM} input[name="email"]`, email);
  await fillField(page, `${LOGIN_FORM} input[name="password"]`, password);
  // The button is enabled once the page is hydrated and the bot check is ready (decisions 121,
  // 124); a click on it before then does nothing, as for a customer.
  await page.waitForSelector(`${LOGIN_FORM} button[type="submit"]:not([disabled])`);
  await page.click(`${LOGIN_FORM} button[type="submit"]`);
}

/** Waits until the address bar shows `path` (pathname plus search, if given one). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      (expected) =>
        (expected.includes('?') ? location.pathname + location.search : location.pathname) === expected,
      { timeout, polling: 50 },
      path,
    )
    .catch(async (error: unknown) => {
      throw new Error(`expected ${path}, the page is at ${new URL(page.url()).pathname} (${String(error)})`);
    });
}

/** Logs in from the login page of `prefix` (with an optional query) and waits for `destination`. */
export async function login(
  page: Page,
  harness: PortalHarness,
  options: { prefix: string; email?: string; query?: string; destination?: string },
): Promise<void> {
  await open(page, harness, `/${options.prefix}/login/${options.query ?? ''}`);
  await submitLogin(page, options.email ?? PERSONA.demo);
  await waitForPath(page, options.destination ?? `/${options.prefix}/dashboard/`);
}

/** The text of the login error alert once it has one. */
export async function loginError(page: Page): Promise<string> {
  const alert = await page.waitForSelector('[role="alert"]:not(:empty)');
  return (await alert!.evaluate((element) => element.textContent ?? '')).trim();
}

/** Whether the tab holds tokens (the portal's own storage keys, core/auth). */
export async function hasTokens(page: Page): Promise<boolean> {
  return page.evaluate(
    (keys) => keys.some((key) => window.localStorage.getItem(key) !== null),
    Object.values(TOKEN_STORAGE_KEYS),
  );
}

/** The sandbox's request log, by endpoint name of core/contract/endpoints.ts. */
export function requestsTo(harness: PortalHarness, endpoint: string) {
  return harness.sandbox.state.requests.list().filter((entry) => entry.endpoint === endpoint);
}

/** What the element with focus is, for keyboard assertions. */
export function focused(page: Page): Promise<{ tag: string; text: string; id: string; name: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.textContent ?? '').trim(),
      id: element?.id ?? '',
      name: element?.getAttribute('aria-label') ?? null,
    };
  });
}

/**
 * Waits until the page has had no request for a moment: time moved by the test must not fire the
 * 3-second timeouts of requests still in flight.
 */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 100, timeout: 5_000 }).catch(() => undefined);
}
