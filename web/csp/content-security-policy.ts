/**
 * The Content-Security-Policy of the built portal (security.md 5): no inline scripts, no eval,
 * `object-src 'none'`, `base-uri 'none'`, and network access only to the origins the environment
 * configuration names. The same function feeds the `<meta>` tag written into the built index.html
 * and the headers of the preview server, so the two cannot drift apart.
 *
 * Why some directives look the way they do:
 * - `worker-src 'self'`: the bot-check widget solves its proof of work in Web Workers that the
 *   build emits as files next to the bundle (altcha's "external" build, no blob: workers).
 * - `img-src` adds the API origins: CMS logos (partner logo, cobranding) are served there.
 * - `frame-ancestors` is ignored in a `<meta>` tag (CSP 3), so it is only part of the header form.
 */

/** Origins the built site may talk to, beyond its own. */
export interface CspSources {
  /** Origins of the back-end services (sandbox or API gateway, identity provider, portal). */
  readonly connect: readonly string[];
  /** Extra script origins: the tag manager and consent manager, only when configured. */
  readonly script?: readonly string[];
  /** Extra image origins (CMS and partner logos). */
  readonly image?: readonly string[];
}

export type CspDelivery = 'meta' | 'header';

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
    ['img-src', ["'self'", 'data:', ...connect, ...sources(input.image)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, list]) => `${name} ${[...new Set(list)].join(' ')}`).join('; ');
}

/**
 * Security headers of the preview server (and a template for production hosting).
 * @example securityHeaders({ connect: ['http://127.0.0.1:4010'] })['Content-Security-Policy']
 */
export function securityHeaders(input: CspSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input, 'header'),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
