/**
 * §2.6 HTML disclaimer. Core passes the CMS HTML through untouched and marks it unsanitised; the
 * driver runs DOMPurify with the allow-list of security.md 2 and inserts the result as is.
 * Sanitising here would mean a second, weaker HTML parser in core and double handling.
 */

/** CMS HTML that must go through the driver's sanitiser before it reaches the DOM. */
export interface UnsanitisedHtml {
  readonly kind: 'unsanitised-html';
  readonly needsSanitising: true;
  readonly html: string;
}

/**
 * @example disclaimerHtml('<p>Deposits are protected.</p>') // { kind: 'unsanitised-html', needsSanitising: true, html: '<p>Deposits are protected.</p>' }
 * @example disclaimerHtml('  ') // undefined
 */
export function disclaimerHtml(html: string | null | undefined): UnsanitisedHtml | undefined {
  if (!html || html.trim() === '') return undefined;
  return { kind: 'unsanitised-html', needsSanitising: true, html };
}
