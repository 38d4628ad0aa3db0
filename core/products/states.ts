/**
 * State enumerations of §4 for investment products, as const arrays with their types, so the wire
 * schemas and the rules share one list and a typo is a compile error.
 */

/** §4 Product instance states. */
export const PRODUCT_INSTANCE_STATES = [
  'CREATED',
  'ORDERED',
  'ACTIVE',
  'CLOSING_PENDING',
  'CLOSED',
  'REJECTED',
  'REQUESTED',
  'ISSUE_IDENTIFIED',
] as const;
export type ProductInstanceState = (typeof PRODUCT_INSTANCE_STATES)[number];

/** §3 Product instance category: liquid (ETF portfolios) or illiquid (private equity vintages). */
export const PRODUCT_CATEGORIES = ['LIQUID', 'ILLIQUID'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** §4 Pending states; the spec names the second only as "a pending account-activation state". */
export const PENDING_STATES = ['PENDING_KYC', 'PENDING_ACCOUNT_ACTIVATION'] as const;
export type PendingState = (typeof PENDING_STATES)[number];

/** §4 Transaction (trade) states. */
export const TRANSACTION_STATES = ['FILLED', 'SETTLED'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

/** §4 Savings plan states. */
export const SAVINGS_PLAN_STATES = [
  'ACTIVE',
  'CREATION_IN_PROGRESS',
  'CREATED',
  'DELETED',
  'DELETION_IN_PROGRESS',
] as const;
export type SavingsPlanState = (typeof SAVINGS_PLAN_STATES)[number];

/** §3 Pension product state samples; the wire accepts any state, these are the known ones. */
export const PENSION_PRODUCT_STATES = ['onlineantrag', 'active', 'trash'] as const;
export type PensionProductState = (typeof PENSION_PRODUCT_STATES)[number];
