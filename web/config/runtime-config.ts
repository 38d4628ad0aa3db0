/**
 * The configuration this browser build runs with: the bundled `portal.config.json` and the Vite
 * environment variables of the build (or dev server), resolved against the page's own origin.
 */
import file from './portal.config.json';
import { type PortalConfig, resolvePortalConfig } from './portal-config';

/**
 * Reads and validates the configuration once; a bad configuration throws a ConfigError that
 * main.tsx shows instead of a half-working portal.
 * @example const config = loadRuntimeConfig(); config.environment.environment // 'local'
 */
export function loadRuntimeConfig(origin: string = window.location.origin): PortalConfig {
  return resolvePortalConfig(
    file,
    {
      VITE_PORTAL_ENVIRONMENT: import.meta.env.VITE_PORTAL_ENVIRONMENT,
      VITE_SANDBOX_URL: import.meta.env.VITE_SANDBOX_URL,
      VITE_PORTAL_REGION: import.meta.env.VITE_PORTAL_REGION,
      VITE_PORTAL_FLAGS: import.meta.env.VITE_PORTAL_FLAGS,
    },
    origin,
  );
}
