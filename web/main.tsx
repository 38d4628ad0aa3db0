/**
 * Start-up of the web portal: configuration, browser adapters, the portal, the router; then the
 * page is hydrated when the HTML was prerendered as what the address resolves to, or drawn afresh.
 * What each page loads, and when, is web/pages.ts (docs/loading.md). Nothing here is inline in
 * index.html, so the Content-Security-Policy needs no 'unsafe-inline'.
 */
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasStoredSession } from '../core/auth';
import { ConfigError } from '../core/config';
import { DEFAULT_LOCALE, parseLocale } from '../core/locale';
import { createBrowserPorts, installDataLayer } from './adapters';
import { nextTask } from './app/after-paint';
import { PortalProvider } from './app/PortalContext';
import { createPortal } from './app/portal';
import { loadRuntimeConfig } from './config/runtime-config';
import { createPortalRouter, markerOf, PortalRoutes } from './routing';
import { createBrowserHistory } from './routing/router';
import './security/no-eval';
import { installDefaultTrustedTypesPolicy } from './security/trusted-types';

// Before anything may hand a string to a script sink (the bot check's worker): the CSP requires
// Trusted Types (security.md 12).
installDefaultTrustedTypesPolicy();

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
  portal.setCurrentLocale(initialLocale);
  const prerendered = root.dataset.prerendered;
  // Each step in a task of its own after the portal's wiring: the returning customer's world and
  // the router; the first page's resolution; the hydration, as a transition (React then works in
  // slices and lets the browser handle input). The HTML is hydrated if the address still means that
  // page for this visitor; otherwise (a signed-in customer on the login page, any page drawn in the
  // browser) the page is drawn afresh.
  void (async () => {
    await nextTask();
    // A returning customer: the signed-in world now, beside the page's code and texts (decision 127).
    if (hasStoredSession(ports.storage)) void portal.core.load().catch(() => {});
    const router = createPortalRouter(portal, createBrowserHistory());
    ports.navigation.attach(router);
    await nextTask();
    await router.initialize();
    await nextTask();
    const app = (
      <StrictMode>
        <PortalProvider portal={portal}>
          <PortalRoutes router={router} />
        </PortalProvider>
      </StrictMode>
    );
    const view = router.state.view;
    if (prerendered && view && markerOf(view) === prerendered) {
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
  })();
}

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

function startOrExplain(root: HTMLElement) {
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

const root = document.getElementById('root');
// The modules above have just run in this task; the portal starts in a task of its own.
if (root) setTimeout(() => startOrExplain(root), 0);
