import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../config';
import { EXAMPLE_MARKET_DOMAINS as domains } from '../markets/testing';
import type { FooterData, FooterModelInput } from '.';
import { buildFooterModel, parseFooterData } from '.';

const appLinks = {
  appStore: 'https://apps.apple.example/app/id1',
  googlePlay: 'https://play.google.example/x',
};

function data(extra: Record<string, unknown> = {}): FooterData {
  const result = parseFooterData({
    reviewServiceData: { score_value: 4, count_of_reviews: 4007 },
    displayReviewService: true,
    socialMediaIcons: [
      { account: 'LinkedIn', iconUrl: '/icons/li.svg', link: 'https://linkedin.example/b', uid: 'li' },
    ],
    mobile_banner: { display_mobile_banner: true },
    footer_links: [{ heading: 'Produkte', link: [{ title: 'Festgeld', href: '/de-de/festgeld/' }] }],
    legal_links: [{ title: 'Impressum', href: 'impressum/' }],
    copyright: 'Example Bank AG',
    disclaimer: '<p>Einlagen sind geschützt.</p>',
    ...extra,
  });
  if (!result.ok) throw result.error;
  return result.data;
}

function build(overrides: Partial<FooterModelInput> = {}) {
  return buildFooterModel({
    data: data(),
    locale: 'de-DE',
    version: 'v2',
    year: 2031,
    flags: DEFAULT_FLAGS,
    domains,
    appLinks,
    assetOrigins: [],
    ...overrides,
  });
}

describe('§2.6 footer view model', () => {
  it('§2.6 holds every part of the footer', () => {
    const model = build();
    expect(model.rating?.label).toBe('4 von 5 Sternen bei 4.007 Bewertungen');
    expect(model.columns.map((column) => column.heading)).toEqual(['Produkte']);
    expect(model.appBanner?.badges.map((badge) => badge.image)).toEqual([
      '/badges/de/app-store.svg',
      '/badges/de/google-play.svg',
    ]);
    expect(model.social?.icons).toHaveLength(1);
    expect(model.legalLinks[0]).toMatchObject({ kind: 'link', link: { href: '/de-de/impressum/' } });
    expect(model.copyright).toBe('© 2031 Example Bank AG. Alle Rechte vorbehalten.');
    expect(model.countryPicker?.current?.key).toBe('de');
    expect(model.disclaimer).toEqual({
      kind: 'unsanitised-html',
      needsSanitising: true,
      html: '<p>Einlagen sind geschützt.</p>',
    });
    expect(model.showTopBorder).toBe(true);
    expect(model.navigationLabel).not.toBe(model.legalNavigationLabel);
  });

  it('§2.6 the copyright year is the one passed in', () => {
    expect(build({ year: 2040 }).copyright).toContain('2040');
  });

  it('§1/§2.6 v2 adds the large logo graphic and Switzerland and Italy to the picker', () => {
    expect(build({ version: 'v2' }).largeLogo).toBe(true);
    expect(build({ version: 'v1' }).largeLogo).toBe(false);
    expect(build({ version: 'v2' }).countryPicker?.options).toHaveLength(13);
    expect(build({ version: 'v1' }).countryPicker?.options).toHaveLength(11);
  });

  it('§3 the rating strip follows its display flag; empty scores show zero stars', () => {
    expect(build({ data: data({ displayReviewService: false }) }).rating).toBeUndefined();
    const empty = build({ data: data({ reviewServiceData: null }) }).rating;
    expect(empty?.stars).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(empty?.bucket).toBe(0);
  });

  it('§2.6 the US contact banner shows only with displayUsContactBanner', () => {
    const banner = { email: { email_address: 'us@example-bank.com' }, availability: '24/7' };
    expect(build({ data: data({ usContactBanner: banner }) }).usContact).toBeUndefined();
    expect(
      build({ data: data({ usContactBanner: banner, displayUsContactBanner: true }) }).usContact
        ?.availability,
    ).toBe('24/7');
  });

  it('§3 hideFooterLinks, hideCountryPicker, hideSocialMediaHeading and shouldHideTopBorder are honoured', () => {
    expect(build({ data: data({ hideFooterLinks: true }) }).columns).toEqual([]);
    expect(build({ data: data({ hideCountryPicker: true }) }).countryPicker).toBeUndefined();
    expect(build({ data: data({ hideSocialMediaHeading: true }) }).social?.heading).toBeUndefined();
    expect(build({ data: data({ shouldHideTopBorder: true }) }).showTopBorder).toBe(false);
  });

  it('§2.4/§3 the country selector page has no country picker in its footer', () => {
    const model = build({ data: data({ isCountrySelectorPage: true }) });
    expect(model.isCountrySelectorPage).toBe(true);
    expect(model.countryPicker).toBeUndefined();
  });

  it('§2.6 the app banner needs its CMS switch and store links', () => {
    expect(
      build({ data: data({ mobile_banner: { display_mobile_banner: false } }) }).appBanner,
    ).toBeUndefined();
    expect(build({ appLinks: undefined }).appBanner).toBeUndefined();
    expect(build({ locale: 'pl-PL' }).appBanner?.heading).toBe('Pobierz naszą aplikację');
  });

  it('§2.6/§6 the footer picker uses the market flags and domains', () => {
    const flags: FooterModelInput['flags'] = {
      newMarketLocales: { 'fi-FI': 'off' },
      unifiedDomainLocales: ['en-GB'],
    };
    const picker = build({ flags }).countryPicker;
    expect(picker?.options.some((option) => option.key === 'fi')).toBe(false);
    expect(picker?.options.find((option) => option.key === 'gb')?.link).toBe(
      'https://www.example-bank.com/en-gb/',
    );
  });

  it('§4 a CMS link without `disabled` navigates in v1 and v2', () => {
    for (const version of ['v1', 'v2'] as const) {
      const [column] = build({ version }).columns;
      expect(column?.items[0]).toMatchObject({
        kind: 'link',
        link: { disabled: false, href: '/de-de/festgeld/' },
      });
    }
  });

  it('§4 the CMS `disabled` mark on column and legal links disables them in v2 only', () => {
    const disabledData = data({
      footer_links: [
        { heading: 'Produkte', link: [{ title: 'Festgeld', href: '/de-de/festgeld/', disabled: true }] },
      ],
      legal_links: [{ title: 'Impressum', href: 'impressum/', disabled: true }],
    });
    const v2 = build({ data: disabledData, version: 'v2' });
    expect(v2.columns[0]?.items[0]).toMatchObject({
      kind: 'link',
      link: { disabled: true, href: undefined },
    });
    expect(v2.legalLinks[0]).toMatchObject({ kind: 'link', link: { disabled: true, href: undefined } });
    const v1 = build({ data: disabledData, version: 'v1' });
    expect(v1.columns[0]?.items[0]).toMatchObject({ link: { disabled: false, href: '/de-de/festgeld/' } });
    expect(v1.legalLinks[0]).toMatchObject({ link: { disabled: false, href: '/de-de/impressum/' } });
  });
});
