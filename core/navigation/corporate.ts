/**
 * §2.4 the public corporate header and the banking-as-a-service header. Both sites are English
 * (`/en/corporate/`), so their titles default to the English texts.
 */
import { createTranslator, type PlainTextKey, type Translator } from '../i18n';
import type { Locale } from '../locale';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS } from '../routes';
import type { ActionItem, NavItem } from './types';

export interface SiteNavigation {
  /** Where the logo leads. */
  readonly homeHref: string;
  readonly items: readonly NavItem[];
  readonly actions: readonly ActionItem[];
}

/** One link of a separate site's header: its id, its menu text and where it leads. */
type SiteLink = readonly [id: string, title: PlainTextKey, href: string];

const CORPORATE_LINKS: readonly SiteLink[] = [
  ['corporate.about', 'navMenus:aboutUs', CORPORATE_PATHS.about],
  ['corporate.partnerBank', 'navMenus:becomePartnerBank', CORPORATE_PATHS.partnerBank],
  [
    'corporate.distributionPartner',
    'navMenus:becomeDistributionPartner',
    CORPORATE_PATHS.distributionPartner,
  ],
  ['corporate.press', 'navMenus:press', CORPORATE_PATHS.press],
  ['corporate.careers', 'navMenus:careers', CORPORATE_PATHS.careers],
];

const BANKING_AS_A_SERVICE_LINKS: readonly SiteLink[] = [
  ['baas.home', 'navMenus:bankingAsAService', BANKING_AS_A_SERVICE_PATHS.home],
  ['baas.cashSolutions', 'navMenus:cashSolutions', BANKING_AS_A_SERVICE_PATHS.cashSolutions],
  ['baas.aboutUs', 'navMenus:aboutUs', BANKING_AS_A_SERVICE_PATHS.aboutUs],
  ['baas.careers', 'navMenus:careers', BANKING_AS_A_SERVICE_PATHS.careers],
  ['baas.press', 'navMenus:press', BANKING_AS_A_SERVICE_PATHS.press],
];

/** A separate site's header links, in the words of `t`. */
const siteLinks = (t: Translator['t'], links: readonly SiteLink[]): NavItem[] =>
  links.map(([id, title, href]) => ({ id, title: t(title), href, enableBadge: false }));

/**
 * §2.4 corporate header: about, partner bank, distribution partner, press, careers, and the
 * My Account button (a login action, §6) to /en/login/.
 * @example corporateNavigation().actions[0].href // '/en/login/'
 */
export function corporateNavigation(locale: Locale = 'en'): SiteNavigation {
  const { t } = createTranslator(locale);
  const myAccount: ActionItem = {
    id: 'corporate.myAccount',
    title: t('navMenus:myAccount'),
    href: CORPORATE_PATHS.myAccount,
    type: 'login',
  };
  return { homeHref: CORPORATE_PATHS.home, items: siteLinks(t, CORPORATE_LINKS), actions: [myAccount] };
}

/**
 * §2.4 banking-as-a-service header: its own five pages, no login.
 * @example bankingAsAServiceNavigation().items.map((i) => i.href)[0] // '/banking-as-a-service/'
 */
export function bankingAsAServiceNavigation(locale: Locale = 'en'): SiteNavigation {
  const { t } = createTranslator(locale);
  const items = siteLinks(t, BANKING_AS_A_SERVICE_LINKS);
  return { homeHref: BANKING_AS_A_SERVICE_PATHS.home, items, actions: [] };
}
