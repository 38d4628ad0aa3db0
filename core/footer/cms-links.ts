/**
 * Which CMS links may become links (security.md 3, design §6): only `https:`, `mailto:`, `tel:` and
 * root-relative paths. This is an allow-list on the raw string, so `javascript:`, `data:` and
 * `vbscript:` fail whatever their case; on top, anything a browser or an HTML parser might
 * normalise into something else (whitespace, control and invisible characters, backslashes, HTML
 * entities) fails before the scheme is even looked at.
 *
 * TODO(coordinator): move to core/security beside the general link-scheme validator.
 */

/** Whitespace anywhere (incl. leading), C0/C1 controls, and invisible format characters such as bidi overrides. */
const UNSAFE_CHARACTERS = /[\s\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}]/u;
/** Numeric (`&#106;`, `&#x6A`) and named (`&colon;`, `&Tab;`) character references. */
const HTML_ENTITY = /&#|&[a-z][a-z0-9]*;/i;
const TEL = /^tel:\+?[0-9().\-/]*[0-9][0-9().\-/]*$/i;
const MAILTO = /^mailto:[^/]/i;

function isSafeHttps(href: string): boolean {
  if (!/^https:\/\/[^/]/i.test(href) || !URL.canParse(href)) return false;
  const url = new URL(href);
  // userinfo (`https://bank.example@evil.example`) is a phishing device, never a real CMS link.
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * True when a CMS-provided href may be rendered as a link.
 * @example isSafeCmsHref('https://www.example-bank.com/help/') // true
 * @example isSafeCmsHref('/de-de/impressum/') // true
 * @example isSafeCmsHref('JaVaScRiPt:alert(1)') // false
 * @example isSafeCmsHref(' /de-de/') // false (leading space)
 * @example isSafeCmsHref('//evil.example/') // false (protocol-relative is not root-relative)
 */
export function isSafeCmsHref(href: string): boolean {
  if (href === '' || UNSAFE_CHARACTERS.test(href) || HTML_ENTITY.test(href) || href.includes('\\'))
    return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (TEL.test(href)) return true;
  if (MAILTO.test(href)) return true;
  return isSafeHttps(href);
}

/**
 * The href to render, or undefined when the text must be shown without a link.
 * @example safeCmsHref('data:text/html,x') // undefined
 */
export function safeCmsHref(href: string | null | undefined): string | undefined {
  return typeof href === 'string' && isSafeCmsHref(href) ? href : undefined;
}
