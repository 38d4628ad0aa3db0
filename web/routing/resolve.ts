/**
 * Address → view: the locale prefix, the page (web/pages.ts), its guard, its texts and its code
 * (design: the page changes only once all of it is ready, so nothing half-built is drawn). A page
 * whose route needs a session is drawn in the signed-in world, and so is any page while a session is
 * there; a public page without one never loads it (docs/loading.md).
 */
import { hasStoredSession } from '../../core/auth';
import { hasTexts } from '../../core/i18n';
import { DEFAULT_LOCALE, type Locale, localeForLanguages, parseLocale } from '../../core/locale';
import { localeBasePath, matchRoute, publicPageAt, type RouteMatch, requiresAuth } from '../../core/routes';
import type { Portal } from '../app/portal';
import { pageOf, SHELL_TEXTS, SIGNED_IN_TEXTS, textsOf } from '../pages';
import {
  type GuardDecision,
  homeGuard,
  loadTextsOrEnglish,
  localeGuard,
  loginGuard,
  protectedGuard,
  sessionCore,
} from './guards';
import { loadPage } from './page-code';
import type { Resolution, Resolve, RouterLocation } from './router';
import type { PortalView } from './views';

type Result = Resolution<PortalView>;

const render = (view: PortalView): Result => ({ type: 'render', view });

/** What a prerendered page's marker names: the route, its account page and its parameter. */
export function routeKeyOf(match: RouteMatch): string {
  return [match.name, match.page, match.param].filter((part) => part !== undefined).join('/');
}

/** The names pages read their `:param` under (useParams). */
const PARAM_NAMES: { readonly [N in RouteMatch['name']]?: string } = {
  investment: 'investmentId',
  pensionLoggedOut: 'outcome',
  openBanking: 'flow',
};

function paramsOf(match: RouteMatch): Record<string, string> {
  const name = PARAM_NAMES[match.name];
  return name && match.param !== undefined ? { [name]: match.param } : {};
}

/** Whether a session may exist: the signed-in world is there, or a session is stored. */
function maySignIn(portal: Portal): boolean {
  const core = portal.core.current();
  return core ? core.runtime.tokens.isValid() : hasStoredSession(portal.ports.storage);
}

/**
 * The guard's decision once the texts are there too. A failed text chunk wins over the guard's
 * failure, as when the texts were loaded first: the error page then speaks English (failedView).
 */
async function afterTexts<T>(texts: Promise<void>, decision: Promise<T>): Promise<T> {
  const [loaded, decided] = await Promise.allSettled([texts, decision]);
  if (loaded.status === 'rejected') throw loaded.reason;
  if (decided.status === 'rejected') throw decided.reason;
  return decided.value;
}

/** The locale a visitor's browser asks for, by its languages (core/locale `localeForLanguages`). */
function visitorLocale(): Locale {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return localeForLanguages(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Whether the page is drawn for a signed-in customer: a valid session in the signed-in world. */
async function drawnSignedIn(portal: Portal): Promise<boolean> {
  const core = await sessionCore(portal);
  return core?.runtime.tokens.isValid() ?? false;
}

/** The page's guard: the session and customer redirects, the signed-in login page, a corporate page. */
async function guard(
  portal: Portal,
  locale: Locale,
  location: RouterLocation,
  signal: AbortSignal | undefined,
): Promise<GuardDecision> {
  const match = matchRoute(location.pathname);
  if (requiresAuth(match)) return protectedGuard(portal, locale, location, signal);
  if (match.name === 'login') return loginGuard(portal, locale, location);
  if (match.name === 'corporate') return publicPageAt(location.pathname) ? null : { notFound: true };
  return null;
}

function decided(decision: GuardDecision, locale: Locale, signedIn: boolean): Result | null {
  if (!decision) return null;
  if ('redirect' in decision) return { type: 'redirect', to: decision.redirect };
  return render({ kind: 'notFound', locale, signedIn });
}

/**
 * @param loadCode fetches a page's code (page-code.ts; tests watch it)
 * @example const router = createRouter({ history, resolve: createResolver(portal), failed });
 */
export function createResolver(portal: Portal, loadCode: typeof loadPage = loadPage): Resolve<PortalView> {
  return async (location, signal) => {
    // Superseded by a newer navigation: what is shared (texts, the customer call, a chunk already
    // requested) finishes for whoever needs it; the steps after it are not taken.
    const unlessSuperseded = <T>(value: T): T => {
      signal?.throwIfAborted();
      return value;
    };
    if (location.pathname === '/') return { type: 'redirect', to: `${localeBasePath(DEFAULT_LOCALE)}/` };
    // §2.4 the banking-as-a-service site: English pages at the root, outside every locale prefix.
    const site = publicPageAt(location.pathname);
    if (site?.site === 'bankingAsAService') {
      unlessSuperseded(await loadTextsOrEnglish(site.locale, textsOf('publicPage', false)));
      const Page = unlessSuperseded(await loadCode('publicPage'));
      return render({
        kind: 'page',
        locale: site.locale,
        signedIn: false,
        Page,
        params: {},
        route: site.path,
      });
    }
    const byLocale = localeGuard(portal, location);
    if (!('locale' in byLocale)) {
      if ('redirect' in byLocale) return { type: 'redirect', to: byLocale.redirect };
      // No locale in the address: the 404 speaks the visitor's language, under an empty header (§2.1).
      const language = visitorLocale();
      await loadTextsOrEnglish(language, textsOf(null, false));
      return render({ kind: 'notFound', locale: null, language });
    }
    const { locale } = byLocale;
    const match = matchRoute(location.pathname);
    const signedIn = maySignIn(portal);
    // The page's language before its layout and page draw (no flash of keys, decision 080), loaded
    // beside the guard's calls and the page's code rather than before them (decision 127).
    // §2.4 a market's public pages are not in the route table: core/routes' catalogue knows them.
    const page = match.name === 'other' && publicPageAt(location.pathname) ? 'publicPage' : pageOf(match);
    const texts = loadTextsOrEnglish(locale, textsOf(page, signedIn));
    if (match.name === 'home') {
      const home = unlessSuperseded(await afterTexts(texts, homeGuard(portal, locale)));
      return decided(home, locale, false) as Result;
    }
    if (!page) {
      await texts;
      return render({ kind: 'notFound', locale, signedIn: await drawnSignedIn(portal) });
    }
    // A signed-in page's code comes while the guard waits for the customer (decision 127); without
    // a session the guard sends the visitor to the login page, and the code is not fetched.
    const code = requiresAuth(match) && signedIn ? loadCode(page) : undefined;
    code?.catch(() => {});
    const decision = unlessSuperseded(await afterTexts(texts, guard(portal, locale, location, signal)));
    const drawn = unlessSuperseded(await drawnSignedIn(portal));
    const blocked = decided(decision, locale, drawn);
    if (blocked) return blocked;
    // A session that appeared while resolving (another tab's login) draws its shell's texts too.
    if (drawn && !signedIn) unlessSuperseded(await loadTextsOrEnglish(locale, textsOf(page, true)));
    const Page = unlessSuperseded(await (code ?? loadCode(page)));
    return render({
      kind: 'page',
      locale,
      signedIn: drawn,
      Page,
      params: paramsOf(match),
      route: routeKeyOf(match),
    });
  };
}

/**
 * A failure while resolving (a chunk that did not load): the technical error in the page's shell.
 * @example const failed = createFailedView(portal); failed(error, location)
 */
export function createFailedView(portal: Portal) {
  return (error: unknown, location: RouterLocation): PortalView => {
    const locale = parseLocale(location.pathname.split('/')[1]) ?? null;
    // Without the shell's texts (their files failed), the failure is told in English outside the shell.
    if (locale === null || !hasTexts(locale, SHELL_TEXTS)) return { kind: 'failed', locale: null, error };
    const session = portal.core.current()?.runtime.tokens.isValid() ?? false;
    return { kind: 'failed', locale, signedIn: session && hasTexts(locale, SIGNED_IN_TEXTS), error };
  };
}
