/**
 * One page of pages.ts as HTML (issue 12): the same React tree as the browser's first render
 * (web/main.tsx), rendered with react-dom/server, so the page paints before any JavaScript has run
 * and the browser then hydrates it. The pages a visitor opens before signing in are drawn signed
 * out; a page that needs a session (the dashboard) as the signed-in skeleton (decision 162), in the
 * state its marker names (`prerenderedStateOf`), which the browser's hydration reads as well.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../../core/locale';
import { matchRoute, requiresAuth } from '../../core/routes';
import { PortalProvider } from '../app/PortalContext';
import { createPortal } from '../app/portal';
import { PrerenderedStateProvider } from '../app/prerendered-state';
import { translatorFor } from '../app/translators';
import type { PortalConfig } from '../config/portal-config';
import { createPortalRouter, markerOf, PortalRoutes, type PortalView, prerenderedStateOf } from '../routing';
import { loadTextsOrEnglish } from '../routing/guards';
import { createMemoryHistory } from '../routing/router';
import { pageFor, routeKeyOf, textPartOf } from '../routing/routes';
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
 * its language and its code, without its guard (the build has no session: the guard would send it
 * to the login page, and its customer call must not leave the build). Null for other pages.
 */
async function signedInView(pathname: string): Promise<PortalView | null> {
  const match = matchRoute(pathname);
  const page = pageFor(match);
  if (!requiresAuth(match) || !match.locale || !page) return null;
  await loadTextsOrEnglish(match.locale, undefined, textPartOf(match));
  const Page = await page.load();
  return { kind: 'page', locale: match.locale, Page, params: page.params, route: routeKeyOf(match) };
}

/**
 * @example await prerender(config, 'http://127.0.0.1:4173/de-de/login/') // { html: '<div …', lang: 'de-DE', … }
 */
export async function prerender(config: PortalConfig, url: string): Promise<PrerenderedPage | null> {
  const ports = createPrerenderPorts(url);
  const { pathname, search } = new URL(url);
  // No browser at build time: not the app's webview (the browser decides after hydration).
  const portal = createPortal(config, ports, { documentLanguage: () => '', mobileWebview: false });
  const history = createMemoryHistory([`${pathname}${search}`]);
  const skeleton = await signedInView(pathname);
  const router = createPortalRouter(portal, history, skeleton ?? undefined);
  try {
    if (!skeleton) await router.initialize();
    // A session's page is drawn with the portal's core there, as the browser hydrates it (decision
    // 160: loaded before a stored session's first render); nothing is stored, and the skeleton's
    // state comes from its marker, so no call leaves the build.
    else await portal.core.load();
    const view = router.state.view;
    const marker = view ? markerOf(view) : null;
    if (!view || !marker || view.locale === null) return null;
    const html = renderToString(
      <StrictMode>
        <PortalProvider portal={portal}>
          <PrerenderedStateProvider state={prerenderedStateOf(marker)}>
            <PortalRoutes router={router} />
          </PrerenderedStateProvider>
        </PortalProvider>
      </StrictMode>,
    );
    return {
      html,
      lang: view.locale,
      marker,
      noscript: translatorFor(view.locale).t('common:needsJavaScript'),
    };
  } finally {
    router.dispose();
    portal.dispose();
  }
}
