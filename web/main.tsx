/**
 * Start-up of the web portal: configuration, browser adapters, core's runtime, the router. Nothing
 * here is inline in index.html, so the Content-Security-Policy needs no 'unsafe-inline'.
 */
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConfigError } from '../core/config';
import { DEFAULT_LOCALE, parseLocale } from '../core/locale';
import { createBrowserPorts, installDataLayer } from './adapters';
import { PortalProvider } from './app/PortalContext';
import { createPortal } from './app/portal';
import { PrerenderedStateProvider } from './app/prerendered-state';
import { loadRuntimeConfig } from './config/runtime-config';
import { createPortalRouter, markerOf, PortalRoutes, prerenderedStateOf } from './routing';
import { createBrowserHistory } from './routing/router';
import { loadHeaderMenus } from './shell/header/header-menus';

/**
 * The header's menus (their own chunk, docs/decisions/145) before the first render when the page's
 * header has them: a prerendered header that is neither "responsive" (drawn for both screens
 * without menus: login, registration, the signed-in skeleton of decision 162) nor empty, and every
 * page drawn in the browser (signed-in and most public pages have menus). A failed load does not
 * stop the page: the header then draws without its menus.
 */
function headerMenusFirst(root: HTMLElement): Promise<unknown> {
  const header = root.dataset.prerendered ? root.querySelector('header') : null;
  const menuless =
    header !== null && (header.dataset.layout === 'responsive' || header.dataset.mode === 'empty');
  return menuless ? Promise.resolve() : loadHeaderMenus().catch(() => undefined);
}

function start(root: HTMLElement) {
  const config = loadRuntimeConfig();
  const initialLocale = parseLocale(window.location.pathname.split('/')[1]) ?? DEFAULT_LOCALE;
  const analytics = installDataLayer({
    locale: initialLocale,
    tagManager: config.analytics.tagManager,
    containers: config.environment.tagManagerContainers,
    consentManagerScript: config.analytics.consentManagerScript,
  });
  const ports = createBrowserPorts(analytics);
  const portal = createPortal(config, ports);
  // A returning customer's first page needs the API client at once (the route guard loads the
  // customer): fetch its chunk now, beside the page's code, not after them (issue 12: dashboard LCP).
  // The lazy client imports the same module, so this is the same download, started earlier.
  if (portal.runtime.tokens.getSnapshot().status === 'present') void import('../core/api/api-client');
  const router = createPortalRouter(portal, createBrowserHistory());
  ports.navigation.attach(router);
  const prerendered = root.dataset.prerendered;
  const app = (
    <StrictMode>
      <PortalProvider portal={portal}>
        {/* What the HTML was drawn with: hydration draws the same, then the live stores (decision 162). */}
        <PrerenderedStateProvider state={prerendered ? prerenderedStateOf(prerendered) : null}>
          <PortalRoutes router={router} />
        </PrerenderedStateProvider>
      </PortalProvider>
    </StrictMode>
  );
  const menus = headerMenusFirst(root);
  // The first render as a transition: React then works in slices of a few milliseconds and lets
  // the browser handle input in between, instead of one long task (TBT, issue 12).
  if (!prerendered) {
    const fresh = createRoot(root);
    void router.initialize();
    void menus.then(() => startTransition(() => fresh.render(app)));
    return;
  }
  // The page's HTML is already there (web/prerender): resolve first, then hydrate it if the
  // address still means that page; otherwise (a signed-in visitor on the login page) draw afresh.
  void Promise.all([router.initialize(), menus]).then(() => {
    const view = router.state.view;
    if (view && markerOf(view) === prerendered) {
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error) => ports.logger.warn('Hydration recovered', { name: nameOf(error) }),
        });
      });
      return;
    }
    root.replaceChildren();
    delete root.dataset.prerendered;
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  });
}

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

const root = document.getElementById('root');
if (root) {
  try {
    start(root);
  } catch (error) {
    // A broken deployment configuration: say which key, never show a half-working portal.
    const message = error instanceof ConfigError ? error.message : 'The portal could not start.';
    const paragraph = document.createElement('p');
    paragraph.textContent = message;
    root.replaceChildren(paragraph);
    throw error;
  }
}
