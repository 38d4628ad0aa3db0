/**
 * Vite plugin: the module `virtual:portal-config` is the configuration checked at build time
 * (check-portal-config.ts), as plain JSON. The browser imports it instead of parsing
 * portal.config.json itself, so no parser (zod) ships with the portal's start-up.
 *
 * web/vite.config.ts checks the configuration when it loads, before anything is built: a bad value
 * stops `vite build` and the dev server with a ConfigError naming the key. Vite restarts the dev
 * server when portal.config.json changes, because the Vite config imports it.
 */
import type { Plugin } from 'vite';
import type { CheckedPortalConfig } from './portal-config';

export const PORTAL_CONFIG_MODULE = 'virtual:portal-config';
const RESOLVED_ID = `\0${PORTAL_CONFIG_MODULE}`;

/**
 * @example plugins: [portalConfigModule(checkPortalConfig(file, env))]
 */
export function portalConfigModule(checked: CheckedPortalConfig): Plugin {
  return {
    name: 'portal-config',
    resolveId: (id) => (id === PORTAL_CONFIG_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(checked)};\n` : undefined),
  };
}
