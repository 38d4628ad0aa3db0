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
export { MANAGED_PORTFOLIO_TEMPLATES, managedPortfolioMarking } from './managed-portfolio';
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
export type {
  Cobranding,
  DepositTypes,
  DistributorLogo,
  IlliquidProductInstance,
  Instrument,
  LiquidProductInstance,
  PensionProduct,
  PensionProducts,
  PomProducts,
  ProductAccess,
  ProductAccessFlag,
  ProductInstance,
  ProductInstancesPage,
  ProductTypes,
} from './schemas';
export {
  cobrandingSchema,
  depositTypesSchema,
  distributorLogoSchema,
  illiquidProductInstanceSchema,
  imageUrlSchema,
  instrumentSchema,
  liquidProductInstanceSchema,
  pensionProductSchema,
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
