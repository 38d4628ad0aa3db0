import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { buildNavigation, DEFAULT_NAVIGATION_CONFIG, type ProductAccessInput } from '.';
import { parseNavigationConfig } from './config-schema';
import { anonymous, customerContext, ids } from './test-support';

const accessArb: fc.Arbitrary<ProductAccessInput> = fc.record(
  {
    HAS_FIXED_DEPOSIT_ACCOUNT: fc.boolean(),
    HAS_FLEX_DEPOSIT_ACCOUNT: fc.boolean(),
    HAS_OVERNIGHT_DEPOSIT_ACCOUNT: fc.boolean(),
    HAS_NOTICE_DEPOSIT_ACCOUNT: fc.boolean(),
    term_product_access: fc.boolean(),
    overnight_product_access: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('menu visibility (§6)', () => {
  it('property: term link iff fixed or flex account; overnight link iff overnight account; offers iff term or overnight product access', () => {
    fc.assert(
      fc.property(accessArb, fc.constantFrom(...SUPPORTED_LOCALES), (access, locale) => {
        const all = ids(buildNavigation(customerContext(locale, access)));
        const termAccount =
          access.HAS_FIXED_DEPOSIT_ACCOUNT === true || access.HAS_FLEX_DEPOSIT_ACCOUNT === true;
        const offers = access.term_product_access === true || access.overnight_product_access === true;
        expect(all.includes('mySavings.term')).toBe(termAccount);
        expect(all.includes('mySavings.overnight')).toBe(access.HAS_OVERNIGHT_DEPOSIT_ACCOUNT === true);
        expect(all.includes('mySavings.notice')).toBe(access.HAS_NOTICE_DEPOSIT_ACCOUNT === true);
        expect(all.includes('offers')).toBe(offers);
        expect(all.some((id) => id.startsWith('offers.'))).toBe(offers);
        // The overview is always there for a customer.
        expect(all).toContain('mySavings.overview');
      }),
    );
  });

  it('examples: a flex-only customer still sees term deposits; nobody sees offers without product access', () => {
    const flexOnly = ids(buildNavigation(customerContext('de-DE', { HAS_FLEX_DEPOSIT_ACCOUNT: true })));
    expect(flexOnly).toContain('mySavings.term');
    expect(flexOnly).not.toContain('offers');
    const overnightAccess = ids(
      buildNavigation(customerContext('de-DE', { overnight_product_access: true })),
    );
    expect(overnightAccess).toContain('offers.fixed');
  });

  it('anonymous visitors see every offer and no My savings group', () => {
    const all = ids(buildNavigation(anonymous('de-DE')));
    expect(all).toContain('offers.fixed');
    expect(all.some((id) => id.startsWith('mySavings'))).toBe(false);
  });

  it('a customer whose product access is still unknown sees no gated links (fail closed)', () => {
    const ctx = { ...customerContext('it-IT'), access: undefined };
    const all = ids(buildNavigation(ctx));
    expect(all).toContain('mySavings.overview');
    expect(all).not.toContain('mySavings.term');
    expect(all).not.toContain('offers');
  });

  it('a distributor matching the special rule hides the finance knowledge menu', () => {
    const config = parseNavigationConfig({ financeKnowledgeHiddenFor: ['partner-7'] });
    const hidden = {
      ...customerContext('de-DE'),
      config,
      customer: { isCompanyCustomer: false, distributorId: 'partner-7' },
    };
    expect(ids(buildNavigation(hidden))).not.toContain('financeKnowledge');
    const other = { ...hidden, customer: { isCompanyCustomer: false, distributorId: 'partner-8' } };
    expect(ids(buildNavigation(other))).toContain('financeKnowledge');
    const predicate = {
      ...hidden,
      config: { ...DEFAULT_NAVIGATION_CONFIG, financeKnowledgeHiddenFor: () => true },
    };
    expect(ids(buildNavigation(predicate))).not.toContain('financeKnowledge');
  });

  it('company customers get the business tax and deposit protection links', () => {
    const company = ids(buildNavigation(customerContext('de-DE', undefined, { isCompanyCustomer: true })));
    expect(company).toEqual(
      expect.arrayContaining(['finance.businessTax', 'finance.businessDepositProtection']),
    );
    expect(company).not.toContain('finance.tax');
    const person = ids(buildNavigation(customerContext('de-DE')));
    expect(person).toEqual(expect.arrayContaining(['finance.tax', 'finance.depositProtection']));
    expect(person).not.toContain('finance.businessTax');
  });

  it('no group is ever shown empty', () => {
    fc.assert(
      fc.property(
        accessArb,
        fc.constantFrom(...SUPPORTED_LOCALES),
        fc.boolean(),
        (access, locale, company) => {
          for (const item of buildNavigation(
            customerContext(locale, access, { isCompanyCustomer: company }),
          )) {
            expect(item.subMenus!.main.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
