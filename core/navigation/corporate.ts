/**
 * §2.4 the public corporate header and the banking-as-a-service header. Both sites are English
 * (`/en/corporate/`), so their titles default to the English texts.
 */
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS } from '../routes';
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
export function corporateNavigation(locale: Locale = 'en'): SiteNavigation {
  const { t } = createTranslator(locale);
  return {
    homeHref: CORPORATE_PATHS.home,
    items: [
      link('corporate.about', t('navMenus:aboutUs'), CORPORATE_PATHS.about),
      link('corporate.partnerBank', t('navMenus:becomePartnerBank'), CORPORATE_PATHS.partnerBank),
      link(
        'corporate.distributionPartner',
        t('navMenus:becomeDistributionPartner'),
        CORPORATE_PATHS.distributionPartner,
      ),
      link('corporate.press', t('navMenus:press'), CORPORATE_PATHS.press),
      link('corporate.careers', t('navMenus:careers'), CORPORATE_PATHS.careers),
    ],
    actions: [
      {
        id: 'corporate.myAccount',
        title: t('navMenus:myAccount'),
        href: CORPORATE_PATHS.myAccount,
        type: 'login',
      },
    ],
  };
}

/**
 * §2.4 banking-as-a-service header: its own five pages, no login.
 * @example bankingAsAServiceNavigation().items.map((i) => i.href)[0] // '/banking-as-a-service/'
 */
export function bankingAsAServiceNavigation(locale: Locale = 'en'): SiteNavigation {
  const { t } = createTranslator(locale);
  return {
    homeHref: BANKING_AS_A_SERVICE_PATHS.home,
    items: [
      link('baas.home', t('navMenus:bankingAsAService'), BANKING_AS_A_SERVICE_PATHS.home),
      link('baas.cashSolutions', t('navMenus:cashSolutions'), BANKING_AS_A_SERVICE_PATHS.cashSolutions),
      link('baas.aboutUs', t('navMenus:aboutUs'), BANKING_AS_A_SERVICE_PATHS.aboutUs),
      link('baas.careers', t('navMenus:careers'), BANKING_AS_A_SERVICE_PATHS.careers),
      link('baas.press', t('navMenus:press'), BANKING_AS_A_SERVICE_PATHS.press),
    ],
    actions: [],
  };
}
