/**
 * Product access rules (§3, §6): deposit types and product types as access flags, and the pom
 * product flags as a list.
 */
import type { DepositTypes, PomProducts, ProductAccess, ProductAccessFlag, ProductTypes } from './schemas';

/** All ten §3 access flags, false: what a customer has before any product data has loaded. */
export const NO_PRODUCT_ACCESS: ProductAccess = {
  HAS_FIXED_DEPOSIT_ACCESS: false,
  HAS_FLEX_DEPOSIT_ACCESS: false,
  HAS_OVERNIGHT_DEPOSIT_ACCESS: false,
  HAS_NOTICE_DEPOSIT_ACCESS: false,
  HAS_INVESTMENT_PRODUCT_ACCESS: false,
  HAS_FIXED_DEPOSIT_ACCOUNT: false,
  HAS_FLEX_DEPOSIT_ACCOUNT: false,
  HAS_OVERNIGHT_DEPOSIT_ACCOUNT: false,
  HAS_NOTICE_DEPOSIT_ACCOUNT: false,
  HAS_INVESTMENT_PRODUCT_ACCOUNT: false,
};

/** §3 "Deposit types overnight_account, notice_account, term_deposit map to access flags". */
export const DEPOSIT_TYPE_ACCESS_FLAGS = {
  term_deposit: 'HAS_FIXED_DEPOSIT_ACCESS',
  overnight_account: 'HAS_OVERNIGHT_DEPOSIT_ACCESS',
  notice_account: 'HAS_NOTICE_DEPOSIT_ACCESS',
} as const satisfies Record<keyof DepositTypes, ProductAccessFlag>;

/**
 * The access flags a customer's deposit types grant.
 * @example accessFromDepositTypes({ term_deposit: true, overnight_account: false, notice_account: false })
 * // ['HAS_FIXED_DEPOSIT_ACCESS']
 */
export function accessFromDepositTypes(depositTypes: DepositTypes): ProductAccessFlag[] {
  return (Object.keys(DEPOSIT_TYPE_ACCESS_FLAGS) as Array<keyof DepositTypes>)
    .filter((type) => depositTypes[type])
    .map((type) => DEPOSIT_TYPE_ACCESS_FLAGS[type]);
}

/**
 * The customer's effective access flags: the product-access call, with the flags granted by the
 * deposit types added (a flag is set when either source sets it). Either source may be missing while
 * it loads or after it failed; missing means no access from that source.
 * @example productAccessOf(undefined, { term_deposit: true, … }).HAS_FIXED_DEPOSIT_ACCESS // true
 */
export function productAccessOf(access?: ProductAccess, depositTypes?: DepositTypes): ProductAccess {
  const merged: ProductAccess = { ...NO_PRODUCT_ACCESS, ...access };
  for (const flag of depositTypes ? accessFromDepositTypes(depositTypes) : []) merged[flag] = true;
  return merged;
}

/** §6: term deposit links need the fixed or the flex deposit account flag. */
export function hasTermDepositAccount(access: ProductAccess): boolean {
  return access.HAS_FIXED_DEPOSIT_ACCOUNT || access.HAS_FLEX_DEPOSIT_ACCOUNT;
}

/** §6: the overnight link needs the overnight account flag. */
export function hasOvernightAccount(access: ProductAccess): boolean {
  return access.HAS_OVERNIGHT_DEPOSIT_ACCOUNT;
}

/** §6: offer links need term_product_access or overnight_product_access. */
export function hasOfferAccess(types: ProductTypes): boolean {
  return types.term_product_access || types.overnight_product_access;
}

/** §3 pom product names, in the spec's order. */
export const POM_PRODUCTS = ['private_equity', 'dwm', 'pension', 'crypto', 'etf_configurator'] as const;
export type PomProduct = (typeof POM_PRODUCTS)[number];

/**
 * The pom products that are switched on, in the spec's order.
 * @example enabledPomProducts({ dwm: true, crypto: true, … }) // ['dwm', 'crypto']
 */
export function enabledPomProducts(pom: PomProducts | undefined): PomProduct[] {
  return POM_PRODUCTS.filter((name) => pom?.[name] === true);
}
