import type { Country } from '../locale';

/**
 * The shapes of the label tables that core/i18n holds for other folders (navigation, footer,
 * header, markets, bot check). Unlike the `t` namespaces these are typed objects whose texts with
 * values are functions, so a missing argument is a compile error; each language implements them in
 * full in texts/<language>/, and the folders read them through `languageTexts(…)` (loaded-texts.ts).
 */

/**
 * The kinds of account identifier the header labels (core/header's `AccountIdKind` is this type).
 * Declared here, with the texts keyed by it, because core/header reads its texts from core/i18n and
 * core/i18n must not import core/header back (the boundary check refuses cycles between folders).
 */
export type AccountIdKind = 'iban' | 'accountNumber' | 'sortCode';

/**
 * The bot-check states the widget has a status text for. core/captcha's `CAPTCHA_STATES` must be
 * a list of these (checked where it is declared), so a new state without a text does not compile.
 */
export type CaptchaTextState = 'uninitialized' | 'ready' | 'solving' | 'solved' | 'error' | 'expired';

/**
 * The shape of the navigation texts: the header's bar (`nav`, what every page's header needs) and
 * the menus' titles (`navMenus`, loaded with the page namespaces: the login page's header has no
 * menus, docs/decisions/161). Every locale file implements both in full, so a missing title is a
 * compile error (common brief: `Record<TextLocale, …>`). Durations are functions because their
 * grammar differs (Polish plurals, Finnish cases), not just their words.
 */
export type NavTexts = NavBarTexts & NavMenuTexts;

/** §2.5 the header's bar: actions, logo, landmark. */
export interface NavBarTexts {
  readonly login: string;
  readonly register: string;
  readonly logoAlt: (brand: string) => string;
  readonly mainNavigation: string;
}

/** §2.3, §2.4 the menus' titles (and the pages named after them). */
export interface NavMenuTexts {
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
}

/**
 * Texts of the footer (§2.6), in every text locale. Texts with values are functions so a missing
 * argument is a compile error. The rating label takes the plural category of the review count
 * (Intl.PluralRules), because "1 review" and "4,007 reviews" differ in most of these languages.
 */
export interface FooterTexts {
  /** Label of the `<nav>` around the link columns (every nav needs a unique label). */
  readonly footerNavigation: string;
  /** Label of the `<nav>` around the legal links. */
  readonly legalNavigation: string;
  /** Accessible label of the star rating, e.g. "4 of 5 stars from 4,007 reviews". */
  readonly ratingLabel: (stars: string, count: string, plural: Intl.LDMLPluralRule) => string;
  /** Rating label when the count of reviews is unknown. */
  readonly ratingLabelWithoutCount: (stars: string) => string;
  readonly noRating: string;
  /** The translated tail of the copyright line, after "© {year} {holder}.". */
  readonly allRightsReserved: string;
  /** Social heading when the CMS gives none. */
  readonly followUs: string;
  /** Accessible name of an icon-only social link. */
  readonly socialLink: (account: string) => string;
  readonly appBannerHeading: string;
}

/**
 * Header texts in every text locale (common brief: `Record<TextLocale, …>`). The balance messages
 * are the §8 "not available" texts: one pair for maintenance, one for a failed balance call.
 */
export interface HeaderTexts {
  readonly totalBalance: string;
  readonly availableBalance: string;
  readonly maintenanceTitle: string;
  readonly maintenanceTooltip: string;
  readonly fetchErrorTitle: string;
  readonly fetchErrorTooltip: string;
  readonly caption: Record<AccountIdKind, string>;
  readonly copy: Record<AccountIdKind, string>;
  readonly copied: Record<AccountIdKind, string>;
  readonly openMenu: string;
  readonly closeMenu: string;
  readonly accountNavigation: string;
  readonly loading: string;
}

/**
 * Texts of the country picker and the country banner (§2.6, §4 Country banner), in every text
 * locale. Texts with a value are functions so a missing argument is a compile error, not a
 * literal `{country}` on screen.
 */
/** The countries of the country markets: every market but the generic EU/English entry. */
export type MarketCountry = Exclude<Country, 'EU'>;

export interface MarketTexts {
  /** Picker heading, dialog title and banner heading. */
  readonly chooseCountry: string;
  /** Label of the generic EU/English entry. */
  readonly europeEnglish: string;
  /**
   * §2.6 translated country names of the twelve country markets: CLDR's names (what
   * `Intl.DisplayNames` gives for the language), written out so that no ICU object is built to show
   * the picker or the banner (issue 13, decision 151). Written in the picker's order (English
   * collation, punctuation ignored), which the picker takes from the keys' order instead of an
   * `Intl.Collator`. core/markets' names.test.ts and sort.test.ts check names and order.
   */
  readonly countryNames: Readonly<Record<MarketCountry, string>>;
  /** Close button of the picker dialog on small screens. */
  readonly close: string;
  /** Accessible name of the picker trigger; starts with the visible country name (WCAG 2.5.3). */
  readonly pickerTrigger: (country: string) => string;
  /** Banner text naming the market the visitor is on. */
  readonly bannerMessage: (country: string) => string;
  /** §2.6: the confirm button carries the "all good" text. */
  readonly bannerConfirm: string;
  readonly bannerChooseAnother: string;
}

/**
 * What the visible bot-check widget says in each state (§4 Captcha states), in every text locale.
 * A screen reader hears the status through a polite live region; `label` names the checkbox.
 */
export interface CaptchaTexts {
  /** Accessible name of the widget's checkbox. */
  readonly label: string;
  readonly status: Readonly<Record<CaptchaTextState, string>>;
}
