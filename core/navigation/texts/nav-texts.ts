/**
 * The shape of the navigation texts. Every locale file implements it in full, so a missing title is
 * a compile error (common brief: `Record<TextLocale, …>`). Durations are functions because their
 * grammar differs (Polish plurals, Finnish cases), not just their words.
 */
export interface NavTexts {
  // §2.4 groups
  readonly mySavings: string;
  readonly offers: string;
  readonly financeKnowledge: string;
  readonly information: string;
  readonly help: string;
  readonly about: string;
  // §2.4 My savings
  readonly overview: string;
  readonly termDeposits: string;
  readonly overnightDeposits: string;
  readonly noticeDeposits: string;
  // §2.4 Offers
  readonly fixedTermOffer: string;
  readonly fixedTermOfferDescription: string;
  readonly overnightOffer: string;
  readonly overnightOfferDescription: string;
  readonly noticeOffer: string;
  readonly noticeOfferDescription: string;
  readonly tagNew: string;
  // §2.4 German extras
  readonly sustainableFixedDeposit: string;
  readonly sustainableFixedDepositDescription: string;
  readonly etfPension: string;
  readonly etfPensionDescription: string;
  readonly comparisonTest: string;
  readonly comparisonTestSealAlt: string;
  // §2.4 finance knowledge, information, help, about; §6 company customers
  readonly tax: string;
  readonly businessTax: string;
  readonly depositProtection: string;
  readonly businessDepositProtection: string;
  readonly banks: string;
  readonly howItWorks: string;
  readonly security: string;
  readonly faq: string;
  readonly helpCentre: string;
  readonly contact: string;
  readonly aboutUs: string;
  readonly press: string;
  readonly careers: string;
  // §2.4 UK menu
  readonly fixedRateBonds: string;
  readonly allFixedRateBonds: string;
  readonly upToMonths: (months: number) => string;
  readonly years: (years: number) => string;
  readonly easyAccess: string;
  readonly noticeAccounts: string;
  readonly exclusiveOffers: string;
  readonly guides: string;
  readonly newsroom: string;
  // §2.4 US menu
  readonly savingsAccounts: string;
  readonly moneyMarket: string;
  readonly cdAccounts: string;
  readonly noPenaltyCds: string;
  readonly allProducts: string;
  readonly creditUnions: string;
  readonly depositInsurance: string;
  readonly educationCentre: string;
  readonly referFriend: string;
  // §2.4 French referral, Irish terms
  readonly referralText: (amount: string) => string;
  readonly referralLink: string;
  readonly termRange: (fromMonths: number, toYears: number) => string;
  // §2.4 corporate and banking-as-a-service headers
  readonly corporateHome: string;
  readonly becomePartnerBank: string;
  readonly becomeDistributionPartner: string;
  readonly myAccount: string;
  readonly bankingAsAService: string;
  readonly cashSolutions: string;
  // §2.3 private account menu
  readonly accountMenu: string;
  readonly messages: string;
  readonly documents: string;
  readonly transactions: string;
  readonly withdraw: string;
  readonly paymentMethods: string;
  readonly loginAndSecurity: string;
  readonly myDetails: string;
  readonly notifications: string;
  readonly exemptionOrder: string;
  readonly logout: string;
  // §2.5 actions, logo, landmark
  readonly login: string;
  readonly register: string;
  readonly logoAlt: (brand: string) => string;
  readonly mainNavigation: string;
}
