/**
 * §2.4 the Offers group per market: the standard fixed-term, overnight and notice offers
 * (`offerPaths`, Finnish without notice), the German extras, the UK and US menus, the French referral
 * text and the Irish term range. §6: the whole group needs offer access.
 */
import type { Locale } from '../locale';
import {
  FRENCH_REFERRAL_PATH,
  GERMAN_PAGE_PATHS,
  offerPaths,
  UK_BOND_TERMS,
  ukPagePaths,
  usPagePaths,
} from '../routes';
import type { NavigationConfig } from './config';
import { advanced, arrow, basic, type DraftNavItem, draftSubmenu, type Gated, gate } from './draft';
import type { NavTexts } from './texts';
import type { SubmenuItem } from './types';

/** §2.4 French referral: up to 500 EUR. */
export const REFERRAL_BONUS_MAX_EUR = 500;
/** §2.4 Irish deposit terms: 3 months to 5 years. */
export const IRISH_TERM_RANGE = { fromMonths: 3, toYears: 5 } as const;

const UK_TERM_TITLES: Record<(typeof UK_BOND_TERMS)[number], (t: NavTexts) => string> = {
  'up-to-12-months': (t) => t.upToMonths(12),
  '1-year': (t) => t.years(1),
  '2-years': (t) => t.years(2),
  '3-years': (t) => t.years(3),
  '5-years': (t) => t.years(5),
};

export function offersGroup(locale: Locale, t: NavTexts, config: NavigationConfig): DraftNavItem {
  const zones =
    locale === 'en-GB' ? ukOffers(t) : locale === 'en-US' ? usOffers(t) : standardOffers(locale, t, config);
  return {
    id: 'offers',
    title: t.offers,
    subMenus: draftSubmenu('default', zones),
    requires: ['offerAccess'],
  };
}

type Zones = Parameters<typeof draftSubmenu>[1];

function standardOffers(locale: Locale, t: NavTexts, config: NavigationConfig): Zones {
  const paths = offerPaths(locale);
  const fixedDescription =
    locale === 'en-IE'
      ? t.termRange(IRISH_TERM_RANGE.fromMonths, IRISH_TERM_RANGE.toYears)
      : t.fixedTermOfferDescription;
  const main: Gated<SubmenuItem>[] = [
    gate(advanced('offers.fixed', t.fixedTermOffer, paths.fixed, fixedDescription, { icon: 'calendar' })),
  ];
  if (locale === 'de-DE') {
    main.push(
      gate(
        advanced(
          'offers.sustainable',
          t.sustainableFixedDeposit,
          GERMAN_PAGE_PATHS.sustainableFixedDeposit,
          t.sustainableFixedDepositDescription,
          { tag: t.tagNew, icon: 'leaf' },
        ),
      ),
    );
  }
  main.push(
    gate(
      advanced('offers.overnight', t.overnightOffer, paths.overnight, t.overnightOfferDescription, {
        icon: 'clock',
      }),
    ),
  );
  if (paths.notice) {
    main.push(
      gate(
        advanced('offers.notice', t.noticeOffer, paths.notice, t.noticeOfferDescription, { icon: 'bell' }),
      ),
    );
  }
  const sidebar: Gated<SubmenuItem>[] = [];
  if (locale === 'de-DE' && config.etfPensionUrl) {
    sidebar.push(
      gate(
        advanced('offers.etfPension', t.etfPension, config.etfPensionUrl, t.etfPensionDescription, {
          icon: 'chart',
        }),
      ),
    );
  }
  const bottom: Gated<SubmenuItem>[] = [];
  if (locale === 'fr-FR') {
    const amount = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(REFERRAL_BONUS_MAX_EUR);
    bottom.push(
      gate({ id: 'offers.referralText', type: 'text', title: t.referralText(amount) }),
      gate(arrow('offers.referral', t.referralLink, FRENCH_REFERRAL_PATH)),
    );
  }
  return { main, sidebar, bottom };
}

function ukOffers(t: NavTexts): Zones {
  const uk = ukPagePaths();
  const paths = offerPaths('en-GB');
  return {
    top: [gate(basic('offers.fixedRateBonds', t.fixedRateBonds, paths.fixed))],
    main: UK_BOND_TERMS.map((term) =>
      gate({
        ...basic(`offers.bond.${term}`, UK_TERM_TITLES[term](t), uk.fixedRateBond(term)),
        groupName: t.fixedRateBonds,
      }),
    ),
    sidebar: [
      gate(
        advanced('offers.easyAccess', t.easyAccess, paths.overnight, t.overnightOfferDescription, {
          icon: 'clock',
        }),
      ),
      gate(
        advanced('offers.noticeAccounts', t.noticeAccounts, paths.notice!, t.noticeOfferDescription, {
          icon: 'bell',
        }),
      ),
      gate(basic('offers.exclusive', t.exclusiveOffers, uk.exclusiveOffers, 'star')),
    ],
    bottom: [gate(arrow('offers.allFixedRateBonds', t.allFixedRateBonds, paths.fixed))],
  };
}

function usOffers(t: NavTexts): Zones {
  const us = usPagePaths();
  return {
    main: [
      gate(basic('offers.savings', t.savingsAccounts, us.savings, 'piggy-bank')),
      gate(basic('offers.moneyMarket', t.moneyMarket, us.moneyMarket, 'chart')),
      gate(basic('offers.cd', t.cdAccounts, us.cdAccounts, 'calendar')),
      gate(basic('offers.noPenaltyCd', t.noPenaltyCds, us.noPenaltyCds, 'unlock')),
    ],
    sidebar: [gate(basic('offers.referFriend', t.referFriend, us.referFriend, 'gift'))],
    bottom: [gate(arrow('offers.allProducts', t.allProducts, us.allProducts))],
  };
}
