/**
 * The built site as if it had been built with other boolean flags: the configuration is embedded
 * in the entry chunk at build time (web/config/portal-config-plugin.ts), so the proxy rewrites that
 * chunk's answer instead of building the site a second time (a build takes a minute on 2 cores).
 * What the page then runs is exactly a build with `VITE_PORTAL_FLAGS` set to these flags.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flags } from '../../../core/config';
import type { PortalHarness } from '../../../scripts/browser/harness';
import { WEB_DIST } from '../../../scripts/browser/web-build';

/** The entry chunk index.html loads. */
function entryChunk(): string {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('web/dist/index.html names no entry chunk');
  return src;
}

/**
 * Switches boolean flags in the built configuration until the returned function is called. Use it
 * in a file of its own: the tabs of a file share an HTTP cache, which keeps the chunk it saw first.
 * @example const restore = withBuiltFlags(env.harness(), { captchaV2: true });
 */
export function withBuiltFlags(
  harness: PortalHarness,
  flags: Partial<Record<keyof Flags, boolean>>,
): () => void {
  const chunk = entryChunk();
  let body = readFileSync(join(WEB_DIST, chunk), 'utf8');
  for (const [name, value] of Object.entries(flags)) {
    // The minifier writes booleans as !0 and !1 inside the embedded configuration object.
    const pattern = new RegExp(`([{,]${name}:)!(?:0|1)(?=[,}])`, 'g');
    const found = body.match(pattern)?.length ?? 0;
    if (found !== 1) throw new Error(`flag ${name} appears ${found} times in the built configuration`);
    body = body.replace(pattern, `$1${value ? '!0' : '!1'}`);
  }
  const rewritten = body;
  return harness.proxy.rewrite(chunk, () => rewritten);
}
