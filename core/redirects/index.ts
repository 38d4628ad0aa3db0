export type { CustomerRedirectReason, CustomerRedirectView } from './customer-redirects';
export { customerRedirect, requiredCustomerRedirect, skipsCustomerRedirects } from './customer-redirects';
export { checkDeepLink, MAX_DEEP_LINK_LENGTH, parseSafeDeepLink } from './deep-link';
export {
  DEEP_LINK_COOKIE_MAX_AGE_SECONDS,
  DEEP_LINK_NAME,
  deepLinkCookieFor,
  takeDeepLink,
} from './deep-link-source';
export type { RedirectErrorCode } from './errors';
export { RedirectError } from './errors';
export { customerRedirectViewOf } from './from-customer';
export type { LoginDestination, LoginDestinationInput } from './login-destination';
export { loginDestination } from './login-destination';
export type { LogoutDestinationInput, PensionLogoutPaths } from './logout-destination';
export { definePensionLogout, logoutDestination } from './logout-destination';
export { PRODUCT_IDS, parseProductId, productDestination } from './products';
