/**
 * security.md 3 and design §6: CMS links keep only `https:`, `mailto:`, `tel:` and root-relative
 * paths. Everything else (other schemes, `http:`, protocol-relative `//host`, backslash tricks,
 * bare relative paths, fragments, hidden control or bidi characters, entity-encoded schemes) is
 * not a link. The caller renders the text without a link when this returns undefined.
 */
import { containsHiddenCharacter } from './characters';
import { isUnsafeScheme } from './link-scheme';

/** Longer hrefs are not links a CMS editor meant to write. */
export const MAX_CMS_HREF_LENGTH = 2048;

const WHITESPACE = /\s/u;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/** Any origin works for resolving; what matters is that a root-relative path keeps it. */
const CHECK_ORIGIN = 'https://cms-link.invalid';

/**
 * The href to render for a CMS link, or undefined when it must not be a link. Leading and trailing
 * whitespace is dropped; an https URL comes back in its serialised form (lower-case scheme and
 * host), so the string that is rendered is the one that was checked.
 * @example safeCmsHref('https://bank.example/help') // 'https://bank.example/help'
 * @example safeCmsHref(' /de-de/faq/ ') // '/de-de/faq/'
 * @example safeCmsHref('mailto:service@bank.example') // 'mailto:service@bank.example'
 * @example safeCmsHref('//evil.example') // undefined
 * @example safeCmsHref('&#106;avascript:alert(1)') // undefined
 */
export function safeCmsHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const trimmed = href.trim();
  if (!trimmed || trimmed.length > MAX_CMS_HREF_LENGTH) return undefined;
  if (containsHiddenCharacter(trimmed) || isUnsafeScheme(trimmed)) return undefined;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  const rest = scheme === undefined ? trimmed : trimmed.slice(scheme.length + 1);
  switch (scheme) {
    case undefined:
      return rootRelativeHref(trimmed);
    case 'https':
      return httpsHref(trimmed);
    case 'mailto':
      return mailtoHref(rest);
    case 'tel':
      return telHref(rest);
    default:
      return undefined;
  }
}

/** One leading slash, not `//`, no backslash (browsers read `/\` as `//`), no whitespace. */
function rootRelativeHref(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || WHITESPACE.test(path))
    return undefined;
  return new URL(path, CHECK_ORIGIN).origin === CHECK_ORIGIN ? path : undefined;
}

/** `https://host/…` with a host, without credentials (`https://bank.example@evil.example`). */
function httpsHref(href: string): string | undefined {
  if (!/^https:\/\/[^/\\]/i.test(href) || href.includes('\\') || WHITESPACE.test(href)) return undefined;
  if (!URL.canParse(href)) return undefined;
  const url = new URL(href);
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return undefined;
  return url.href;
}

/** `mailto:` with at least one address (`name@domain`) before any query. */
function mailtoHref(rest: string): string | undefined {
  const addresses = rest.split('?')[0] ?? '';
  return /^[^@\s,]+@[^@\s,]+(,[^@\s,]+@[^@\s,]+)*$/.test(addresses) ? `mailto:${rest}` : undefined;
}

/** `tel:` with a phone number: an optional +, digits and visual separators, at least 3 digits. */
function telHref(rest: string): string | undefined {
  return /^\+?[0-9 ().\-/]+$/.test(rest) && (rest.match(/[0-9]/g)?.length ?? 0) >= 3
    ? `tel:${rest}`
    : undefined;
}
