/**
 * §2.4 the Offers group per market: the standard fixed-term, overnight and notice offers
 * (`offerPaths`, Finnish without notice), the German extras, the UK and US menus, the French referral
 * text and the Irish term range. §6: the whole group needs offer access.
 */
import type { Translate } from '../i18n';
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
import type { SubmenuItem } from './types';

/** §2.4 French referral: up to 500 EUR. */
export const REFERRAL_BONUS_MAX_EUR = 500;
/** §2.4 Irish deposit terms: 3 months to 5 years. */
export const IRISH_TERM_RANGE = { fromMonths: 3, toYears: 5 } as const;

const UK_TERM_TITLES: Record<(typeof UK_BOND_TERMS)[number], (t: Translate) => string> = {
  'up-to-12-months': (t) => t('navMenus:upToMonths', { count: 12 }),
  '1-year': (t) => t('navMenus:years', { count: 1 }),
  '2-years': (t) => t('navMenus:years', { count: 2 }),
  '3-years': (t) => t('navMenus:years', { count: 3 }),
  '5-years': (t) => t('navMenus:years', { count: 5 }),
};

export function offersGroup(locale: Locale, t: Translate, config: NavigationConfig): DraftNavItem {
  const zones =
    locale === 'en-GB' ? ukOffers(t) : locale === 'en-US' ? usOffers(t) : standardOffers(locale, t, config);
  return {
    id: 'offers',
    title: t('navMenus:offers'),
    subMenus: draftSubmenu('default', zones),
    requires: ['offerAccess'],
  };
}

type Zones = Parameters<typeof draftSubmenu>[1];

function standardOffers(locale: Locale, t: Translate, config: NavigationConfig): Zones {
  const paths = offerPaths(locale);
  const fixedDescription =
    locale === 'en-IE'
      ? t('navMenus:termRange', {
          from: t('navMenus:termRangeFrom', { count: IRISH_TERM_RANGE.fromMonths }),
          to: t('navMenus:termRangeTo', { count: IRISH_TERM_RANGE.toYears }),
        })
      : t('navMenus:fixedTermOfferDescription');
  const main: Gated<SubmenuItem>[] = [
    gate(
      advanced('offers.fixed', t('navMenus:fixedTermOffer'), paths.fixed, fixedDescription, {
        icon: 'calendar',
      }),
    ),
  ];
  if (locale === 'de-DE') {
    main.push(
      gate(
        advanced(
          'offers.sustainable',
          t('navMenus:sustainableFixedDeposit'),
          GERMAN_PAGE_PATHS.sustainableFixedDeposit,
          t('navMenus:sustainableFixedDepositDescription'),
          { tag: t('navMenus:tagNew'), icon: 'leaf' },
        ),
      ),
    );
  }
  main.push(
    gate(
      advanced(
        'offers.overnight',
        t('navMenus:overnightOffer'),
        paths.overnight,
        t('navMenus:overnightOfferDescription'),
        {
          icon: 'clock',
        },
      ),
    ),
  );
  if (paths.notice) {
    main.push(
      gate(
        advanced(
          'offers.notice',
          t('navMenus:noticeOffer'),
          paths.notice,
          t('navMenus:noticeOfferDescription'),
          { icon: 'bell' },
        ),
      ),
    );
  }
  const sidebar: Gated<SubmenuItem>[] = [];
  if (locale === 'de-DE' && config.etfPensionUrl) {
    sidebar.push(
      gate(
        advanced(
          'offers.etfPension',
          t('navMenus:etfPension'),
          config.etfPensionUrl,
          t('navMenus:etfPensionDescription'),
          {
            icon: 'chart',
          },
        ),
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
      gate({ id: 'offers.referralText', type: 'text', title: t('navMenus:referralText', { amount }) }),
      gate(arrow('offers.referral', t('navMenus:referralLink'), FRENCH_REFERRAL_PATH)),
    );
  }
  return { main, sidebar, bottom };
}

function ukOffers(t: Translate): Zones {
  const uk = ukPagePaths();
  const paths = offerPaths('en-GB');
  return {
    top: [gate(basic('offers.fixedRateBonds', t('navMenus:fixedRateBonds'), paths.fixed))],
    main: UK_BOND_TERMS.map((term) =>
      gate({
        ...basic(`offers.bond.${term}`, UK_TERM_TITLES[term](t), uk.fixedRateBond(term)),
        groupName: t('navMenus:fixedRateBonds'),
      }),
    ),
    sidebar: [
      gate(
        advanced(
          'offers.easyAccess',
          t('navMenus:easyAccess'),
          paths.overnight,
          t('navMenus:overnightOfferDescription'),
          {
            icon: 'clock',
          },
        ),
      ),
      gate(
        advanced(
          'offers.noticeAccounts',
          t('navMenus:noticeAccounts'),
          paths.notice!,
          t('navMenus:noticeOfferDescription'),
          {
            icon: 'bell',
          },
        ),
      ),
      gate(basic('offers.exclusive', t('navMenus:exclusiveOffers'), uk.exclusiveOffers, 'star')),
    ],
    bottom: [gate(arrow('offers.allFixedRateBonds', t('navMenus:allFixedRateBonds'), paths.fixed))],
  };
}

function usOffers(t: Translate): Zones {
  const us = usPagePaths();
  return {
    main: [
      gate(basic('offers.savings', t('navMenus:savingsAccounts'), us.savings, 'piggy-bank')),
      gate(basic('offers.moneyMarket', t('navMenus:moneyMarket'), us.moneyMarket, 'chart')),
      gate(basic('offers.cd', t('navMenus:cdAccounts'), us.cdAccounts, 'calendar')),
      gate(basic('offers.noPenaltyCd', t('navMenus:noPenaltyCds'), us.noPenaltyCds, 'unlock')),
    ],
    sidebar: [gate(basic('offers.referFriend', t('navMenus:referFriend'), us.referFriend, 'gift'))],
    bottom: [gate(arrow('offers.allProducts', t('navMenus:allProducts'), us.allProducts))],
  };
}
