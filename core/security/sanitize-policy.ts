/**
 * security.md 2: the policy the web driver gives DOMPurify for CMS HTML (the footer disclaimer).
 * Core does not run DOMPurify; it owns the rules as data, and the link-attribute rule as a pure
 * function the driver calls from DOMPurify's `afterSanitizeAttributes` hook:
 *
 * - a small allow-list of text tags and `a[href,title,target,rel]`; no other attributes (no style,
 *   class, id, data-* or aria-*), no SVG or MathML, no media, forms or frames;
 * - `href` only as `safeCmsHref` allows it; `target` only `_blank` or `_self`;
 * - `target=_blank` gets `rel="noopener noreferrer"`.
 *
 * The sanitised result is inserted as is, never edited or re-parsed afterwards.
 */
import { deepFreeze } from '../config';
import { safeCmsHref } from './cms-href';

const TEXT_TAGS = [
  'a',
  'abbr',
  'b',
  'br',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
] as const;
export type DisclaimerTag = (typeof TEXT_TAGS)[number];

const LINK_ATTRIBUTES = ['href', 'title', 'target', 'rel'] as const;
export type DisclaimerLinkAttribute = (typeof LINK_ATTRIBUTES)[number];

/** Named so a DOMPurify upgrade that widens a default cannot let them back in. */
const FORBIDDEN_TAGS = [
  'svg',
  'math',
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'noscript',
] as const;

const REL_TOKENS = ['noopener', 'noreferrer', 'nofollow', 'external', 'ugc', 'sponsored', 'help', 'license'];

/** §security.md 2 as data. Frozen. */
export const DISCLAIMER_SANITIZE_POLICY = deepFreeze({
  allowedTags: [...TEXT_TAGS],
  /** Attributes by tag; a tag that is not listed keeps no attributes. */
  allowedAttributes: { a: [...LINK_ATTRIBUTES] } as Partial<Record<DisclaimerTag, DisclaimerLinkAttribute[]>>,
  forbiddenTags: [...FORBIDDEN_TAGS],
  allowedTargets: ['_blank', '_self'],
  allowedRelTokens: REL_TOKENS,
  targetBlankRel: 'noopener noreferrer',
  /**
   * Link attributes that are not URIs. DOMPurify tests every attribute outside its "URI-safe" list
   * against `ALLOWED_URI_REGEXP`, so with the strict pattern below `target="_blank"` and `rel` (and
   * `title` text that looks like a scheme) would be dropped. Declared URI-safe, they keep their
   * values, which `sanitizeLinkAttributes` then decides in the `afterSanitizeAttributes` hook.
   */
  uriSafeAttributes: ['title', 'target', 'rel'] as DisclaimerLinkAttribute[],
  /** DOMPurify's `ALLOWED_URI_REGEXP` as source text (case-insensitive); `safeCmsHref` has the final say. */
  allowedUriPattern: String.raw`^(?:https:|mailto:|tel:|\/(?![\/\\]))`,
  /** security.md 2: keep DOMPurify at least this current. */
  minimumDomPurifyVersion: '3.3.2',
});

/** The subset of DOMPurify's `Config` this policy sets (kept here so core needs no DOMPurify types). */
export interface DomPurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  /** Added to DOMPurify's default URI-safe attributes (see `uriSafeAttributes`). */
  ADD_URI_SAFE_ATTR: string[];
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
  ALLOW_UNKNOWN_PROTOCOLS: false;
  ALLOW_SELF_CLOSE_IN_ATTR: false;
  SAFE_FOR_TEMPLATES: false;
  WHOLE_DOCUMENT: false;
  KEEP_CONTENT: true;
  NAMESPACE: 'http://www.w3.org/1999/xhtml';
  PARSER_MEDIA_TYPE: 'text/html';
}

/**
 * A fresh DOMPurify config for the disclaimer (fresh because DOMPurify keeps references to it).
 * The web driver also registers `uponSanitizeAttribute` with `isAllowedDisclaimerAttribute` and
 * `afterSanitizeAttributes` with `sanitizeLinkAttributes`.
 * @example DOMPurify.sanitize(html, disclaimerDomPurifyConfig())
 */
export function disclaimerDomPurifyConfig(): DomPurifyConfig {
  const policy = DISCLAIMER_SANITIZE_POLICY;
  return {
    ALLOWED_TAGS: [...policy.allowedTags],
    ALLOWED_ATTR: [...LINK_ATTRIBUTES],
    FORBID_TAGS: [...policy.forbiddenTags],
    FORBID_ATTR: ['style', 'class', 'id', 'src', 'srcset', 'action', 'formaction', 'xlink:href'],
    ALLOWED_URI_REGEXP: new RegExp(policy.allowedUriPattern, 'i'),
    ADD_URI_SAFE_ATTR: [...policy.uriSafeAttributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOW_SELF_CLOSE_IN_ATTR: false,
    SAFE_FOR_TEMPLATES: false,
    WHOLE_DOCUMENT: false,
    KEEP_CONTENT: true,
    NAMESPACE: 'http://www.w3.org/1999/xhtml',
    PARSER_MEDIA_TYPE: 'text/html',
  };
}

/**
 * Whether an element may keep an attribute: DOMPurify's `ALLOWED_ATTR` is global, this is per tag
 * (so `p[title]` or `span[href]` are dropped).
 * @example isAllowedDisclaimerAttribute('a', 'href') // true
 * @example isAllowedDisclaimerAttribute('span', 'title') // false
 */
export function isAllowedDisclaimerAttribute(tag: string, attribute: string): boolean {
  const allowed = DISCLAIMER_SANITIZE_POLICY.allowedAttributes[tag.toLowerCase() as DisclaimerTag];
  return allowed?.includes(attribute.toLowerCase() as DisclaimerLinkAttribute) ?? false;
}

export type LinkAttributes = Partial<Record<DisclaimerLinkAttribute, string>>;

/**
 * The attributes a disclaimer link keeps; a missing key means "remove the attribute".
 * @example sanitizeLinkAttributes({ href: 'https://bank.example', target: '_blank' })
 *   // { href: 'https://bank.example/', target: '_blank', rel: 'noopener noreferrer' }
 * @example sanitizeLinkAttributes({ href: 'javascript:alert(1)', title: 'x' }) // { title: 'x' }
 */
export function sanitizeLinkAttributes(attributes: LinkAttributes): LinkAttributes {
  const result: LinkAttributes = {};
  const href = safeCmsHref(attributes.href);
  if (href !== undefined) result.href = href;
  if (attributes.title !== undefined) result.title = attributes.title;
  const target = attributes.target?.trim().toLowerCase();
  if (target && DISCLAIMER_SANITIZE_POLICY.allowedTargets.includes(target)) result.target = target;
  const rel = new Set(
    (attributes.rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => DISCLAIMER_SANITIZE_POLICY.allowedRelTokens.includes(token)),
  );
  if (result.target === '_blank') for (const token of ['noopener', 'noreferrer']) rel.add(token);
  if (rel.size > 0) result.rel = [...rel].join(' ');
  return result;
}
