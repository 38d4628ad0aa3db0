/**
 * Start-up of the web portal: configuration, browser adapters, the portal (its core at once when a
 * session is stored), the router. Nothing here is inline in index.html, so the
 * Content-Security-Policy needs no 'unsafe-inline'.
 */
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasStoredSession } from '../core/auth';
import { ConfigError } from '../core/config';
import { DEFAULT_LOCALE, parseLocale } from '../core/locale';
import { createBrowserPorts, installDataLayer } from './adapters';
import { PortalProvider } from './app/PortalContext';
import { createPortal, type Portal } from './app/portal';
import { PrerenderedStateProvider } from './app/prerendered-state';
import { loadRuntimeConfig } from './config/runtime-config';
import { createPortalRouter, markerOf, PortalRoutes, prerenderedStateOf } from './routing';
import { createBrowserHistory } from './routing/router';
import './security/no-eval';
import { installDefaultTrustedTypesPolicy } from './security/trusted-types';
import { loadHeaderMenus } from './shell/header/header-menus';

// Before anything may hand a string to a script sink (the bot check's workers): the CSP requires
// Trusted Types (security.md 12).
installDefaultTrustedTypesPolicy();

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

/**
 * A returning customer's session before the first render: the portal's core (decision 160) and the
 * API client (the route guard loads the customer with it), fetched now, beside the page's code and
 * texts, not after them (issue 12: dashboard LCP). The guard and the lazy client import the same
 * modules, so these are the same downloads, started earlier; and a public page draws its signed-in
 * shell at once instead of switching to it. Without a stored session nobody waits: the core loads
 * after the first paint (PortalRoutes). A failed load does not stop the page: it draws signed out,
 * and a private page's guard, which needs the core, shows the technical error.
 */
function sessionFirst(portal: Portal): Promise<unknown> {
  if (!hasStoredSession(portal.ports.storage)) return Promise.resolve();
  void import('../core/api/api-client');
  return portal.core.load().catch(() => undefined);
}

function start(root: HTMLElement) {
  const config = loadRuntimeConfig();
  const initialLocale = parseLocale(window.location.pathname.split('/')[1]) ?? DEFAULT_LOCALE;
  const analytics = installDataLayer({
    locale: initialLocale,
    tagManagerScript: config.analytics.tagManagerScript,
    containers: config.environment.tagManagerContainers,
    consentManagerScript: config.analytics.consentManagerScript,
  });
  const ports = createBrowserPorts(analytics);
  const portal = createPortal(config, ports);
  const session = sessionFirst(portal);
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
    void Promise.all([menus, session]).then(() => startTransition(() => fresh.render(app)));
    return;
  }
  // The page's HTML is already there (web/prerender): resolve first, then hydrate it if the
  // address still means that page; otherwise (a signed-in visitor on the login page) draw afresh.
  void Promise.all([router.initialize(), menus, session]).then(() => {
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
