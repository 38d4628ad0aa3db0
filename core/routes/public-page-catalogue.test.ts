import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { homeDestination } from './home';
import { matchRoute } from './match';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS } from './paths';
import {
  BANKING_AS_A_SERVICE_PAGES,
  CORPORATE_PAGES,
  publicPageAt,
  RETAIL_PUBLIC_PAGE_SLUGS,
  retailPublicPages,
} from './public-page-catalogue';
import { FRENCH_REFERRAL_PATH, publicPagePaths } from './public-pages';

describe('public page catalogue (§2.4, §2.6)', () => {
  it('gives every market the common pages, each found again at its own path', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const pages = retailPublicPages(locale);
      const { home: _home, ...common } = publicPagePaths(locale);
      for (const path of Object.values(common))
        expect(
          pages.map((page) => page.path),
          locale,
        ).toContain(path);
      for (const page of pages) {
        expect(publicPageAt(page.path), page.path).toEqual(page);
        expect(publicPageAt(page.path.replace(/\/$/, '')), 'without the trailing slash').toEqual(page);
        expect(publicPageAt(`${page.path}?utm=x#top`)).toEqual(page);
      }
    }
  });

  it('keeps a market’s own pages to that market', () => {
    expect(publicPageAt(FRENCH_REFERRAL_PATH)?.id).toBe('referral');
    expect(publicPageAt('/de-de/referral/')).toBeUndefined();
    expect(publicPageAt('/de-de/comparison-test/')?.id).toBe('comparisonTest');
    expect(publicPageAt('/de-at/comparison-test/')).toBeUndefined();
    expect(publicPageAt('/en-gb/newsroom/')?.group).toBe('about');
    expect(publicPageAt('/en-us/knowledge/')?.id).toBe('educationCentre');
    expect(publicPageAt('/de-de/knowledge/')).toBeUndefined();
    expect(publicPageAt('/xx-yy/help/faq/')).toBeUndefined();
    expect(publicPageAt('/de-de/dashboard/')).toBeUndefined();
  });

  it('lists the slug of every market page once, relative to the locale', () => {
    expect(new Set(RETAIL_PUBLIC_PAGE_SLUGS).size).toBe(RETAIL_PUBLIC_PAGE_SLUGS.length);
    for (const locale of SUPPORTED_LOCALES)
      for (const page of retailPublicPages(locale))
        expect(RETAIL_PUBLIC_PAGE_SLUGS, page.path).toContain(page.path.split('/').slice(2, -1).join('/'));
  });

  it('has a page for every link of the corporate and banking-as-a-service headers, English, on their header', () => {
    const { myAccount: _login, ...corporate } = CORPORATE_PATHS;
    expect(CORPORATE_PAGES.map((page) => page.path).sort()).toEqual(Object.values(corporate).sort());
    expect(BANKING_AS_A_SERVICE_PAGES.map((page) => page.path).sort()).toEqual(
      Object.values(BANKING_AS_A_SERVICE_PATHS).sort(),
    );
    for (const page of CORPORATE_PAGES) {
      expect(publicPageAt(page.path)).toEqual(page);
      expect(page.locale).toBe('en');
      expect(matchRoute(page.path).name).toBe('corporate');
    }
    for (const page of BANKING_AS_A_SERVICE_PAGES) {
      expect(publicPageAt(page.path)).toEqual(page);
      expect(matchRoute(page.path).name).toBe('bankingAsAService');
    }
    // `/about-us/` at the root is the banking-as-a-service page; `/de-de/about-us/` the market's.
    expect(publicPageAt('/about-us/')?.site).toBe('bankingAsAService');
    expect(publicPageAt('/de-de/about-us/')?.site).toBe('retail');
  });
});

describe('home destination (§2.1, §2.6)', () => {
  it('sends visitors to login, customers to the overview, and US visitors to the US offers', () => {
    expect(homeDestination('de-AT', false)).toBe('/de-at/login/');
    expect(homeDestination('de-AT', true)).toBe('/de-at/dashboard/');
    expect(homeDestination('en-US', false)).toBe('/en-us/products/');
    expect(homeDestination('en-US', true)).toBe('/en-us/dashboard/');
  });
});
