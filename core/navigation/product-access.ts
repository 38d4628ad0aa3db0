/**
 * §3/§6: core/products' access facts as the menus read them. Drivers call this instead of copying
 * flags by hand, so a renamed or added flag breaks here, at compile time, not silently in a menu.
 * Only types come from core/products: the navigation keeps no runtime dependency on it.
 */
import type { ProductAccess, ProductTypes } from '../products';
import type { ProductAccessInput } from './inputs';

/**
 * The navigation's product access input from `productAccessOf(...)` (account flags) and the
 * product-types call (offer access). A source that has not loaded or failed gives false for its
 * flags, the same as a missing flag in `ProductAccessInput`: no link to a page the customer
 * cannot use.
 * @example productAccessInputOf(productAccessOf(access, depositTypes), productTypes)
 * @example productAccessInputOf(undefined, { term_product_access: true, overnight_product_access: false, notice_product_access: false })
 * // { HAS_FIXED_DEPOSIT_ACCOUNT: false, …, term_product_access: true, overnight_product_access: false }
 */
export function productAccessInputOf(
  access?: ProductAccess,
  productTypes?: ProductTypes,
): ProductAccessInput {
  return {
    HAS_FIXED_DEPOSIT_ACCOUNT: access?.HAS_FIXED_DEPOSIT_ACCOUNT === true,
    HAS_FLEX_DEPOSIT_ACCOUNT: access?.HAS_FLEX_DEPOSIT_ACCOUNT === true,
    HAS_OVERNIGHT_DEPOSIT_ACCOUNT: access?.HAS_OVERNIGHT_DEPOSIT_ACCOUNT === true,
    HAS_NOTICE_DEPOSIT_ACCOUNT: access?.HAS_NOTICE_DEPOSIT_ACCOUNT === true,
    term_product_access: productTypes?.term_product_access === true,
    overnight_product_access: productTypes?.overnight_product_access === true,
  };
}
