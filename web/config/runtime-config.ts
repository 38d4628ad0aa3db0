/**
 * The configuration this browser build runs with: `portal.config.json` and the Vite environment
 * variables of the build (or dev server), checked when the build ran (portal-config-plugin.ts) and
 * resolved here against the page's own origin. Nothing is parsed in the browser.
 */
import checked from 'virtual:portal-config';
import { type PortalConfig, portalConfigFromChecked } from './portal-config';

/**
 * The configuration of this page.
 * @example const config = loadRuntimeConfig(); config.environment.environment // 'local'
 */
export function loadRuntimeConfig(origin: string = window.location.origin): PortalConfig {
  return portalConfigFromChecked(checked, origin);
}
