import { describe, expect, it } from 'vitest';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS } from '../routes';
import { bankingAsAServiceNavigation, corporateNavigation } from '.';

describe('corporate headers for partner banks, distribution partners, press and careers (§1 users, §2.4)', () => {
  it('corporate: about, partner bank, distribution partner, press, careers and a My Account login button', () => {
    const site = corporateNavigation();
    expect(site.homeHref).toBe('/en/corporate/');
    expect(site.items.map((i) => i.href)).toEqual([
      CORPORATE_PATHS.about,
      CORPORATE_PATHS.partnerBank,
      CORPORATE_PATHS.distributionPartner,
      CORPORATE_PATHS.press,
      CORPORATE_PATHS.careers,
    ]);
    expect(site.items.map((i) => i.title)).toEqual([
      'About us',
      'Become a partner bank',
      'Become a distribution partner',
      'Press',
      'Careers',
    ]);
    expect(site.actions).toEqual([
      expect.objectContaining({ type: 'login', title: 'My Account', href: '/en/login/' }),
    ]);
  });

  it('banking as a service: its five pages and no login', () => {
    const site = bankingAsAServiceNavigation();
    expect(site.items.map((i) => i.href)).toEqual(Object.values(BANKING_AS_A_SERVICE_PATHS));
    expect(site.actions).toEqual([]);
  });

  it('can be shown in another language', () => {
    expect(corporateNavigation('de-DE').items[1]!.title).toBe('Partnerbank werden');
  });
});
