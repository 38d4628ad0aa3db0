/**
 * Address → view: the locale prefix, the page's guard, then the page's code (design: the page
 * changes only once all of it is ready, so nothing half-built is drawn).
 */
import { hasStoredSession } from '../../core/auth';
import { hasTexts } from '../../core/i18n';
import { DEFAULT_LOCALE, parseLocale } from '../../core/locale';
import { localeBasePath, matchRoute, publicPageAt } from '../../core/routes';
import type { Portal } from '../app/portal';
import {
  type GuardDecision,
  homeGuard,
  loadTextsOrEnglish,
  localeGuard,
  loginGuard,
  protectedGuard,
} from './guards';
import type { Resolution, Resolve, RouterLocation } from './router';
import { loadPublicPage, type PageRoute, pageFor, routeKeyOf, textPartOf } from './routes';
import type { PortalView } from './views';

type Result = Resolution<PortalView>;

const render = (view: PortalView): Result => ({ type: 'render', view });

function decided(decision: GuardDecision, locale: PortalView['locale']): Result | null {
  if (!decision) return null;
  if ('redirect' in decision) return { type: 'redirect', to: decision.redirect };
  return render({ kind: 'notFound', locale });
}

async function guard(
  portal: Portal,
  route: PageRoute,
  locale: NonNullable<PortalView['locale']>,
  location: RouterLocation,
) {
  switch (route.guard) {
    case 'protected':
      return protectedGuard(portal, locale, location);
    case 'login':
      return loginGuard(portal, locale, location);
    case 'publicPage':
      return publicPageAt(location.pathname) ? null : { notFound: true as const };
    case 'none':
      return null;
  }
}

/**
 * Whether the guard may let the visitor in: a valid session in the loaded core, or, while the core
 * is still loading (a returning customer's first page, web/main.tsx), a stored session.
 */
function maySignIn(portal: Portal): boolean {
  const core = portal.core.current();
  return core ? core.runtime.tokens.isValid() : hasStoredSession(portal.ports.storage);
}

/**
 * The page's code, fetched while the guard waits for the customer (decision 127): a signed-in
 * page opened directly would otherwise fetch its chunk only after the first wave of calls has
 * answered. Only with a session: without one the guard sends the visitor to the login page, and
 * the chunk would be downloaded for nothing. A failure surfaces where the code is awaited.
 */
function pageCodeBesideGuard(portal: Portal, route: PageRoute): ReturnType<PageRoute['load']> | undefined {
  if (route.guard !== 'protected' || !maySignIn(portal)) return undefined;
  const code = route.load();
  code.catch(() => {});
  return code;
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

/**
 * @example const router = createRouter({ history, resolve: createResolver(portal), failed });
 */
export function createResolver(portal: Portal): Resolve<PortalView> {
  return async (location) => {
    if (location.pathname === '/') return { type: 'redirect', to: `${localeBasePath(DEFAULT_LOCALE)}/` };
    // §2.4 the banking-as-a-service site: English pages at the root, outside every locale prefix.
    const site = publicPageAt(location.pathname);
    if (site?.site === 'bankingAsAService') {
      await loadTextsOrEnglish(site.locale);
      const Page = await loadPublicPage();
      return render({ kind: 'page', locale: site.locale, Page, params: {}, route: site.path });
    }
    const byLocale = localeGuard(portal, location);
    if (!('locale' in byLocale)) {
      if ('notFound' in byLocale) await loadTextsOrEnglish(null);
      return decided(byLocale, null) as Result;
    }
    const { locale } = byLocale;
    // The page's language before its layout and page draw (no flash of keys, decision 080), loaded
    // beside the guard's calls and the page's code rather than before them (decision 127).
    const match = matchRoute(location.pathname);
    // The login page's kind reads only what every page needs (issue 12: not the page namespaces).
    const texts = loadTextsOrEnglish(locale, undefined, textPartOf(match));
    if (match.name === 'home') {
      return decided(await afterTexts(texts, homeGuard(portal, locale)), locale) as Result;
    }
    // §2.4 a market's public pages are not in the route table: core/routes' catalogue knows them.
    const page =
      match.name === 'other' && publicPageAt(location.pathname)
        ? { guard: 'none' as const, load: loadPublicPage, params: {} }
        : pageFor(match);
    if (!page) {
      await texts;
      return render({ kind: 'notFound', locale });
    }
    const code = pageCodeBesideGuard(portal, page);
    const decision = await afterTexts(texts, guard(portal, page, locale, location));
    const blocked = decided(decision, locale);
    if (blocked) return blocked;
    const Page = await (code ?? page.load());
    return render({ kind: 'page', locale, Page, params: page.params, route: routeKeyOf(match) });
  };
}

/** A failure while resolving (a chunk that did not load): the technical error in the page's shell. */
export function failedView(error: unknown, location: RouterLocation): PortalView {
  const locale = parseLocale(location.pathname.split('/')[1]) ?? null;
  // Without the language's texts (its chunk failed), the failure is told in English outside the shell.
  const readable = locale !== null && hasTexts(locale, ['common']);
  return { kind: 'failed', locale: readable ? locale : null, error };
}
