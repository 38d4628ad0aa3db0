export type { RegflowNames } from './auth-locale';
export {
  AUTH_LOCALES,
  authLocale,
  languageFromHost,
  loginPathForDocumentLanguage,
  loginUrlFor,
  loginUrlForLanguage,
  publicHeaderLocale,
  regflowLocale,
  regflowLocales,
  registerUrlFor,
  usAuthUrl,
} from './auth-locale';
export { homeDestination } from './home';
export type { LogoutNotice } from './logout-notice';
export { LOGOUT_NOTICE_PARAM, logoutNoticeFor, logoutNoticeIn, withLogoutNotice } from './logout-notice';
export type { RouteMatch, RouteName } from './match';
export { matchRoute, requiresAuth } from './match';
export type { OpenBankingFlow } from './open-banking';
export {
  openBankingDestination,
  openBankingFlow,
  openBankingLoginPath,
  swapLoginSegment,
} from './open-banking';
export type { PrivatePage } from './paths';
export {
  BANKING_AS_A_SERVICE_PATHS,
  CORPORATE_PATHS,
  COUNTRY_SELECTOR_PATH,
  dashboardPath,
  dataValidityPath,
  financialInformationPath,
  LEGACY_DEPOSIT_PATHS,
  localeBasePath,
  loginPath,
  noticeDepositsPath,
  offerPaths,
  overnightDepositsPath,
  PRIVATE_PAGES,
  privatePagePath,
  referenceAccountPath,
  registerPath,
  termDepositsPath,
  wealthManagementDashboardPath,
} from './paths';
export { DEFAULT_PENSION_LOGOUT_PATHS, PENSION_LOGOUT_OUTCOMES, pensionPath } from './pension';
export type { PublicPage, PublicPageId } from './public-page-catalogue';
export {
  BANKING_AS_A_SERVICE_PAGES,
  CORPORATE_PAGES,
  publicPageAt,
  RETAIL_PUBLIC_PAGE_SLUGS,
  retailPublicPages,
} from './public-page-catalogue';
export {
  dashboardLinkPath,
  FRENCH_REFERRAL_PATH,
  GERMAN_PAGE_PATHS,
  LEGACY_DASHBOARD_PATH,
  publicPagePaths,
  UK_BOND_TERMS,
  ukPagePaths,
  usPagePaths,
} from './public-pages';
