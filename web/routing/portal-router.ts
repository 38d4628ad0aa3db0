/**
 * The portal's router: core's rules decide (resolve.ts), the address lives in `history`, and
 * other sites are reached through the navigation port (a full page load).
 */
import type { Portal } from '../app/portal';
import { createFailedView, createResolver } from './resolve';
import { createRouter, type History, type Router } from './router';
import type { PortalView } from './views';

/**
 * @example const router = createPortalRouter(portal, createBrowserHistory()); void router.initialize();
 */
export function createPortalRouter(
  portal: Portal,
  history: History,
  initialView?: PortalView,
): Router<PortalView> {
  return createRouter<PortalView>({
    history,
    resolve: createResolver(portal),
    failed: createFailedView(portal),
    leave: (url) => portal.ports.navigation.go(url, { replace: true }),
    ...(initialView ? { initialView } : {}),
  });
}
