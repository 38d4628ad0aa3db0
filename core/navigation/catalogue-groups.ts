/**
 * §2.4 the groups besides Offers: My savings, finance knowledge, information, help and about, with
 * the German, UK and US differences. Titles come from the texts table, paths from core/routes and
 * the marked local helpers.
 */
import type { Translate } from '../i18n';
import type { Locale } from '../locale';
import {
  dashboardLinkPath,
  GERMAN_PAGE_PATHS,
  noticeDepositsPath,
  overnightDepositsPath,
  publicPagePaths,
  termDepositsPath,
  ukPagePaths,
  usPagePaths,
} from '../routes';
import type { NavigationConfig } from './config';
import { basic, type DraftNavItem, draftSubmenu, type Gated, gate } from './draft';
import type { NavigationFlags } from './inputs';
import type { SubmenuItem } from './types';

/** §2.4 My savings: §2.3 dashboard and deposit pages, each behind its account flag (§6). */
export function mySavingsGroup(locale: Locale, t: Translate, flags: NavigationFlags): DraftNavItem {
  return {
    id: 'mySavings',
    title: t('navMenus:mySavings'),
    requires: ['customer'],
    subMenus: draftSubmenu('even', {
      main: [
        gate(basic('mySavings.overview', t('navMenus:overview'), dashboardLinkPath(locale, flags), 'home')),
        gate(
          basic('mySavings.term', t('navMenus:termDeposits'), termDepositsPath(locale, flags), 'calendar'),
          'termAccount',
        ),
        gate(
          basic(
            'mySavings.overnight',
            t('navMenus:overnightDeposits'),
            overnightDepositsPath(locale, flags),
            'clock',
          ),
          'overnightAccount',
        ),
        gate(
          basic('mySavings.notice', t('navMenus:noticeDeposits'), noticeDepositsPath(), 'bell'),
          'noticeAccount',
        ),
      ],
    }),
  };
}

/**
 * §2.4 finance knowledge; §6 company customers get the business tax and deposit protection pages
 * in place of the private ones, and some distributors hide the whole group.
 */
export function financeKnowledgeGroup(locale: Locale, t: Translate): DraftNavItem {
  const pages = publicPagePaths(locale);
  const main: Gated<SubmenuItem>[] = [
    gate(basic('finance.tax', t('navMenus:tax'), pages.tax), 'privateCustomer'),
    gate(basic('finance.businessTax', t('navMenus:businessTax'), pages.businessTax), 'companyCustomer'),
  ];
  if (locale === 'en-US') {
    const us = usPagePaths();
    main.push(
      gate(basic('finance.depositInsurance', t('navMenus:depositInsurance'), us.depositInsurance)),
      gate(basic('finance.banks', t('navMenus:banks'), us.banks)),
      gate(basic('finance.creditUnions', t('navMenus:creditUnions'), us.creditUnions)),
      gate(basic('finance.educationCentre', t('navMenus:educationCentre'), us.educationCentre)),
    );
  } else {
    main.push(
      gate(
        basic('finance.depositProtection', t('navMenus:depositProtection'), pages.depositProtection),
        'privateCustomer',
      ),
      gate(
        basic(
          'finance.businessDepositProtection',
          t('navMenus:businessDepositProtection'),
          pages.businessDepositProtection,
        ),
        'companyCustomer',
      ),
      gate(basic('finance.banks', t('navMenus:banks'), pages.banks)),
    );
    if (locale === 'en-GB')
      main.push(gate(basic('finance.guides', t('navMenus:guides'), ukPagePaths().guides)));
  }
  return {
    id: 'financeKnowledge',
    title: t('navMenus:financeKnowledge'),
    requires: ['financeKnowledgeAllowed'],
    subMenus: draftSubmenu('even', { main }),
  };
}

/** §2.4 information; the German menu adds the comparison-test page with its seal. */
export function informationGroup(locale: Locale, t: Translate, config: NavigationConfig): DraftNavItem {
  const pages = publicPagePaths(locale);
  const main = [
    gate(basic('information.howItWorks', t('navMenus:howItWorks'), pages.howItWorks)),
    gate(basic('information.security', t('navMenus:security'), pages.security, 'lock')),
  ];
  const sidebar: Gated<SubmenuItem>[] = [];
  if (locale === 'de-DE') {
    main.push(
      gate(
        basic('information.comparisonTest', t('navMenus:comparisonTest'), GERMAN_PAGE_PATHS.comparisonTest),
      ),
    );
    sidebar.push(
      gate({
        id: 'information.comparisonTestSeal',
        type: 'image',
        title: t('navMenus:comparisonTestSealAlt'),
        href: GERMAN_PAGE_PATHS.comparisonTest,
        imageUrl: `${config.assetBase}comparison-test-seal.svg`,
      }),
    );
  }
  return {
    id: 'information',
    title: t('navMenus:information'),
    requires: [],
    subMenus: draftSubmenu(sidebar.length > 0 ? 'default' : 'even', { main, sidebar }),
  };
}

/** §2.4 help: FAQ and contact; where a help centre is configured for the locale, FAQ goes there. */
export function helpGroup(locale: Locale, t: Translate, config: NavigationConfig): DraftNavItem {
  const pages = publicPagePaths(locale);
  const helpCentre = config.helpCentreUrls[locale];
  const faq = helpCentre
    ? basic('help.helpCentre', t('navMenus:helpCentre'), helpCentre, 'question')
    : basic('help.faq', t('navMenus:faq'), pages.faq, 'question');
  return {
    id: 'help',
    title: t('navMenus:help'),
    requires: [],
    subMenus: draftSubmenu('even', {
      main: [gate(faq), gate(basic('help.contact', t('navMenus:contact'), pages.contact, 'mail'))],
    }),
  };
}

/** §2.4 about; the UK calls its press page a newsroom. */
export function aboutGroup(locale: Locale, t: Translate): DraftNavItem {
  const pages = publicPagePaths(locale);
  const press =
    locale === 'en-GB'
      ? basic('about.newsroom', t('navMenus:newsroom'), ukPagePaths().newsroom)
      : basic('about.press', t('navMenus:press'), pages.press);
  return {
    id: 'about',
    title: t('navMenus:about'),
    requires: [],
    subMenus: draftSubmenu('even', {
      main: [
        gate(basic('about.aboutUs', t('navMenus:aboutUs'), pages.aboutUs)),
        gate(press),
        gate(basic('about.careers', t('navMenus:careers'), pages.careers)),
      ],
    }),
  };
}
