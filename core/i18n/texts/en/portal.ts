import type { Translated } from '../../text-table';

/**
 * English page texts of the web portal (namespace `portal`): the shell's and those of the pages a
 * visitor opens before signing in. The texts of the pages that load their whole language are in
 * portal-pages.ts (`portalPages`, decision 161). The shell, login, session and error texts live in
 * core/i18n; menu titles in nav-menus.ts. These are the page contents only.
 */
export const portal = {
  siteTagline: 'Savings and investments across Europe',
  languageLabel: 'Language',
  themeLabel: 'Design',
  themeV1: 'Classic design',
  themeV2: 'New design',
  themeForced: 'The new design is used for this site.',
  displaySettings: 'Display settings',
  loginTitle: 'Log in',
  openBankingTitle: 'Connect your account',
  openBankingIntro:
    'A third-party provider has asked for access to your account. Log in to confirm the request.',
  openBankingDoneTitle: 'Login confirmed',
  openBankingDoneText: 'You are logged in. The third-party provider can now continue with your request.',
  registerIntro: 'Open your free savings account online in a few steps.',
  registerNeedsTitle: 'What you need',
  registerNeedId: 'A valid identity card or passport',
  registerNeedIban: 'A current account in your name (IBAN) as your reference account',
  registerNeedTaxId: 'Your tax identification number',
  registerUnavailable:
    'Online account opening is not connected to this version of the portal. Our customer service will be glad to help you open an account.',
  alreadyCustomer: 'Already a customer?',
  partnerLogo: 'Logo of our partner',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  toStart: 'Go to the start page',
  appBannerTitle: 'The {{brand}} app',
  appBannerText: 'Keep an eye on your savings wherever you are.',
  appBannerOpen: 'Get the app',
  appBannerClose: 'Close the app banner',
} as const;

/** Every locale provides every key; plural texts as `{ one, …, other }` (core/i18n). */
export type PortalTemplates = typeof portal;
export type PortalTexts = Translated<PortalTemplates>;
