import { describe, expect, it } from 'vitest';
import {
  accessFromDepositTypes,
  enabledPomProducts,
  hasOfferAccess,
  hasOvernightAccount,
  hasTermDepositAccount,
  NO_PRODUCT_ACCESS,
  POM_PRODUCTS,
  productAccessOf,
} from './access';
import { depositTypesSchema, pomProductsSchema, productAccessSchema, productTypesSchema } from './schemas';

describe('deposit types → access flags (§3)', () => {
  it('maps term_deposit, overnight_account and notice_account to their access flags', () => {
    expect(accessFromDepositTypes(depositTypesSchema.parse({ term_deposit: true }))).toEqual([
      'HAS_FIXED_DEPOSIT_ACCESS',
    ]);
    expect(accessFromDepositTypes(depositTypesSchema.parse({ overnight_account: true }))).toEqual([
      'HAS_OVERNIGHT_DEPOSIT_ACCESS',
    ]);
    expect(accessFromDepositTypes(depositTypesSchema.parse({ notice_account: true }))).toEqual([
      'HAS_NOTICE_DEPOSIT_ACCESS',
    ]);
    expect(accessFromDepositTypes(depositTypesSchema.parse({}))).toEqual([]);
  });

  it('adds the deposit-type flags to the product-access flags without removing any', () => {
    const access = productAccessSchema.parse({
      HAS_FLEX_DEPOSIT_ACCESS: true,
      HAS_FIXED_DEPOSIT_ACCOUNT: true,
    });
    const merged = productAccessOf(access, depositTypesSchema.parse({ overnight_account: true }));
    expect(merged).toEqual({
      ...NO_PRODUCT_ACCESS,
      HAS_FLEX_DEPOSIT_ACCESS: true,
      HAS_FIXED_DEPOSIT_ACCOUNT: true,
      HAS_OVERNIGHT_DEPOSIT_ACCESS: true,
    });
  });

  it('gives no access while nothing has loaded, and does not share state between calls', () => {
    expect(productAccessOf()).toEqual(NO_PRODUCT_ACCESS);
    productAccessOf(undefined, depositTypesSchema.parse({ term_deposit: true }));
    expect(NO_PRODUCT_ACCESS.HAS_FIXED_DEPOSIT_ACCESS).toBe(false);
  });
});

describe('menu access rules (§6)', () => {
  it('term deposit links need the fixed or flex deposit account flag', () => {
    expect(hasTermDepositAccount(productAccessSchema.parse({ HAS_FIXED_DEPOSIT_ACCOUNT: true }))).toBe(true);
    expect(hasTermDepositAccount(productAccessSchema.parse({ HAS_FLEX_DEPOSIT_ACCOUNT: true }))).toBe(true);
    expect(hasTermDepositAccount(productAccessSchema.parse({ HAS_FIXED_DEPOSIT_ACCESS: true }))).toBe(false);
  });

  it('the overnight link needs the overnight account flag', () => {
    expect(hasOvernightAccount(productAccessSchema.parse({ HAS_OVERNIGHT_DEPOSIT_ACCOUNT: true }))).toBe(
      true,
    );
    expect(hasOvernightAccount(productAccessSchema.parse({ HAS_OVERNIGHT_DEPOSIT_ACCESS: true }))).toBe(
      false,
    );
  });

  it('offer links need term or overnight product access', () => {
    expect(hasOfferAccess(productTypesSchema.parse({ term_product_access: true }))).toBe(true);
    expect(hasOfferAccess(productTypesSchema.parse({ overnight_product_access: true }))).toBe(true);
    expect(hasOfferAccess(productTypesSchema.parse({ notice_product_access: true }))).toBe(false);
  });
});

describe('pom product flags (§3)', () => {
  it('lists the switched-on products in the spec order', () => {
    expect(enabledPomProducts(pomProductsSchema.parse({ crypto: true, dwm: true }))).toEqual([
      'dwm',
      'crypto',
    ]);
    expect(enabledPomProducts(pomProductsSchema.parse({}))).toEqual([]);
    expect(enabledPomProducts(undefined)).toEqual([]);
    const all = Object.fromEntries(POM_PRODUCTS.map((name) => [name, true]));
    expect(enabledPomProducts(pomProductsSchema.parse(all))).toEqual([...POM_PRODUCTS]);
  });
});
