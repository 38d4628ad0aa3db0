/**
 * Vite for the web portal: root web/, React, build to web/dist, one chunk per lazy route
 * (the router's `lazy` imports). The built index.html carries the Content-Security-Policy as a meta
 * tag, computed from the same configuration the app runs with; the preview server sends it (plus
 * frame-ancestors and the other security headers) as response headers.
 *
 * No inline script anywhere in the build: the dev server's React Refresh preamble is inline, which
 * is why the policy is applied to `build` and `preview` only (security.md 5 is about the built site).
 */
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { checkPortalConfig } from './config/check-portal-config';
import file from './config/portal.config.json';
import { cspSourcesOf, portalConfigFromChecked } from './config/portal-config';
import { portalConfigModule } from './config/portal-config-plugin';
import { type CspSources, contentSecurityPolicy, securityHeaders } from './csp/content-security-policy';
import { prerenderPlugin } from './prerender/plugin';
import { textsPlugin } from './texts/texts-plugin';

/** core's own sources (not its tests, which never reach a build). */
const CORE_SOURCE = /\/core\/.+\.ts$/;

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const repoRoot = decodeURIComponent(new URL('..', import.meta.url).pathname);

/** Writes the policy into the built index.html, first thing in <head>. */
function cspMetaTag(sources: CspSources): Plugin {
  return {
    name: 'portal-csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(sources, 'meta') },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, 'VITE_');
  // Checked here, once, before anything is built: a bad value stops the build naming its key, and
  // the browser gets the checked result (virtual:portal-config) instead of a parser.
  const checked = checkPortalConfig(file, env);
  // The site origin only matters for market links at run time; any origin will do for the CSP.
  const config = portalConfigFromChecked(checked, 'http://127.0.0.1');
  const sources = cspSourcesOf(config);
  // CMS images are root-relative paths of the site (core/products imageUrlSchema); locally the
  // sandbox serves them, so the dev and preview servers pass /static/ through to it.
  const local = config.environment.environment === 'local';
  const proxy = local
    ? { '/static/': { target: new URL(config.environment.services.cms).origin, changeOrigin: true } }
    : undefined;
  return {
    root: webRoot,
    envDir: webRoot,
    plugins: [react(), cspMetaTag(sources), portalConfigModule(checked), textsPlugin(), prerenderPlugin()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // web/prerender links each prerendered page's chunk and CSS from it (then deletes it).
      manifest: true,
      target: 'es2022',
      // Workers (the bot check's proof of work) become files, never blob: or data: URLs.
      assetsInlineLimit: 0,
      rolldownOptions: {
        // core/ has no module side effects by design (§3: no globals; schemas and costly values are
        // built on first use), so a core module that a page reaches only through an index's
        // re-exports is left out instead of joining the page's start-up chunk with its imports
        // (zod, query-core, ibantools). scripts/checks/public-pages.test.ts holds it.
        treeshake: { moduleSideEffects: (id: string) => (CORE_SOURCE.test(id) ? false : undefined) },
        // Everything the entry needs at start-up in one chunk: without this group Rolldown split the
        // modules shared with lazy chunks into a dozen chunks of 0.1-1.5 kB, each one more request and
        // more import/export glue (about 4 kB gzip on the login page; docs/decisions/122).
        output: {
          codeSplitting: {
            groups: [{ name: 'start', tags: ['$initial'] }],
          },
        },
      },
    },
    worker: { format: 'es' },
    server: {
      host: '127.0.0.1',
      port: 5173,
      // core/ and fixtures/ live beside web/.
      fs: { allow: [repoRoot] },
      proxy,
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      headers: securityHeaders(sources),
      proxy,
    },
  };
});
