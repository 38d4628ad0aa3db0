export type { AppBadge, AppStore, AppStoreLinks, BadgeSet } from './app-badges';
export { appBadges, badgeSetFor } from './app-badges';
export { isSafeCmsHref, safeCmsHref } from './cms-links';
export { copyrightLine, FooterInputError, hasRightsStatement } from './copyright';
export type { CreditView } from './credits';
export { creditViews } from './credits';
export type { UnsanitisedHtml } from './disclaimer';
export { disclaimerHtml } from './disclaimer';
export type { FooterLinkMode, FooterLinkProps, FooterLinkSize } from './footer-link';
export { footerLinkProps } from './footer-link';
export type { AppBannerView, FooterModel, FooterModelInput } from './footer-model';
export { buildFooterModel } from './footer-model';
export { readFooterData } from './footer-reader';
export type { LegalLinkAnalytics, LegalLinkView } from './legal-links';
export {
  COOKIE_CONSENT_ANCHOR,
  legalBasePath,
  legalLinkEventName,
  legalLinks,
  resolveLegalHref,
} from './legal-links';
export type { FooterItemView, LinkColumnView } from './link-columns';
export { linkColumns } from './link-columns';
export type { RatingBucket, RatingModel, StarFill } from './rating';
export {
  parseReviewCount,
  parseScore,
  RATING_COLOURS,
  ratingModel,
  ratingStars,
  roundToHalfStar,
  scoreText,
} from './rating';
export type {
  CmsLink,
  Credit,
  FooterColumn,
  FooterData,
  FooterDataInput,
  FooterDataResult,
  SocialMediaIcon,
  UsContactBanner,
} from './schema';
export { FooterDataError, footerDataSchema, parseFooterData } from './schema';
export type { SocialIconView, SocialView } from './social';
export { socialIcons, socialView } from './social';
export type { ContactLinkView, UsContactView } from './us-contact';
export { mailtoHref, telHref, usContactView } from './us-contact';
