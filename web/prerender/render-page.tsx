/**
 * One page of pages.ts as HTML: the same React tree as the browser's first render (web/main.tsx),
 * rendered with react-dom/static (which waits for any part a page suspends on), so the page paints
 * before any JavaScript has run and the browser then hydrates it. Public pages are drawn signed
 * out; a page that needs a session (the dashboard) as the signed-in skeleton (decision 162): its
 * world's hooks give React the skeleton's state while it renders here and while it hydrates.
 */
import { StrictMode } from 'react';
import { prerender as renderStatic } from 'react-dom/static';
import { createTranslator } from '../../core/i18n';
import type { Locale } from '../../core/locale';
import { matchRoute, requiresAuth } from '../../core/routes';
import { PortalProvider } from '../app/PortalContext';
import { createPortal, type Portal } from '../app/portal';
import type { PortalConfig } from '../config/portal-config';
import { type PageName, textsOf } from '../pages';
import { createPortalRouter, markerOf, PortalRoutes, type PortalView } from '../routing';
import { loadTextsOrEnglish } from '../routing/guards';
import { loadPage } from '../routing/page-code';
import { routeKeyOf } from '../routing/resolve';
import { createMemoryHistory } from '../routing/router';
import { createPrerenderPorts } from './ports';

export interface PrerenderedPage {
  /** The body of `<div id="root">`. */
  readonly html: string;
  /** `lang` of the document. */
  readonly lang: Locale;
  /** What the client must resolve to hydrate this HTML (main.tsx compares it). */
  readonly marker: string;
  /** The `<noscript>` message, in the page's language. */
  readonly noscript: string;
}

/**
 * A page that needs a session, as the view the browser resolves it to for a signed-in customer:
 * its texts, its world and its code, without its guard (the build has no session: the guard would
 * send it to the login page, and its customer call must not leave the build).
 */
async function signedInView(portal: Portal, pathname: string, page: PageName): Promise<PortalView | null> {
  const match = matchRoute(pathname);
  if (!requiresAuth(match) || !match.locale) return null;
  await Promise.all([loadTextsOrEnglish(match.locale, textsOf(page, true)), portal.core.load()]);
  const Page = await loadPage(page);
  return { kind: 'page', locale: match.locale, signedIn: true, Page, params: {}, route: routeKeyOf(match) };
}

/**
 * @example await prerender(config, 'http://127.0.0.1:4173/de-de/login/', 'login') // { html: '<div …', lang: 'de-DE', … }
 */
export async function prerender(
  config: PortalConfig,
  url: string,
  page: PageName,
): Promise<PrerenderedPage | null> {
  const ports = createPrerenderPorts(url);
  const { pathname, search } = new URL(url);
  // No browser at build time: not the app's webview (the browser decides after hydration).
  const portal = createPortal(config, ports, { documentLanguage: () => '', mobileWebview: false });
  const history = createMemoryHistory([`${pathname}${search}`]);
  const skeleton = await signedInView(portal, pathname, page);
  const router = createPortalRouter(portal, history, skeleton ?? undefined);
  try {
    if (!skeleton) await router.initialize();
    const view = router.state.view;
    const marker = view ? markerOf(view) : null;
    if (!view || !marker || view.locale === null) return null;
    const { prelude } = await renderStatic(
      <StrictMode>
        <PortalProvider portal={portal}>
          <PortalRoutes router={router} />
        </PortalProvider>
      </StrictMode>,
    );
    return {
      html: await new Response(prelude).text(),
      lang: view.locale,
      marker,
      noscript: createTranslator(view.locale).t('common:needsJavaScript'),
    };
  } finally {
    router.dispose();
    portal.dispose();
  }
}
