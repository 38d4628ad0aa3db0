/**
 * Order enumerations of §3, §4 and §8: states, types, rule violations and blockers, as const arrays
 * with their types, plus the in-progress reading the blockers depend on.
 */

/** §4 Order states, in lifecycle order. */
export const ORDER_STATES = [
  'DRAFTED',
  'VALIDATED',
  'PREPARED',
  'CONFIRMED',
  'EXPORTED',
  'IN_PROGRESS',
  'EXECUTED',
  'REJECTED',
  'REVOCATION_REQUESTED',
  'REVOKED',
  'CANCELLED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** §4 Instruction states: the order states plus ISSUE_IDENTIFIED and FUNDED. */
export const INSTRUCTION_STATES = [...ORDER_STATES, 'ISSUE_IDENTIFIED', 'FUNDED'] as const;
export type InstructionState = (typeof INSTRUCTION_STATES)[number];

/** Order states after which nothing more happens to the order. */
export const FINAL_ORDER_STATES = [
  'EXECUTED',
  'REJECTED',
  'REVOKED',
  'CANCELLED',
] as const satisfies readonly OrderState[];

/**
 * §3 Order types. The spec lists the named ones "and others"; OFFBOARDING, DISTRIBUTION (a private
 * equity payout) and STRATEGY_CHANGE complete the list (docs/decisions/011).
 */
export const ORDER_TYPES = [
  'ONBOARDING',
  'BUY',
  'TOTAL_SELL',
  'PARTIAL_SELL',
  'SAVINGS_PLAN_CREATE',
  'SAVINGS_PLAN_UPDATE',
  'SAVINGS_PLAN_DELETE',
  'REBALANCING',
  'CAPITAL_CALL',
  'LIQUID_ONBOARDING',
  'LIQUID_OFFBOARDING',
  'SUITABILITY_UPDATE',
  'OFFBOARDING',
  'DISTRIBUTION',
  'STRATEGY_CHANGE',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** §8 Order rule violations, as the server names them. */
export const ORDER_RULE_VIOLATIONS = [
  'min',
  'max',
  'minLeftBalance',
  'higherThanLeftOver',
  'hasSavingPlan',
  'savingPlanInprogress',
  'unExpectedError',
  'userBlockedTemporarily',
] as const;
export type OrderRuleViolation = (typeof ORDER_RULE_VIOLATIONS)[number];

/** §8 Order blockers, as the server names them. */
export const ORDER_BLOCKERS = [
  'savings_plan_not_active',
  'pia_has_balance',
  'has_orders_in_progress',
  'portfolio_balance_is_zero',
  'product_instance_must_be_active',
  'savings_plan_is_active',
  'portfolio_balance_is_not_zero',
  'other_order_already_in_progress',
  'unexpected',
] as const;
export type OrderBlocker = (typeof ORDER_BLOCKERS)[number];

/**
 * A type guard for any of the enumerations above.
 * @example isOneOf(ORDER_STATES, 'EXECUTED') // true
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const finalStates: ReadonlySet<OrderState> = new Set(FINAL_ORDER_STATES);

/**
 * True for an order that has been submitted and is not yet final: CONFIRMED up to
 * REVOCATION_REQUESTED. Drafts (DRAFTED, VALIDATED, PREPARED) are not in progress; the customer has
 * not sent them.
 * @example isOrderInProgress('EXPORTED') // true
 * @example isOrderInProgress('DRAFTED') // false
 */
export function isOrderInProgress(state: OrderState): boolean {
  return ORDER_STATES.indexOf(state) >= ORDER_STATES.indexOf('CONFIRMED') && !finalStates.has(state);
}

/**
 * An unknown blocker from the server reads as `unexpected`, so the portal always has a message.
 * @example orderBlockerOf('pia_has_balance') // 'pia_has_balance'
 * @example orderBlockerOf('brand_new_rule') // 'unexpected'
 */
export function orderBlockerOf(value: unknown): OrderBlocker {
  return isOneOf(ORDER_BLOCKERS, value) ? value : 'unexpected';
}

/**
 * An unknown rule violation reads as `unExpectedError`.
 * @example orderRuleViolationOf('min') // 'min'
 */
export function orderRuleViolationOf(value: unknown): OrderRuleViolation {
  return isOneOf(ORDER_RULE_VIOLATIONS, value) ? value : 'unExpectedError';
}
