import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasOfferAccess,
  hasOvernightAccount,
  hasTermDepositAccount,
  NO_PRODUCT_ACCESS,
  type ProductAccess,
  type ProductTypes,
  productAccessOf,
} from '../products';
import { productAccessInputOf, requirementMet } from '.';
import { customerContext } from './test-support';

const accessArb: fc.Arbitrary<ProductAccess> = fc.record(
  Object.fromEntries(Object.keys(NO_PRODUCT_ACCESS).map((flag) => [flag, fc.boolean()])) as Record<
    keyof ProductAccess,
    fc.Arbitrary<boolean>
  >,
);
const typesArb: fc.Arbitrary<ProductTypes> = fc.record({
  term_product_access: fc.boolean(),
  overnight_product_access: fc.boolean(),
  notice_product_access: fc.boolean(),
});

describe('§3/§6 product access for the navigation from core/products', () => {
  it('§3 copies the account flags and the offer-access product types', () => {
    const access = productAccessOf({
      ...NO_PRODUCT_ACCESS,
      HAS_FLEX_DEPOSIT_ACCOUNT: true,
      HAS_NOTICE_DEPOSIT_ACCOUNT: true,
    });
    expect(
      productAccessInputOf(access, {
        term_product_access: false,
        overnight_product_access: true,
        notice_product_access: true,
      }),
    ).toEqual({
      HAS_FIXED_DEPOSIT_ACCOUNT: false,
      HAS_FLEX_DEPOSIT_ACCOUNT: true,
      HAS_OVERNIGHT_DEPOSIT_ACCOUNT: false,
      HAS_NOTICE_DEPOSIT_ACCOUNT: true,
      term_product_access: false,
      overnight_product_access: true,
    });
  });

  it('§6 a source that has not loaded gives no access, so no account or offer link for a customer', () => {
    const input = productAccessInputOf(undefined, undefined);
    expect(Object.values(input).every((value) => value === false)).toBe(true);
    const ctx = customerContext('de-DE', input);
    for (const requirement of ['termAccount', 'overnightAccount', 'noticeAccount', 'offerAccess'] as const)
      expect(requirementMet(ctx, requirement), requirement).toBe(false);
  });

  it('§3 deposit types grant access, not accounts: they open no "my account" link', () => {
    const access = productAccessOf(undefined, {
      term_deposit: true,
      overnight_account: true,
      notice_account: true,
    });
    expect(productAccessInputOf(access)).toMatchObject({
      HAS_FIXED_DEPOSIT_ACCOUNT: false,
      HAS_OVERNIGHT_DEPOSIT_ACCOUNT: false,
      HAS_NOTICE_DEPOSIT_ACCOUNT: false,
    });
  });

  it('§6 property: the menus decide exactly as core/products’ rules on any access and product types', () => {
    fc.assert(
      fc.property(accessArb, typesArb, (access, types) => {
        const ctx = customerContext('de-DE', productAccessInputOf(access, types));
        expect(requirementMet(ctx, 'termAccount')).toBe(hasTermDepositAccount(access));
        expect(requirementMet(ctx, 'overnightAccount')).toBe(hasOvernightAccount(access));
        expect(requirementMet(ctx, 'noticeAccount')).toBe(access.HAS_NOTICE_DEPOSIT_ACCOUNT);
        expect(requirementMet(ctx, 'offerAccess')).toBe(hasOfferAccess(types));
      }),
    );
  });
});
