export type { PomProduct } from './access';
export {
  accessFromDepositTypes,
  DEPOSIT_TYPE_ACCESS_FLAGS,
  enabledPomProducts,
  hasOfferAccess,
  hasOvernightAccount,
  hasTermDepositAccount,
  NO_PRODUCT_ACCESS,
  POM_PRODUCTS,
  productAccessOf,
} from './access';
export type { InvestmentExperienceAnswer, InvestmentKnowledgeAnswer } from './investor-profile';
export { INVESTMENT_EXPERIENCE_ANSWERS, INVESTMENT_KNOWLEDGE_ANSWERS } from './investor-profile';
export type { ManagedPortfolioMarking } from './managed-portfolio';
export {
  isManagedPortfolioInstance,
  MANAGED_PORTFOLIO_TEMPLATES,
  managedPortfolioMarking,
} from './managed-portfolio';
export type { InstructionState, OrderBlocker, OrderRuleViolation, OrderState, OrderType } from './orders';
export {
  FINAL_ORDER_STATES,
  INSTRUCTION_STATES,
  isOneOf,
  isOrderInProgress,
  ORDER_BLOCKERS,
  ORDER_RULE_VIOLATIONS,
  ORDER_STATES,
  ORDER_TYPES,
  orderBlockerOf,
  orderRuleViolationOf,
} from './orders';
export type {
  PortfolioLine,
  PortfolioTemplate,
  PortfolioTemplateInfo,
  Scenario,
} from './portfolio-templates';
export {
  PORTFOLIO_TEMPLATES,
  parsePortfolioTemplate,
  SCENARIOS,
  scenarioOfTemplate,
} from './portfolio-templates';
export { nextProductInstancePageId } from './product-instances';
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
  IlliquidProductInstance,
  Instruction,
  Instrument,
  LiquidProductInstance,
  Order,
  PensionProduct,
  PensionProducts,
  PomProducts,
  ProductAccess,
  ProductAccessFlag,
  ProductInstance,
  ProductInstancesPage,
  ProductTypes,
  SavingsPlan,
} from './schemas';
export {
  cobrandingSchema,
  depositTypesSchema,
  distributorLogoSchema,
  illiquidProductInstanceSchema,
  imageUrlSchema,
  instructionSchema,
  instrumentSchema,
  liquidProductInstanceSchema,
  orderSchema,
  pensionProductSchema,
  pensionProductsSchema,
  pomProductsSchema,
  productAccessSchema,
  productInstanceSchema,
  productInstancesSchema,
  productTypesSchema,
  savingsPlanSchema,
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
export { orderStateText, orderTitle, productStatusLines, savingsPlanText, toneText } from './status-lines';
