/**
 * A customer's steps on the built portal, in a puppeteer page: open the login page, type the demo
 * persona's email and password, submit, and wait until the dashboard shows balances. The same
 * steps as scripts/dev/try-login.mjs; the selectors are the login form's field names.
 */
import type { Page } from 'puppeteer';

/** The sandbox's demo persona (fixtures/README.md). */
export const DEMO = { email: 'demo@sandbox.local', password: 'sandbox-password-1' } as const;

export const LOGIN_PATH = '/de-de/login/';
export const DASHBOARD_PATH = '/de-de/dashboard/';

/**
 * Opens the login page and waits until the form can be used: the page is prerendered, so its
 * fields are there at once, but the button is enabled only once the page is hydrated and the bot
 * check is ready (decisions 121, 124); a click before that is lost.
 */
export async function openLogin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${LOGIN_PATH}`, { waitUntil: 'load' });
  await page.waitForSelector('form button[type=submit]:not([disabled])', { timeout: 30_000 });
}

/** Types the credentials as a customer would (key by key). */
export async function typeCredentials(page: Page): Promise<void> {
  await page.type('input[name=email]', DEMO.email);
  await page.type('input[name=password]', DEMO.password);
}

/** Presses the login button. */
export async function submitLogin(page: Page): Promise<void> {
  await page.click('form button[type=submit]');
}

/**
 * Resolves when the dashboard is drawn: on its path, with an amount in euro in the main region
 * (the demo persona's balances), not a loading state.
 */
export async function waitForDashboard(page: Page, timeoutMs = 60_000): Promise<void> {
  await page.waitForFunction(
    `location.pathname === ${JSON.stringify(DASHBOARD_PATH)} && !!document.querySelector('main') && document.querySelector('main').innerText.includes('€')`,
    { timeout: timeoutMs, polling: 'mutation' },
  );
}

/** Logs the demo persona in from a fresh login page and waits for the dashboard. */
export async function logIn(page: Page, origin: string): Promise<void> {
  await openLogin(page, origin);
  await typeCredentials(page);
  await submitLogin(page);
  await waitForDashboard(page);
}

/** The requests of a page that have started and not ended; attach when the page is created. */
export function trackRequests(page: Page): { inFlight(): string[] } {
  const open = new Map<unknown, string>();
  page.on('request', (request) => open.set(request, request.url()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return { inFlight: () => [...open.values()] };
}

/**
 * Waits until the page has had no request in flight for `idleMs`, at most `timeoutMs`. A request
 * that never ends (seen on a loaded machine) must not cost a whole figure: after the timeout the
 * bench goes on, and gets back the requests still in flight to report them.
 * @example const stuck = await settle(page, tracker, 2000); // [] when the network went quiet
 */
export async function settle(
  page: Page,
  tracker: { inFlight(): string[] },
  idleMs: number,
  timeoutMs = 30_000,
): Promise<string[]> {
  try {
    await page.waitForNetworkIdle({ idleTime: idleMs, timeout: timeoutMs });
    return [];
  } catch {
    return tracker.inFlight();
  }
}
