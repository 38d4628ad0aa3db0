import { describe, expect, it } from 'vitest';
import {
  cobrandingSchema,
  depositTypesSchema,
  distributorLogoSchema,
  pensionProductsSchema,
  pomProductsSchema,
  productAccessSchema,
  productInstancesSchema,
  productTypesSchema,
} from './schemas';

const liquid = {
  product_instance_domain_id: 'pi-1',
  inv_number: 'INV-100',
  product_category: 'LIQUID',
  name: 'My portfolio',
  state: 'ACTIVE',
  instance_template_domain_id: 'DWM50',
  instruments: [
    { id: 'IE00B4L5Y983', weight: 0.5 },
    { id: 'IE00B3F81R35', weight: 0.5 },
  ],
};
const illiquid = {
  product_instance_domain_id: 'pi-2',
  inv_number: 'INV-200',
  product_category: 'ILLIQUID',
  name: 'Private equity 2024',
  state: 'ORDERED',
  instance_template_domain_id: 'PE2024',
  vintageDomainId: 'vintage-2024',
  currency: 'EUR',
  commitmentAmount: 25000,
  inflow: 5000,
};

describe('productAccessSchema (§3 product access flags)', () => {
  it('accepts the HAS_* flags and reads a missing flag as false', () => {
    const result = productAccessSchema.safeParse({
      HAS_FIXED_DEPOSIT_ACCESS: true,
      HAS_FIXED_DEPOSIT_ACCOUNT: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.HAS_FIXED_DEPOSIT_ACCESS).toBe(true);
    expect(result.data?.HAS_OVERNIGHT_DEPOSIT_ACCOUNT).toBe(false);
  });

  it('rejects a flag sent as text', () => {
    expect(productAccessSchema.safeParse({ HAS_FIXED_DEPOSIT_ACCESS: 'true' }).success).toBe(false);
  });
});

describe('depositTypesSchema, productTypesSchema, pomProductsSchema (§3 flags)', () => {
  it('accept realistic flag objects', () => {
    expect(depositTypesSchema.parse({ overnight_account: true, term_deposit: true })).toEqual({
      overnight_account: true,
      notice_account: false,
      term_deposit: true,
    });
    expect(productTypesSchema.parse({ term_product_access: true }).overnight_product_access).toBe(false);
    expect(pomProductsSchema.parse({ dwm: true, crypto: false }).dwm).toBe(true);
  });

  it('reject non-boolean flags and non-objects', () => {
    expect(depositTypesSchema.safeParse({ term_deposit: 1 }).success).toBe(false);
    expect(productTypesSchema.safeParse(null).success).toBe(false);
    expect(pomProductsSchema.safeParse({ etf_configurator: 'on' }).success).toBe(false);
  });
});

describe('pensionProductsSchema (§3 Pension product)', () => {
  it('accepts the { data: [...] } envelope with the sample states', () => {
    const body = {
      data: [
        { id: 'p-1', state: 'onlineantrag', name: 'Rürup', type: 'RURUP', balance: null },
        {
          id: 'p-2',
          state: 'active',
          name: 'ETF-Rente',
          type: 'ETF',
          balance: 10432.11,
          savings_plan: { amount: 100 },
        },
      ],
    };
    expect(pensionProductsSchema.safeParse(body).success).toBe(true);
  });

  it('rejects a product without id or with a balance given as text', () => {
    expect(pensionProductsSchema.safeParse({ data: [{ state: 'active' }] }).success).toBe(false);
    expect(
      pensionProductsSchema.safeParse({ data: [{ id: 'p', state: 'active', balance: '1' }] }).success,
    ).toBe(false);
  });
});

describe('productInstancesSchema (§3 Product instance, paged)', () => {
  const page = { pageId: 0, pageSize: 20, totalPages: 1, totalElements: 2 };

  it('accepts a page with a liquid and an illiquid instance', () => {
    const result = productInstancesSchema.safeParse({ data: [liquid, illiquid], page });
    expect(result.success).toBe(true);
    const second = result.data?.data[1];
    expect(second?.product_category === 'ILLIQUID' && second.commitmentAmount).toBe(25000);
  });

  it('rejects an illiquid instance without vintage, an unknown category and a weight above 1', () => {
    const { vintageDomainId: _v, ...noVintage } = illiquid;
    expect(productInstancesSchema.safeParse({ data: [noVintage], page }).success).toBe(false);
    expect(
      productInstancesSchema.safeParse({ data: [{ ...liquid, product_category: 'X' }], page }).success,
    ).toBe(false);
    const heavy = { ...liquid, instruments: [{ id: 'a', weight: 50 }] };
    expect(productInstancesSchema.safeParse({ data: [heavy], page }).success).toBe(false);
  });

  it('rejects a page without paging data', () => {
    expect(productInstancesSchema.safeParse({ data: [liquid] }).success).toBe(false);
  });
});

describe('cobrandingSchema and distributorLogoSchema (§3)', () => {
  it('accept https and root-relative logos', () => {
    expect(
      cobrandingSchema.safeParse({ logo: 'https://cdn.example.org/partner.svg', enabled: true }).success,
    ).toBe(true);
    const logo = {
      distributor_id: 'DIST-01',
      distributor_logo: { url: '/media/partner.png' },
      collaboration_text: 'In Kooperation mit',
      locale: 'de-DE',
    };
    expect(distributorLogoSchema.safeParse(logo).success).toBe(true);
  });

  it('reject javascript:, data:, http: and protocol-relative logos and a missing url', () => {
    for (const logo of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://x.org/a.png',
      '//evil.org/a',
    ]) {
      expect(cobrandingSchema.safeParse({ logo, enabled: true }).success, logo).toBe(false);
    }
    const noUrl = { distributor_id: 'D', distributor_logo: {}, locale: 'de-DE' };
    expect(distributorLogoSchema.safeParse(noUrl).success).toBe(false);
  });
});
