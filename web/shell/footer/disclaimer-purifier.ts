/**
 * The DOMPurify instance behind `sanitizeDisclaimer` (sanitize.ts), with core/security's rules in
 * its hooks: attributes by core's allow-list, link attributes decided per element by core
 * (`target=_blank` gets `rel="noopener noreferrer"`). A dedicated instance keeps the hooks away from
 * any other user of the library. Only sanitize.ts imports this module, and only dynamically, so
 * DOMPurify is fetched when a page has a disclaimer to show (design §8: less JavaScript up front).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  type DisclaimerLinkAttribute,
  disclaimerDomPurifyConfig,
  isAllowedDisclaimerAttribute,
  type LinkAttributes,
  sanitizeLinkAttributes,
} from '../../../core/security';

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

/**
 * CMS HTML through DOMPurify with core's config, as a string.
 * @example purifyDisclaimerHtml('<p onclick="x()">Hi</p>') // '<p>Hi</p>'
 */
export function purifyDisclaimerHtml(html: string): string {
  const clean = disclaimerPurifier().sanitize(html, {
    // core's config as is: it also lists title, target and rel as URI-safe (ADD_URI_SAFE_ATTR), whose
    // values the afterSanitizeAttributes hook then decides with core's rules.
    ...disclaimerDomPurifyConfig(),
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
    RETURN_TRUSTED_TYPE: false,
  });
  return String(clean);
}
