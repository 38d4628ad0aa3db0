import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { SUPPORTED_LOCALES } from '../locale';
import { LEGACY_DASHBOARD_PATH, localeBasePath, offerPaths } from '../routes';
import { buildNavigation, DEFAULT_NAVIGATION_CONFIG, submenuItems } from '.';
import { parseNavigationConfig } from './config-schema';
import { anonymous, customerContext, entry, hrefOf, ids } from './test-support';

describe('public navigation groups (§2.4)', () => {
  it('every locale has offers, finance knowledge, information, help and about; customers also My savings', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const groups = ['offers', 'financeKnowledge', 'information', 'help', 'about'];
      expect(buildNavigation(anonymous(locale)).map((i) => i.id)).toEqual(groups);
      expect(buildNavigation(customerContext(locale)).map((i) => i.id)).toEqual(['mySavings', ...groups]);
    }
  });

  it('titles come from the texts table in the locale’s language', () => {
    const nav = buildNavigation(anonymous('fr-FR'));
    expect(nav[0]!.title).toBe(createTranslator('fr-FR').t('navMenus:offers'));
    expect(buildNavigation(anonymous('de-CH'))[0]!.title).toBe(
      createTranslator('de-CH').t('navMenus:offers'),
    );
  });

  it('offers link the spec’s product pages; Finnish offers only fixed-term and overnight', () => {
    for (const locale of SUPPORTED_LOCALES) {
      if (locale === 'en-GB' || locale === 'en-US') continue;
      const nav = buildNavigation(anonymous(locale));
      expect(hrefOf(nav, 'offers.fixed')).toBe(`${localeBasePath(locale)}/products/`);
      expect(hrefOf(nav, 'offers.overnight')).toBe(`${localeBasePath(locale)}/products/overnight/`);
      expect(hrefOf(nav, 'offers.notice')).toBe(offerPaths(locale).notice);
    }
    expect(hrefOf(buildNavigation(anonymous('fi-FI')), 'offers.notice')).toBeUndefined();
    expect(hrefOf(buildNavigation(anonymous('de-AT')), 'offers.notice')).toBe('/de-at/products/notice/');
  });

  it('help and finance paths include tax, deposit protection, banks, FAQ and contact', () => {
    const nav = buildNavigation(anonymous('es-ES'));
    expect(hrefOf(nav, 'finance.tax')).toBe('/es-es/knowledge/tax/');
    expect(hrefOf(nav, 'finance.depositProtection')).toBe('/es-es/knowledge/deposit-protection/');
    expect(hrefOf(nav, 'finance.banks')).toBe('/es-es/banks/');
    expect(hrefOf(nav, 'help.faq')).toBe('/es-es/help/faq/');
    expect(hrefOf(nav, 'help.contact')).toBe('/es-es/help/contact/');
  });

  it('a configured help centre replaces the FAQ link for that locale only, as an external link', () => {
    const config = parseNavigationConfig({ helpCentreUrls: { 'nl-nl': 'https://help.example.nl/' } });
    const nl = buildNavigation({ ...anonymous('nl-NL'), config });
    expect(entry(nl, 'help.helpCentre')).toMatchObject({ href: 'https://help.example.nl/', external: true });
    expect(entry(nl, 'help.faq')).toBeUndefined();
    expect(hrefOf(buildNavigation({ ...anonymous('de-DE'), config }), 'help.faq')).toBe('/de-de/help/faq/');
  });

  it('German menu: sustainable fixed deposit (tagged new), external ETF pension, comparison test with seal', () => {
    const config = parseNavigationConfig({ etfPensionUrl: 'https://pension.example.com/etf' });
    const nav = buildNavigation({ ...anonymous('de-DE'), config });
    expect(entry(nav, 'offers.sustainable')).toMatchObject({ type: 'advanced', tag: 'Neu' });
    expect(entry(nav, 'offers.etfPension')).toMatchObject({
      href: 'https://pension.example.com/etf',
      external: true,
    });
    expect(hrefOf(nav, 'information.comparisonTest')).toBe('/de-de/comparison-test/');
    expect(entry(nav, 'information.comparisonTestSeal')).toMatchObject({
      type: 'image',
      imageUrl: '/assets/navigation/comparison-test-seal.svg',
    });
    // Austria shares the language but not the German market's extras.
    expect(ids(buildNavigation({ ...anonymous('de-AT'), config }))).not.toContain('offers.sustainable');
    // Without a configured URL there is no ETF link rather than a dead one.
    expect(ids(buildNavigation(anonymous('de-DE')))).not.toContain('offers.etfPension');
  });

  it('UK menu: fixed rate bonds by term, easy access, notice, exclusive offers, guides, deposit protection, newsroom', () => {
    const nav = buildNavigation(anonymous('en-GB'));
    const offers = nav.find((i) => i.id === 'offers')!.subMenus!;
    expect(offers.main.map((e) => e.title)).toEqual([
      'Up to 12 months',
      '1 year',
      '2 years',
      '3 years',
      '5 years',
    ]);
    expect(offers.main.every((e) => e.groupName === 'Fixed rate bonds')).toBe(true);
    expect(hrefOf(nav, 'offers.bond.2-years')).toBe('/en-gb/products/fixed-rate-bonds/2-years/');
    expect(hrefOf(nav, 'offers.easyAccess')).toBe(offerPaths('en-GB').overnight);
    expect(hrefOf(nav, 'offers.noticeAccounts')).toBe(offerPaths('en-GB').notice);
    expect(ids(nav)).toEqual(
      expect.arrayContaining([
        'offers.exclusive',
        'finance.guides',
        'finance.depositProtection',
        'about.newsroom',
      ]),
    );
    expect(ids(nav)).not.toContain('about.press');
  });

  it('US menu: savings, money market, CDs, no-penalty CDs, all products, banks, credit unions, deposit insurance, education, referral', () => {
    const nav = buildNavigation(anonymous('en-US'));
    const titles = nav.flatMap((i) => (i.subMenus ? submenuItems(i.subMenus).map((e) => e.title) : []));
    for (const title of [
      'Savings accounts',
      'Money market accounts',
      'CD accounts',
      'No-penalty CDs',
      'All products',
      'Partner banks',
      'Credit unions',
      'Deposit insurance',
      'Education center',
      'Refer a friend',
    ]) {
      expect(titles).toContain(title);
    }
    expect(hrefOf(nav, 'offers.allProducts')).toBe('/en-us/products/');
    expect(ids(nav)).not.toContain('finance.depositProtection');
  });

  it('French menu has a referral text of up to 500 EUR', () => {
    const offers = buildNavigation(anonymous('fr-FR')).find((i) => i.id === 'offers')!.subMenus!;
    const text = offers.bottom.find((e) => e.type === 'text');
    expect(text?.title).toMatch(/jusqu’à 500\s€/u);
    expect(offers.bottom.some((e) => e.type === 'arrow' && e.href === '/fr-fr/referral/')).toBe(true);
  });

  it('Irish deposit terms run from 3 months to 5 years', () => {
    expect(entry(buildNavigation(anonymous('en-IE')), 'offers.fixed')).toMatchObject({
      description: 'Terms from 3 months to 5 years',
    });
    expect(entry(buildNavigation(anonymous('en')), 'offers.fixed')).toMatchObject({
      description: createTranslator('en').t('navMenus:fixedTermOfferDescription'),
    });
  });

  it('path scheme: internal links live under the locale base path, except the legacy deposit pages', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const nav = buildNavigation({
        ...customerContext(locale),
        flags: { ...customerContext(locale).flags },
      });
      for (const item of nav) {
        for (const e of submenuItems(item.subMenus!)) {
          if (!('href' in e) || !e.href || e.external) continue;
          const ok = e.href.startsWith(`${localeBasePath(locale)}/`) || e.href.startsWith('/savingglobal/#/');
          expect(ok, `${locale} ${e.id} ${e.href}`).toBe(true);
        }
      }
    }
  });

  it('ids are unique within a navigation, so drivers can key and prefix them', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const all = ids(buildNavigation({ ...customerContext(locale), config: DEFAULT_NAVIGATION_CONFIG }));
      expect(new Set(all).size, locale).toBe(all.length);
    }
  });

  it('§2.3 the dashboard link uses the legacy dashboard unless b2cUseNewDashboard is on', () => {
    const ctx = customerContext('de-DE');
    expect(hrefOf(buildNavigation(ctx), 'mySavings.overview')).toBe(LEGACY_DASHBOARD_PATH);
    const on = { ...ctx, flags: { ...ctx.flags, b2cUseNewDashboard: true } };
    expect(hrefOf(buildNavigation(on), 'mySavings.overview')).toBe('/de-de/dashboard/');
  });

  it('§2.3 deposit links follow the new deposits page flag', () => {
    const ctx = customerContext('nl-NL');
    expect(hrefOf(buildNavigation(ctx), 'mySavings.term')).toBe('/savingglobal/#/MyInvestments/TermDeposit');
    const on = { ...ctx, flags: { ...ctx.flags, dbtShowNewMyDepositsPage: true } };
    expect(hrefOf(buildNavigation(on), 'mySavings.term')).toBe('/nl-nl/dashboard/savings/term/');
    expect(hrefOf(buildNavigation(on), 'mySavings.overnight')).toBe('/nl-nl/dashboard/savings/overnight/');
    expect(hrefOf(buildNavigation(on), 'mySavings.notice')).toBe('/savingglobal/#/MyInvestments/Notice');
  });

  it('§2.5 submenus use the even or default layout; the default one has a sidebar zone in use', () => {
    const nav = buildNavigation({
      ...anonymous('de-DE'),
      config: parseNavigationConfig({ etfPensionUrl: 'https://pension.example.com/' }),
    });
    for (const item of nav) expect(['even', 'default']).toContain(item.subMenus!.layout);
    const offers = nav.find((i) => i.id === 'offers')!.subMenus!;
    expect(offers.layout).toBe('default');
    expect(offers.sidebar.length).toBeGreaterThan(0);
  });
});
