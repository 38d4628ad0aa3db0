/**
 * Deep-link safety (security.md 1, design §6). A deep link comes from input (the `obs-deepLink`
 * parameter or cookie, §2.1), so it is an open-redirect vector unless it is provably a path on our
 * own origin. Every rule below closes a known trick; see docs/decisions/014-redirects.md.
 *
 * The input is the value after its transport decoding (`URLSearchParams.get`, the cookie port).
 * It is checked as given, then percent-decoded once and checked again, so `/%2F%2Fevil.example`,
 * `/%5Cevil.example`, `/%0A…` or `/javascript%3A…` fail just like their plain forms.
 */
import { RedirectError } from './errors';

/** Why a deep link was not used. Stable values: they go to the logger, the link itself never does. */
export type DeepLinkRejection =
  | 'empty'
  | 'too-long'
  | 'control-or-whitespace'
  | 'backslash'
  | 'not-root-relative'
  | 'protocol-relative'
  | 'userinfo'
  | 'scheme'
  | 'malformed-encoding'
  | 'double-encoded'
  | 'cross-origin';

export type DeepLinkCheck = { ok: true; path: string } | { ok: false; reason: DeepLinkRejection };

/** Longer than any route of the portal with its query; a cookie cannot hold much more anyway. */
export const MAX_DEEP_LINK_LENGTH = 2048;

/** Control (Cc), invisible format (Cf, e.g. bidi overrides) and every kind of space or line break. */
const CONTROL_OR_WHITESPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** After decoding, a query or fragment may hold an ordinary space (`?q=a%20b`), nothing else of the above. */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Turns an origin into its canonical form, or throws: a wrong origin is a wiring mistake that would
 * otherwise make every deep link fail silently.
 */
export function canonicalOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new RedirectError('REDIRECT_INVALID_ORIGIN', `not an origin: ${origin}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RedirectError('REDIRECT_INVALID_ORIGIN', `not an http(s) origin: ${origin}`);
  return url.origin;
}

/** The part a browser reads as the path: everything before the first `?` or `#`. */
function splitPath(value: string): { path: string; rest: string } {
  const end = value.search(/[?#]/);
  return end === -1 ? { path: value, rest: '' } : { path: value.slice(0, end), rest: value.slice(end) };
}

/** Rules for the path part, which is where authority and scheme confusion live. */
function checkPath(path: string): DeepLinkRejection | undefined {
  if (CONTROL_OR_WHITESPACE.test(path)) return 'control-or-whitespace';
  if (path.includes('\\')) return 'backslash';
  if (!path.startsWith('/')) return 'not-root-relative';
  if (path.startsWith('//')) return 'protocol-relative';
  // `@` in a path is harmless to a URL parser but is the userinfo trick once anything strips a slash.
  if (path.includes('@')) return 'userinfo';
  // A colon in the first segment reads as a scheme (`/javascript:…` with the slash lost).
  const firstSegment = path.slice(1).split('/')[0] ?? '';
  if (firstSegment.includes(':')) return 'scheme';
  return undefined;
}

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The path rules on the path as given and once decoded; a `%` left after decoding means `%25…`. */
function checkPathTwice(path: string): DeepLinkRejection | undefined {
  const rawProblem = checkPath(path);
  if (rawProblem) return rawProblem;
  const decoded = decodeOnce(path);
  if (decoded === undefined) return 'malformed-encoding';
  const decodedProblem = checkPath(decoded);
  if (decodedProblem) return decodedProblem;
  // Whatever decodes it a second time would see a different path.
  if (decoded.includes('%')) return 'double-encoded';
  return undefined;
}

function sameOrigin(value: string, origin: string): URL | undefined {
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a deep link and says why it fails, for logging and tests.
 * @example checkDeepLink('//evil.example', 'https://portal.example') // { ok: false, reason: 'protocol-relative' }
 * @example checkDeepLink('/de-de/postbox/messages?id=1', 'https://portal.example')
 * // { ok: true, path: '/de-de/postbox/messages?id=1' }
 * @throws RedirectError REDIRECT_INVALID_ORIGIN when `origin` is not an http(s) origin
 */
export function checkDeepLink(input: string | null | undefined, origin: string): DeepLinkCheck {
  const base = canonicalOrigin(origin);
  const fail = (reason: DeepLinkRejection): DeepLinkCheck => ({ ok: false, reason });
  if (!input) return fail('empty');
  if (input.length > MAX_DEEP_LINK_LENGTH) return fail('too-long');
  if (CONTROL_OR_WHITESPACE.test(input)) return fail('control-or-whitespace');
  if (input.includes('\\')) return fail('backslash');

  const { path, rest } = splitPath(input);
  const pathProblem = checkPathTwice(path);
  if (pathProblem) return fail(pathProblem);
  // Decode the rest on its own: a decoded `%3F` in the path is part of the path, not a query.
  const decodedRest = decodeOnce(rest);
  if (decodedRest === undefined) return fail('malformed-encoding');
  if (CONTROL_OR_LINE_BREAK.test(decodedRest)) return fail('control-or-whitespace');
  if (decodedRest.includes('\\')) return fail('backslash');

  const url = sameOrigin(input, base);
  if (!url || !sameOrigin((decodeOnce(path) ?? '') + decodedRest, base)) return fail('cross-origin');
  // Dot segments are resolved by the parser: `/.//evil.example` becomes `//evil.example`.
  const normalisedProblem = checkPathTwice(url.pathname);
  if (normalisedProblem) return fail(normalisedProblem);
  return { ok: true, path: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * The deep link as a normalised same-origin path (`pathname + search + hash`), or `undefined` when
 * it is not provably one (security.md 1).
 * @example parseSafeDeepLink('/de-de/documents#top', 'https://portal.example') // '/de-de/documents#top'
 * @example parseSafeDeepLink('/%2F%2Fevil.example', 'https://portal.example') // undefined
 * @throws RedirectError REDIRECT_INVALID_ORIGIN when `origin` is not an http(s) origin
 */
export function parseSafeDeepLink(input: string | null | undefined, origin: string): string | undefined {
  const check = checkDeepLink(input, origin);
  return check.ok ? check.path : undefined;
}
