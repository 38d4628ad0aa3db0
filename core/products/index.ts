export {
  hasOfferAccess,
  hasOvernightAccount,
  hasTermDepositAccount,
  NO_PRODUCT_ACCESS,
  productAccessOf,
} from './access';
export { readDistributorLogo } from './distributor-logo-reader';
export type { OrderBlocker, OrderRuleViolation } from './orders';
export {
  INSTRUCTION_STATES,
  isOneOf,
  ORDER_BLOCKERS,
  ORDER_RULE_VIOLATIONS,
  ORDER_STATES,
  ORDER_TYPES,
} from './orders';
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
export type {
  PendingState,
  PensionProductState,
  ProductCategory,
  ProductInstanceState,
  SavingsPlanState,
  TransactionState,
} from './states';
export {
  PENDING_STATES,
  PENSION_PRODUCT_STATES,
  PRODUCT_CATEGORIES,
  PRODUCT_INSTANCE_STATES,
  SAVINGS_PLAN_STATES,
  TRANSACTION_STATES,
} from './states';
export type { StatusLine } from './status-lines';
export {
  blockerKey,
  orderStateText,
  orderTitle,
  productStatusLines,
  savingsPlanText,
  toneText,
} from './status-lines';
