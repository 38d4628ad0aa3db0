export { MAX_CMS_HREF_LENGTH, safeCmsHref } from './cms-href';
export { safeCmsImageUrl } from './cms-image';
export { decodeHtmlEntities, decodeHtmlEntitiesOnce } from './html-entities';
export type { UnsafeScheme } from './link-scheme';
export { isUnsafeScheme, schemeView, unsafeSchemeOf } from './link-scheme';
export type { DisclaimerLinkAttribute, LinkAttributes } from './sanitize-policy';
export {
  DISCLAIMER_SANITIZE_POLICY,
  disclaimerDomPurifyConfig,
  isAllowedDisclaimerAttribute,
  sanitizeLinkAttributes,
} from './sanitize-policy';
