/**
 * The portal's Trusted Types policies (security.md 12; the CSP requires them for every script sink,
 * web/csp `TRUSTED_TYPES_POLICIES`). Without Trusted Types in the browser (Firefox before 148, jsdom,
 * the prerender in Node) nothing is created and the sinks take strings as before.
 *
 * - `portal-sanitizer` turns DOMPurify's work into TrustedHTML: DOMPurify parses the CMS HTML and
 *   returns its result through it, and React inserts that result as it is. The policy object is held
 *   here and handed to the sanitiser alone, so no other code can make TrustedHTML out of a string.
 * - `portal-third-party-scripts` makes TrustedScriptURLs of the configured consent-manager and
 *   tag-manager scripts (§7, web/adapters/analytics.ts), and of nothing else.
 * - `default` stands in where a library or the browser gets a plain string. It passes script URLs of
 *   the site's own /assets/ (the bot check's proof-of-work worker, which Vite emits there) and
 *   nothing else: every other string is refused (a CSP violation, and the sink stays untouched).
 */
import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';

function trustedTypes(): TrustedTypesWindow['trustedTypes'] | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as TrustedTypesWindow).trustedTypes;
}

/** A script URL of the site's own build output. */
function siteAssetUrl(url: string): string {
  const parsed = new URL(url, window.location.href);
  if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith('/assets/'))
    throw new TypeError(`Trusted Types: ${parsed.origin}${parsed.pathname} is not a script of this site.`);
  return url;
}

let defaultInstalled = false;

/** Creates the `default` policy; call once at start-up, before any library creates a worker. */
export function installDefaultTrustedTypesPolicy(): void {
  const factory = trustedTypes();
  if (!factory || defaultInstalled) return;
  defaultInstalled = true;
  factory.createPolicy('default', { createScriptURL: siteAssetUrl });
}

type HtmlPolicy = Pick<TrustedTypePolicy, 'name' | 'createHTML'>;

let sanitizer: HtmlPolicy | null | undefined;

/**
 * The policy DOMPurify parses and returns through; null where the browser has no Trusted Types.
 * Only the sanitiser (web/shell/footer/disclaimer-purifier.ts) may call this.
 */
export function sanitizerPolicy(): HtmlPolicy | null {
  // DOMPurify hands it either the HTML to parse or its own finished, sanitised output.
  sanitizer ??=
    trustedTypes()?.createPolicy('portal-sanitizer', { createHTML: (html: string) => html }) ?? null;
  return sanitizer;
}

type ScriptUrlPolicy = Pick<TrustedTypePolicy, 'name' | 'createScriptURL'>;

let thirdParty: ScriptUrlPolicy | null | undefined;

/**
 * The policy the data layer loads the configured third-party scripts through: a URL passes only
 * when its origin and path are those of a script the configuration names (the query carries the
 * tag manager's container). Null where the browser has no Trusted Types.
 * @example thirdPartyScriptPolicy(['https://www.googletagmanager.com/gtm.js'])?.createScriptURL('https://www.googletagmanager.com/gtm.js?id=GTM-X')
 */
export function thirdPartyScriptPolicy(configured: readonly string[]): ScriptUrlPolicy | null {
  const allowed = new Set(configured.map((url) => withoutQuery(new URL(url))));
  thirdParty ??=
    trustedTypes()?.createPolicy('portal-third-party-scripts', {
      createScriptURL: (url: string) => {
        if (!allowed.has(withoutQuery(new URL(url, window.location.href))))
          throw new TypeError(`Trusted Types: ${url} is not a configured script.`);
        return url;
      },
    }) ?? null;
  return thirdParty;
}

const withoutQuery = (url: URL) => `${url.origin}${url.pathname}`;
