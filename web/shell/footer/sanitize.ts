/**
 * The one HTML sanitiser of the portal (security.md 2, 4): CMS HTML (the footer disclaimer) goes
 * through DOMPurify with core/security's allow-list; link attributes are decided per element by
 * core's rules in DOMPurify hooks (`target=_blank` gets `rel="noopener noreferrer"`). A dedicated
 * DOMPurify instance keeps the hooks away from any other user of the library.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  DISCLAIMER_SANITIZE_POLICY,
  type DisclaimerLinkAttribute,
  disclaimerDomPurifyConfig,
  isAllowedDisclaimerAttribute,
  type LinkAttributes,
  sanitizeLinkAttributes,
} from '../../../core/security';

/** HTML that went through `sanitizeDisclaimer`; only the disclaimer component inserts it. */
export interface SanitisedHtml {
  readonly kind: 'sanitised-html';
  readonly html: string;
}

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

/** The installed DOMPurify version, for the security.md 2 minimum (checked by a test). */
export function domPurifyVersion(): string {
  return disclaimerPurifier().version;
}

/** @see DISCLAIMER_SANITIZE_POLICY.minimumDomPurifyVersion */
export const MINIMUM_DOMPURIFY_VERSION = DISCLAIMER_SANITIZE_POLICY.minimumDomPurifyVersion;

/**
 * Sanitises CMS HTML for insertion as is.
 * @example sanitizeDisclaimer('<p onclick="x()">Hi <script>x()</script></p>').html // '<p>Hi </p>'
 */
export function sanitizeDisclaimer(html: string): SanitisedHtml {
  const clean = disclaimerPurifier().sanitize(html, {
    // core's config as is: it also lists title, target and rel as URI-safe (ADD_URI_SAFE_ATTR), whose
    // values the afterSanitizeAttributes hook then decides with core's rules.
    ...disclaimerDomPurifyConfig(),
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
    RETURN_TRUSTED_TYPE: false,
  });
  return { kind: 'sanitised-html', html: String(clean) };
}
