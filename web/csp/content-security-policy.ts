/**
 * The Content-Security-Policy of the built portal (security.md 5): no inline scripts, no eval,
 * `object-src 'none'`, `base-uri 'none'`, and network access only to the origins the environment
 * configuration names. The same function feeds the `<meta>` tag written into the built index.html
 * and the headers of the preview server, so the two cannot drift apart.
 *
 * Why some directives look the way they do:
 * - `worker-src 'self'`: the bot check solves its proof of work in a Web Worker that the build
 *   emits as a file next to the bundle (web/components/bot-check, no blob: workers).
 * - `img-src` names the asset origins (the services, which serve the CMS's and the partners'
 *   images): the same list the footer draws images from (web/config `assetOrigins`, security.md 12).
 * - Trusted Types (security.md 12): HTML, script and script-URL sinks take only values made by a
 *   named policy (web/security/trusted-types.ts): `portal-sanitizer` (DOMPurify's output, the one
 *   HTML the portal inserts), `portal-third-party-scripts` (the configured consent-manager and
 *   tag-manager scripts) and `default` (the bot check's proof-of-work worker, from the site's own
 *   /assets/ only).
 * - `frame-ancestors` is ignored in a `<meta>` tag (CSP 3), so it is only part of the header form.
 */

/** Origins the built site may talk to, beyond its own. */
export interface CspSources {
  /** Origins of the back-end services (sandbox or API gateway, identity provider, portal). */
  readonly connect: readonly string[];
  /** Extra script origins: the tag manager and consent manager, only when configured. */
  readonly script?: readonly string[];
  /** Image origins beyond the site's own: the asset origins (CMS and partner images). */
  readonly image?: readonly string[];
}

export type CspDelivery = 'meta' | 'header';

/** The Trusted Types policies the portal and its widget create (web/security/trusted-types.ts). */
export const TRUSTED_TYPES_POLICIES = ['portal-sanitizer', 'portal-third-party-scripts', 'default'] as const;

/** An http(s) origin, or nothing: a CSP source list must never receive a path or a quote. */
function originOrNothing(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
}

function sources(values: readonly string[] | undefined): string[] {
  const origins = (values ?? []).map(originOrNothing).filter((value): value is string => value !== undefined);
  return [...new Set(origins)].sort();
}

/**
 * The policy as one header value.
 * @example contentSecurityPolicy({ connect: ['http://127.0.0.1:4010/api'] }, 'meta')
 * // "default-src 'self'; script-src 'self'; … connect-src 'self' http://127.0.0.1:4010; …"
 */
export function contentSecurityPolicy(input: CspSources, delivery: CspDelivery): string {
  const connect = sources(input.connect);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sources(input.script)]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...sources(input.image)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICIES]],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, list]) => `${name} ${[...new Set(list)].join(' ')}`).join('; ');
}

/**
 * HSTS as the HSTS preload list accepts it (hstspreload.org): two years, every subdomain, and the
 * `preload` token. Browsers take it only over HTTPS (and never for an IP address such as the local
 * preview's), so it costs nothing locally and is in force wherever the site is served for real.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/**
 * Security headers of the preview server (and a template for production hosting).
 * @example securityHeaders({ connect: ['http://127.0.0.1:4010'] })['Content-Security-Policy']
 */
export function securityHeaders(input: CspSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input, 'header'),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
