import { describe, expect, it } from 'vitest';
import { MANAGED_PORTFOLIO_TEMPLATES, managedPortfolioMarking } from './managed-portfolio';
import { type ProductInstance, productInstanceSchema } from './schemas';
import { PRODUCT_INSTANCE_STATES, type ProductInstanceState } from './states';

const liquid = (template: string, state: ProductInstanceState): ProductInstance =>
  productInstanceSchema.parse({
    product_instance_domain_id: `pi-${template}-${state}`,
    product_category: 'LIQUID',
    state,
    instance_template_domain_id: template,
  });
const illiquid = (template: string): ProductInstance =>
  productInstanceSchema.parse({
    product_instance_domain_id: 'pe',
    product_category: 'ILLIQUID',
    state: 'ACTIVE',
    instance_template_domain_id: template,
    vintageDomainId: 'v-2024',
    currency: 'EUR',
    commitmentAmount: 10000,
  });

const marked = { hasManagedPortfolio: true, hasMigratedRobo: true };
const unmarked = { hasManagedPortfolio: false, hasMigratedRobo: false };

describe('managed-portfolio marking (§4)', () => {
  it('a LIQUID instance with a configured template in any state but REJECTED or CLOSED marks the customer', () => {
    for (const state of PRODUCT_INSTANCE_STATES) {
      const expected = state === 'REJECTED' || state === 'CLOSED' ? unmarked : marked;
      expect(managedPortfolioMarking([liquid('DWM50', state)]), state).toEqual(expected);
    }
  });

  it('ignores ILLIQUID instances and templates outside the configured set', () => {
    expect(managedPortfolioMarking([illiquid('DWM50')])).toEqual(unmarked);
    expect(managedPortfolioMarking([liquid('ETF-CONFIG', 'ACTIVE')])).toEqual(unmarked);
    expect(managedPortfolioMarking([])).toEqual(unmarked);
  });

  it('uses the configured set when one is given, exactly as configured', () => {
    expect(managedPortfolioMarking([liquid('ROBO70', 'ACTIVE')])).toEqual(unmarked);
    expect(managedPortfolioMarking([liquid('ROBO70', 'ACTIVE')], ['ROBO70'])).toEqual(marked);
    expect(managedPortfolioMarking([liquid('robo70', 'ACTIVE')], new Set(['ROBO70']))).toEqual(unmarked);
  });

  it('one qualifying instance among others is enough', () => {
    const instances = [liquid('DWM30', 'CLOSED'), illiquid('X'), liquid('DWM100_NL', 'ORDERED')];
    expect(managedPortfolioMarking(instances)).toEqual(marked);
  });

  it('the default set is the DWM templates', () => {
    expect(MANAGED_PORTFOLIO_TEMPLATES).toContain('DWMMM_NL');
    expect(MANAGED_PORTFOLIO_TEMPLATES.every((id) => id.startsWith('DWM'))).toBe(true);
    expect(MANAGED_PORTFOLIO_TEMPLATES).toHaveLength(10);
  });
});
