/**
 * The heading of each public page: the navigation label that links to it (core/navigation), so the
 * page is called what the visitor clicked; the legal pages, which only the CMS footer links to,
 * have titles of their own (web/texts/public-pages.ts).
 */
import type { NavTexts } from '../../../core/navigation';
import type { PublicPageId } from '../../../core/routes';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
/** The legal pages' own titles, keys of the `publicPages:` texts. */
export type OwnTitle = 'imprint' | 'privacy' | 'terms';
type TitleSource = { readonly nav: StringKeys<NavTexts> } | { readonly own: OwnTitle };

const TITLES: Record<PublicPageId, TitleSource> = {
  tax: { nav: 'tax' },
  businessTax: { nav: 'businessTax' },
  depositProtection: { nav: 'depositProtection' },
  businessDepositProtection: { nav: 'businessDepositProtection' },
  banks: { nav: 'banks' },
  howItWorks: { nav: 'howItWorks' },
  security: { nav: 'security' },
  faq: { nav: 'faq' },
  contact: { nav: 'contact' },
  aboutUs: { nav: 'aboutUs' },
  press: { nav: 'press' },
  careers: { nav: 'careers' },
  imprint: { own: 'imprint' },
  privacy: { own: 'privacy' },
  terms: { own: 'terms' },
  comparisonTest: { nav: 'comparisonTest' },
  guides: { nav: 'guides' },
  newsroom: { nav: 'newsroom' },
  creditUnions: { nav: 'creditUnions' },
  depositInsurance: { nav: 'depositInsurance' },
  educationCentre: { nav: 'educationCentre' },
  referFriend: { nav: 'referFriend' },
  referral: { nav: 'referralLink' },
  corporateHome: { nav: 'corporateHome' },
  corporateAbout: { nav: 'aboutUs' },
  becomePartnerBank: { nav: 'becomePartnerBank' },
  becomeDistributionPartner: { nav: 'becomeDistributionPartner' },
  corporatePress: { nav: 'press' },
  corporateCareers: { nav: 'careers' },
  bankingAsAService: { nav: 'bankingAsAService' },
  cashSolutions: { nav: 'cashSolutions' },
  bankingAsAServiceAboutUs: { nav: 'aboutUs' },
  bankingAsAServiceCareers: { nav: 'careers' },
  bankingAsAServicePress: { nav: 'press' },
};

/**
 * @example publicPageTitle('faq', navTexts('de-DE'), (key) => t(`publicPages:${key}`)) // 'Häufige Fragen' (the menu's label)
 */
export function publicPageTitle(id: PublicPageId, nav: NavTexts, own: (key: OwnTitle) => string): string {
  const source = TITLES[id];
  return 'nav' in source ? nav[source.nav] : own(source.own);
}
