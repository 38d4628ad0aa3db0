/**
 * The heading of each public page: the navigation label that links to it (core/navigation), so the
 * page is called what the visitor clicked; the legal pages, which only the CMS footer links to,
 * have titles of their own (the `publicPages` texts).
 */
import type { PlainTextKey, Translate } from '../../../core/i18n';
import type { PublicPageId } from '../../../core/routes';

const TITLES: Record<PublicPageId, PlainTextKey> = {
  tax: 'navMenus:tax',
  businessTax: 'navMenus:businessTax',
  depositProtection: 'navMenus:depositProtection',
  businessDepositProtection: 'navMenus:businessDepositProtection',
  banks: 'navMenus:banks',
  howItWorks: 'navMenus:howItWorks',
  security: 'navMenus:security',
  faq: 'navMenus:faq',
  contact: 'navMenus:contact',
  aboutUs: 'navMenus:aboutUs',
  press: 'navMenus:press',
  careers: 'navMenus:careers',
  imprint: 'publicPages:imprint',
  privacy: 'publicPages:privacy',
  terms: 'publicPages:terms',
  comparisonTest: 'navMenus:comparisonTest',
  guides: 'navMenus:guides',
  newsroom: 'navMenus:newsroom',
  creditUnions: 'navMenus:creditUnions',
  depositInsurance: 'navMenus:depositInsurance',
  educationCentre: 'navMenus:educationCentre',
  referFriend: 'navMenus:referFriend',
  referral: 'navMenus:referralLink',
  corporateHome: 'navMenus:corporateHome',
  corporateAbout: 'navMenus:aboutUs',
  becomePartnerBank: 'navMenus:becomePartnerBank',
  becomeDistributionPartner: 'navMenus:becomeDistributionPartner',
  corporatePress: 'navMenus:press',
  corporateCareers: 'navMenus:careers',
  bankingAsAService: 'navMenus:bankingAsAService',
  cashSolutions: 'navMenus:cashSolutions',
  bankingAsAServiceAboutUs: 'navMenus:aboutUs',
  bankingAsAServiceCareers: 'navMenus:careers',
  bankingAsAServicePress: 'navMenus:press',
};

/** @example publicPageTitle('faq', createTranslator('de-DE').t) // 'Häufige Fragen' (the menu's label) */
export function publicPageTitle(id: PublicPageId, t: Translate): string {
  return t(TITLES[id]);
}
