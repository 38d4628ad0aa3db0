/**
 * §2.4 the public corporate header and the banking-as-a-service header. Both sites are English
 * (`/en/corporate/`), so their titles default to the English texts.
 */
import type { TextLocale } from '../locale';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS } from '../routes';
import { navTexts } from './texts';
import type { ActionItem, NavItem } from './types';

export interface SiteNavigation {
  /** Where the logo leads. */
  readonly homeHref: string;
  readonly items: readonly NavItem[];
  readonly actions: readonly ActionItem[];
}

const link = (id: string, title: string, href: string): NavItem => ({ id, title, href, enableBadge: false });

/**
 * §2.4 corporate header: about, partner bank, distribution partner, press, careers, and the
 * My Account button (a login action, §6) to /en/login/.
 * @example corporateNavigation().actions[0].href // '/en/login/'
 */
export function corporateNavigation(textLocale: TextLocale = 'en'): SiteNavigation {
  const t = navTexts(textLocale);
  return {
    homeHref: CORPORATE_PATHS.home,
    items: [
      link('corporate.about', t.aboutUs, CORPORATE_PATHS.about),
      link('corporate.partnerBank', t.becomePartnerBank, CORPORATE_PATHS.partnerBank),
      link('corporate.distributionPartner', t.becomeDistributionPartner, CORPORATE_PATHS.distributionPartner),
      link('corporate.press', t.press, CORPORATE_PATHS.press),
      link('corporate.careers', t.careers, CORPORATE_PATHS.careers),
    ],
    actions: [
      { id: 'corporate.myAccount', title: t.myAccount, href: CORPORATE_PATHS.myAccount, type: 'login' },
    ],
  };
}

/**
 * §2.4 banking-as-a-service header: its own five pages, no login.
 * @example bankingAsAServiceNavigation().items.map((i) => i.href)[0] // '/banking-as-a-service/'
 */
export function bankingAsAServiceNavigation(textLocale: TextLocale = 'en'): SiteNavigation {
  const t = navTexts(textLocale);
  return {
    homeHref: BANKING_AS_A_SERVICE_PATHS.home,
    items: [
      link('baas.home', t.bankingAsAService, BANKING_AS_A_SERVICE_PATHS.home),
      link('baas.cashSolutions', t.cashSolutions, BANKING_AS_A_SERVICE_PATHS.cashSolutions),
      link('baas.aboutUs', t.aboutUs, BANKING_AS_A_SERVICE_PATHS.aboutUs),
      link('baas.careers', t.careers, BANKING_AS_A_SERVICE_PATHS.careers),
      link('baas.press', t.press, BANKING_AS_A_SERVICE_PATHS.press),
    ],
    actions: [],
  };
}
