/**
 * Build-time rendering of the pages a visitor can open before signing in (issue 12): the same
 * React tree as the browser's first render (main.tsx), as HTML, so the page paints before any
 * JavaScript has run and the browser then hydrates it. Built by Vite as an SSR bundle and run by
 * the prerender plugin (plugin.ts); never shipped to browsers.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../../core/locale';
import { PortalProvider } from '../app/PortalContext';
import { createPortal } from '../app/portal';
import type { PortalConfig } from '../config/portal-config';
import { loadRuntimeConfig } from '../config/runtime-config';
import { createPortalRouter, markerOf, PortalRoutes } from '../routing';
import { createMemoryHistory } from '../routing/router';
import { pagesToPrerender } from './pages';
import { createPrerenderPorts } from './ports';

export interface PrerenderedPage {
  /** The body of `<div id="root">`. */
  readonly html: string;
  /** `lang` of the document. */
  readonly lang: Locale;
  /** What the client must resolve to hydrate this HTML (main.tsx compares it). */
  readonly marker: string;
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
  const router = createPortalRouter(portal, history);
  try {
    await router.initialize();
    const view = router.state.view;
    const marker = view ? markerOf(view) : null;
    if (!view || !marker || view.locale === null) return null;
    const html = renderToString(
      <StrictMode>
        <PortalProvider portal={portal}>
          <PortalRoutes router={router} />
        </PortalProvider>
      </StrictMode>,
    );
    return { html, lang: view.locale, marker };
  } finally {
    router.dispose();
    portal.dispose();
  }
}

/** Where the prerendered HTML is rendered from: replaced by root-relative links in the files. */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

/**
 * Every page of pages.ts, rendered with the configuration of this build.
 * @example for (const { path, page } of await prerenderSite()) write(path, page.html);
 */
export async function prerenderSite(): Promise<
  Array<{ readonly path: string; readonly modules: readonly string[]; readonly page: PrerenderedPage }>
> {
  // The browser's configuration, as this build checked it, against a placeholder origin.
  const config = loadRuntimeConfig(PRERENDER_ORIGIN);
  const done: Array<{ path: string; modules: readonly string[]; page: PrerenderedPage }> = [];
  for (const { path, modules } of pagesToPrerender()) {
    const page = await prerender(config, `${PRERENDER_ORIGIN}${path}`);
    if (!page) throw new Error(`${path} did not resolve to a page that can be prerendered`);
    done.push({ path, modules, page: { ...page, html: page.html.replaceAll(PRERENDER_ORIGIN, '') } });
  }
  return done;
}
