/**
 * §5 and security.md 3: links whose scheme is `javascript`, `data` or `vbscript` are unsafe, in any
 * letter case and however disguised: embedded tabs, newlines and other control characters,
 * leading spaces, invisible Unicode, full-width letters and HTML character references
 * (`&#106;avascript:`, `javascript&colon;`).
 *
 * The check errs towards "unsafe": it decodes entities repeatedly, folds compatibility forms and
 * removes every whitespace, control and invisible character before reading the scheme, although
 * a browser would not execute every string that comes out as unsafe here. A false alarm hides one
 * odd link; a miss runs script.
 */
import { removeIgnorableInScheme } from './characters';
import { decodeHtmlEntities } from './html-entities';

/** The schemes that run script or carry inline documents. */
export const UNSAFE_SCHEMES = Object.freeze(['javascript', 'data', 'vbscript'] as const);
export type UnsafeScheme = (typeof UNSAFE_SCHEMES)[number];

const UNSAFE_PREFIX = /^(javascript|data|vbscript):/;

/**
 * The string as the scheme check reads it: entities decoded, compatibility forms folded
 * (full-width letters, the `﹕` colon), ignorable characters removed, lower case.
 * @example schemeView(' Java&#x09;Script&colon;alert(1)') // 'javascript:alert(1)'
 */
export function schemeView(href: string): string {
  // Repeat until stable: removing a tab can join `&` and `#106;` into a new reference.
  let view = href;
  for (let round = 0; round < 5; round++) {
    const decoded = decodeHtmlEntities(view).normalize('NFKC');
    const next = removeIgnorableInScheme(decoded);
    if (next === view) break;
    view = next;
  }
  return view.toLowerCase();
}

/**
 * The unsafe scheme an href uses, if any.
 * @example unsafeSchemeOf('JaVaScRiPt:alert(1)') // 'javascript'
 * @example unsafeSchemeOf('https://bank.example') // undefined
 */
export function unsafeSchemeOf(href: string): UnsafeScheme | undefined {
  const match = UNSAFE_PREFIX.exec(schemeView(href));
  return match ? (match[1] as UnsafeScheme) : undefined;
}

/**
 * §5: whether an href uses the javascript, data or vbscript scheme in any disguise. Such a link is
 * not rendered as a link (nor as an expandable one).
 * @example isUnsafeScheme('&#106;avascript:alert(1)') // true
 * @example isUnsafeScheme(' \tvbscript:msgbox') // true
 * @example isUnsafeScheme('/de-de/login/') // false
 */
export function isUnsafeScheme(href: string): boolean {
  return unsafeSchemeOf(href) !== undefined;
}
