/**
 * What the navigation needs to know, as small input interfaces. core/customer and core/products own
 * the real schemas; drivers map them onto these (for product access with `productAccessInputOf`,
 * which only imports core/products' types), so this folder has no runtime dependency on them.
 */
import type { Flags } from '../config';
import type { Locale } from '../locale';
import type { NavigationConfig } from './config';

/**
 * §3 product access flags, as far as the menus read them. A missing flag counts as false: a link to a
 * page the customer cannot use is worse than a link that appears once the data is complete.
 */
export interface ProductAccessInput {
  readonly HAS_FIXED_DEPOSIT_ACCOUNT?: boolean;
  readonly HAS_FLEX_DEPOSIT_ACCOUNT?: boolean;
  readonly HAS_OVERNIGHT_DEPOSIT_ACCOUNT?: boolean;
  readonly HAS_NOTICE_DEPOSIT_ACCOUNT?: boolean;
  readonly term_product_access?: boolean;
  readonly overnight_product_access?: boolean;
}

/** The customer facts that change menus (§6). */
export interface NavigationCustomerInput {
  readonly isCompanyCustomer: boolean;
  readonly distributorId?: string;
}

/** The flags the menus read (§2.3, §6). */
export type NavigationFlags = Pick<
  Flags,
  'b2cUseNewDashboard' | 'dbtShowNewMyDepositsPage' | 'customerShowPaymentMethodScreens'
>;

/**
 * Everything the public navigation is built from. Without `customer` the visitor is anonymous:
 * no "My savings" group and no product-flag filtering of offers.
 */
export interface NavigationContext {
  readonly locale: Locale;
  readonly flags: NavigationFlags;
  readonly config: NavigationConfig;
  readonly customer?: NavigationCustomerInput;
  readonly access?: ProductAccessInput;
}
