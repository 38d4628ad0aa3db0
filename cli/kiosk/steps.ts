/**
 * The pages of the kiosk check, each brought into its state the way a customer gets there, checked
 * to be in it, and settled for its picture (steady-page.ts). What a step reports is what it checked
 * on screen: the country picker is "dialog open" only when a modal dialog is on screen, not when its
 * button merely says it is expanded.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { breakpointPx, PORTAL_CONSTANTS } from '../../core/config';
import { type Locale, toPrefix } from '../../core/locale';
import { AUTH_LOCALES } from '../../core/routes';
import { settle } from './steady-page';
import type { KioskStep } from './types';

export interface StepContext {
  readonly page: Page;
  /** The web portal's origin. */
  readonly site: string;
  readonly locale: Locale;
  /** The viewport width of the page being walked. */
  width: number;
  readonly email: string;
  readonly password: string;
  readonly timeoutMs: number;
  /** Whether this locale's tab has logged in already (the first width's dashboard does it). */
  signedIn: boolean;
}

export interface StepState {
  /** What the page shows, as checked. */
  readonly detail: string;
  /** Undoes what only this picture needed (an open menu, a blocked back end). */
  readonly restore?: () => Promise<void>;
}

/** A page that could not be brought into its state: the report says why, by code. */
export class StepFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A page this locale does not have here. */
export class StepSkipped extends Error {}

// The page's globals inside `page.waitForFunction`: the CLI is type-checked without the DOM library.
interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}
interface Element {
  readonly open?: boolean;
  readonly hidden?: boolean;
  readonly textContent: string | null;
  matches(selector: string): boolean;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
}
declare const document: {
  querySelector(selector: string): Element | null;
  getElementById(id: string): Element | null;
};
declare const location: { pathname: string };
declare const window: { innerHeight: number };

const NAVIGATION_BREAKPOINT = breakpointPx(PORTAL_CONSTANTS.layout.navigationDesktopBreakpoint);

/**
 * The footer's country picker: the button that is its <nav>'s own child (a dialog button on narrow
 * screens, a dropdown button on wide ones). Not any expandable footer button: below the footer
 * breakpoint the link columns are accordions, and "Products" is the first of them.
 */
const PICKER_TRIGGER = 'footer nav > button[aria-expanded]';

/** en-US customers log in on the US app host (§2.1); the kiosk logs in on the generic English site. */
const loginPrefixOf = (locale: Locale) => toPrefix(AUTH_LOCALES.includes(locale) ? locale : 'en');

async function goTo(context: StepContext, path: string): Promise<void> {
  await context.page.goto(`${context.site}${path}`, { waitUntil: 'domcontentloaded' });
}

async function login(context: StepContext): Promise<void> {
  const { page } = context;
  await goTo(context, `/${loginPrefixOf(context.locale)}/login/`);
  await page.waitForSelector('form button[type="submit"]:not([disabled])', { timeout: context.timeoutMs });
  for (const [name, value] of [
    ['email', context.email],
    ['password', context.password],
  ] as const) {
    await page.click(`form input[name="${name}"]`, { count: 3 });
    await page.keyboard.sendCharacter(value);
  }
  await page.click('form button[type="submit"]');
  const outcome = await page.waitForFunction(
    () => {
      const alert = document.querySelector('[role="alert"]')?.textContent?.trim();
      if (alert) return `error:${alert}`;
      if (document.querySelector('input[name="one-time-code"]'))
        return 'error:the login asks for a one-time code';
      return !location.pathname.endsWith('/login/') && document.querySelector('main h1') ? 'ok' : false;
    },
    { polling: 100, timeout: context.timeoutMs },
  );
  const value = (await outcome.jsonValue()) as string;
  if (value.startsWith('error:')) throw new StepFailure('LOGIN_REFUSED', `Login refused: ${value.slice(6)}`);
  context.signedIn = true;
}

/** The overview of the locale, signed in (logging in first if this tab has not). */
async function openDashboard(context: StepContext): Promise<string> {
  if (!context.signedIn) await login(context);
  const path = `/${toPrefix(context.locale)}/dashboard/`;
  await goTo(context, path);
  await context.page.waitForSelector('main h1', { timeout: context.timeoutMs });
  const landed = new URL(context.page.url()).pathname;
  if (landed !== path) throw new StepFailure('NOT_SIGNED_IN', `The overview sent the kiosk to ${landed}.`);
  return landed;
}

/** Waits until `check` holds on the page, or fails the step with `code` and `message`. */
async function expectOnScreen(
  context: StepContext,
  check: (argument: string) => boolean,
  argument: string,
  failure: { code: string; message: string },
): Promise<void> {
  await context.page
    .waitForFunction(check, { polling: 100, timeout: context.timeoutMs }, argument)
    .catch(() => {
      throw new StepFailure(failure.code, failure.message);
    });
}

const closeWithEscape = (page: Page) => async () => {
  await page.keyboard.press('Escape');
};

export const STEPS: Record<KioskStep, (context: StepContext) => Promise<StepState>> = {
  async login(context) {
    if (!AUTH_LOCALES.includes(context.locale))
      throw new StepSkipped(`${context.locale} customers log in on the US app host (§2.1)`);
    await goTo(context, `/${toPrefix(context.locale)}/login/`);
    // Prerendered: the fields are there at once, the button once hydrated and the bot check ready.
    await context.page.waitForSelector('form button[type="submit"]:not([disabled])', {
      timeout: context.timeoutMs,
    });
    await settle(context.page, context.timeoutMs);
    return { detail: new URL(context.page.url()).pathname };
  },

  async dashboard(context) {
    const landed = await openDashboard(context);
    await settle(context.page, context.timeoutMs);
    return { detail: landed };
  },

  async 'country-picker'(context) {
    const { page } = context;
    await openDashboard(context);
    // The footer loads when its place nears the viewport: once the page has its full length,
    // scroll down to it, as a customer would.
    await settle(page, context.timeoutMs);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await settle(page, context.timeoutMs);
    const trigger = await page.waitForSelector(PICKER_TRIGGER, { visible: true });
    await trigger!.evaluate((element) =>
      (element as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'center' }),
    );
    await trigger!.click();
    if (context.width < NAVIGATION_BREAKPOINT) {
      await expectOnScreen(
        context,
        () => {
          const dialog = document.querySelector('dialog[aria-modal="true"]');
          const box = dialog?.getBoundingClientRect();
          return (
            dialog?.open === true &&
            dialog.matches(':modal') &&
            box !== undefined &&
            box.height > 0 &&
            Math.round(box.top) >= 0 &&
            Math.round(box.bottom) <= window.innerHeight
          );
        },
        '',
        { code: 'PICKER_NOT_OPEN', message: 'The country picker did not open: no modal dialog on screen.' },
      );
      await settle(page, context.timeoutMs);
      return { detail: 'dialog open', restore: closeWithEscape(page) };
    }
    const panel = await trigger!.evaluate((element) => element.getAttribute('aria-controls') ?? '');
    // The list opens upwards from the footer: scrolled into view whole, as a customer would.
    await page.evaluate((id) => {
      (
        document.getElementById(id) as unknown as { scrollIntoView(options: object): void } | null
      )?.scrollIntoView({
        block: 'nearest',
      });
    }, panel);
    await expectOnScreen(
      context,
      (id) => {
        const list = document.getElementById(id);
        const box = list?.getBoundingClientRect();
        return (
          list?.hidden === false &&
          box !== undefined &&
          box.height > 0 &&
          // Whole pixels: a box may sit a fraction of a pixel off the edge.
          Math.round(box.top) >= 0 &&
          Math.round(box.bottom) <= window.innerHeight
        );
      },
      panel,
      { code: 'PICKER_NOT_OPEN', message: 'The country picker did not open: its list is not on screen.' },
    );
    await settle(page, context.timeoutMs);
    return { detail: 'dropdown open', restore: closeWithEscape(page) };
  },

  async menu(context) {
    const { page } = context;
    await openDashboard(context);
    await settle(page, context.timeoutMs);
    const mobile = context.width < NAVIGATION_BREAKPOINT;
    const selector = mobile
      ? 'header button[aria-controls][aria-expanded]'
      : 'header nav button[aria-expanded][aria-controls]';
    const button = await page.waitForSelector(selector, { visible: true });
    await button!.click();
    const panel = await button!.evaluate((element) => element.getAttribute('aria-controls') ?? '');
    await expectOnScreen(
      context,
      (id) => {
        const list = document.getElementById(id);
        const box = list?.getBoundingClientRect();
        return list?.hidden === false && box !== undefined && box.height > 0;
      },
      panel,
      { code: 'MENU_NOT_OPEN', message: 'The menu did not open: its panel is not on screen.' },
    );
    await settle(page, context.timeoutMs);
    return { detail: mobile ? 'mobile menu open' : 'navigation menu open', restore: closeWithEscape(page) };
  },

  async 'not-found'(context) {
    const { page } = context;
    const path = `/${toPrefix(context.locale)}/no-such-page/`;
    await goTo(context, path);
    await page.waitForSelector('main h1', { timeout: context.timeoutMs });
    await settle(page, context.timeoutMs);
    const heading = await page.$eval('main h1', (element) => element.textContent?.trim() ?? '');
    return { detail: `${path}: "${heading}"` };
  },

  async outage(context) {
    const { page, site } = context;
    if (!context.signedIn) await login(context);
    // The back end cannot be reached: every request that is not the site's own fails to connect.
    const block = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (new URL(request.url()).origin === site) void request.continue();
      else void request.abort('connectionrefused');
    };
    await page.setRequestInterception(true);
    page.on('request', block);
    const restore = async () => {
      page.off('request', block);
      await page.setRequestInterception(false);
    };
    try {
      await goTo(context, `/${toPrefix(context.locale)}/dashboard/`);
      await expectOnScreen(
        context,
        () => document.querySelector('[data-connection]')?.getAttribute('data-connection') === 'unreachable',
        '',
        {
          code: 'NO_OUTAGE_BANNER',
          message: 'With the back end unreachable, the page shows no outage banner.',
        },
      );
      // The footer's content cannot load either; the banner's own checks come and go: wait for a quiet one.
      await settle(page, context.timeoutMs, { footer: false });
      await expectOnScreen(
        context,
        () => document.querySelector('[data-connection] button')?.getAttribute('aria-disabled') !== 'true',
        '',
        { code: 'NO_OUTAGE_BANNER', message: 'The outage banner kept checking the connection.' },
      );
    } catch (error) {
      await restore();
      throw error;
    }
    return { detail: 'outage banner shown', restore };
  },
};
