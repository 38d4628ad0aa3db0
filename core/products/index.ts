export {
  hasOfferAccess,
  hasOvernightAccount,
  hasTermDepositAccount,
  NO_PRODUCT_ACCESS,
  productAccessOf,
} from './access';
export { isOneOf, ORDER_BLOCKERS, ORDER_RULE_VIOLATIONS, ORDER_STATES, ORDER_TYPES } from './orders';
export type { Scenario } from './portfolio-templates';
export { scenarioOfTemplate } from './portfolio-templates';
export type { ProductStatus, StateTone } from './product-status';
export {
  hasStatusNews,
  orderStateTone,
  ordersInProgressOf,
  productStatusOf,
  savingsPlanTone,
} from './product-status';
export type {
  Cobranding,
  DepositTypes,
  DistributorLogo,
  Order,
  PensionProduct,
  PensionProducts,
  PomProducts,
  ProductAccess,
  ProductInstance,
  ProductInstancesPage,
  ProductTypes,
} from './schemas';
export {
  cobrandingSchema,
  depositTypesSchema,
  distributorLogoSchema,
  imageUrlSchema,
  pensionProductsSchema,
  pomProductsSchema,
  productAccessSchema,
  productInstanceSchema,
  productInstancesSchema,
  productTypesSchema,
} from './schemas';
export type { ProductInstanceState } from './states';
export { SAVINGS_PLAN_STATES } from './states';
export type { ProductStatusTexts } from './status-texts';
export { fillText, PRODUCT_STATUS_TEXTS, productStatusTexts } from './status-texts';
