/**
 * Start-up of the web portal: configuration, browser adapters, core's runtime, the router. Nothing
 * here is inline in index.html, so the Content-Security-Policy needs no 'unsafe-inline'.
 */
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from '../core/config';
import { DEFAULT_LOCALE, parseLocale } from '../core/locale';
import { createBrowserPorts, installDataLayer } from './adapters';
import { PortalProvider } from './app/PortalContext';
import { createPortal } from './app/portal';
import { loadRuntimeConfig } from './config/runtime-config';
import { createPortalRouter, PortalRoutes } from './routing';
import { createBrowserHistory } from './routing/router';

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
  const router = createPortalRouter(portal, createBrowserHistory());
  ports.navigation.attach(router);
  void router.initialize();
  createRoot(root).render(
    <StrictMode>
      <PortalProvider portal={portal}>
        <PortalRoutes router={router} />
      </PortalProvider>
    </StrictMode>,
  );
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
