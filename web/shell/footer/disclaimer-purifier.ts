/**
 * The DOMPurify instance behind `sanitizeDisclaimer` (sanitize.ts), with core/security's rules in
 * its hooks: attributes by core's allow-list, link attributes decided per element by core
 * (`target=_blank` gets `rel="noopener noreferrer"`). A dedicated instance keeps the hooks away from
 * any other user of the library. Only sanitize.ts imports this module, and only dynamically, so
 * DOMPurify is fetched when a page has a disclaimer to show (design §8: less JavaScript up front).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib';
import {
  type DisclaimerLinkAttribute,
  disclaimerDomPurifyConfig,
  isAllowedDisclaimerAttribute,
  type LinkAttributes,
  sanitizeLinkAttributes,
} from '../../../core/security';
import { sanitizerPolicy } from '../../security/trusted-types';

const LINK_ATTRIBUTES: readonly DisclaimerLinkAttribute[] = ['href', 'title', 'target', 'rel'];

let purifier: DOMPurify | undefined;

function disclaimerPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) throw new Error('DOMPurify is not supported in this environment');
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (!isAllowedDisclaimerAttribute(node.nodeName, data.attrName)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const current: LinkAttributes = {};
    for (const name of LINK_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null) current[name] = value;
    }
    const kept = sanitizeLinkAttributes(current);
    for (const name of LINK_ATTRIBUTES) {
      const value = kept[name];
      if (value === undefined) node.removeAttribute(name);
      else node.setAttribute(name, value);
    }
  });
  purifier = instance;
  return instance;
}

/** The installed DOMPurify version. */
export function purifierVersion(): string {
  return disclaimerPurifier().version;
}

// The browser checks inline styles against the page's CSP (style-src) as it parses, also in the
// inert document DOMPurify parses into: each style attribute or element of the CMS HTML was a CSP
// violation, reported before DOMPurify could drop it (the allow-list has no style). So both are cut
// from the string first. This is no sanitiser and need not be one: whatever it misses (an odd
// spelling) DOMPurify still removes; it only spares the report endpoint.
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /(<[a-z][^>]*?)\sstyle\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*)/gi;

/** @example withoutInlineStyles('<p style="color:red">x</p><style>p{}</style>') // '<p>x</p>' */
export function withoutInlineStyles(html: string): string {
  let result = html.replace(STYLE_ELEMENT, '');
  for (let before = ''; before !== result; ) {
    before = result;
    result = result.replace(STYLE_ATTRIBUTE, '$1');
  }
  return result;
}

/**
 * CMS HTML through DOMPurify with core's config: TrustedHTML made by the portal's sanitiser policy
 * where the browser has Trusted Types (the CSP requires it for innerHTML), else a string. DOMPurify
 * parses through the same policy, so sanitising touches no sink with a plain string: no CSP
 * violation, whatever the HTML holds.
 * @example String(purifyDisclaimerHtml('<p onclick="x()">Hi</p>')) // '<p>Hi</p>'
 */
export function purifyDisclaimerHtml(html: string): string | TrustedHTML {
  const policy = sanitizerPolicy();
  return disclaimerPurifier().sanitize(withoutInlineStyles(html), {
    // core's config as is: it also lists title, target and rel as URI-safe (ADD_URI_SAFE_ATTR), whose
    // values the afterSanitizeAttributes hook then decides with core's rules.
    ...disclaimerDomPurifyConfig(),
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
    // DOMPurify calls createHTML only (its type asks for the whole policy interface).
    ...(policy
      ? { TRUSTED_TYPES_POLICY: policy as TrustedTypePolicy, RETURN_TRUSTED_TYPE: true as const }
      : {}),
  });
}
