export type {
  CustomerRedirect,
  CustomerRedirectContext,
  CustomerRedirectReason,
  CustomerRedirectView,
  RedirectAnalyticsEvent,
} from './customer-redirects';
export { customerRedirect, requiredCustomerRedirect, skipsCustomerRedirects } from './customer-redirects';
export type { DeepLinkCheck, DeepLinkRejection } from './deep-link';
export { canonicalOrigin, checkDeepLink, MAX_DEEP_LINK_LENGTH, parseSafeDeepLink } from './deep-link';
export type { DeepLinkCookie, DeepLinkSource, DeepLinkTake, DeepLinkTakeRejection } from './deep-link-source';
export {
  DEEP_LINK_COOKIE_MAX_AGE_SECONDS,
  DEEP_LINK_NAME,
  deepLinkCookieFor,
  takeDeepLink,
} from './deep-link-source';
export type { RedirectErrorCode } from './errors';
export { RedirectError } from './errors';
export { customerRedirectViewOf } from './from-customer';
export type { LoginDestination, LoginDestinationInput, LoginDestinationKind } from './login-destination';
export { loginDestination } from './login-destination';
export type { LogoutDestination, LogoutDestinationInput, PensionLogoutPaths } from './logout-destination';
export { definePensionLogout, logoutDestination } from './logout-destination';
export type { ProductFlags, ProductId } from './products';
export { PRODUCT_IDS, parseProductId, productDestination } from './products';
