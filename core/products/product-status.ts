/**
 * What a customer should know about one product instance beyond its state (§4, §8): is it a
 * managed portfolio, how is its savings plan, which orders are under way or were rejected and why,
 * and what blocks a new order. One model for the web pages and portal-cli, so both say the same.
 */
import { isManagedPortfolioInstance, MANAGED_PORTFOLIO_TEMPLATES } from './managed-portfolio';
import { isOrderInProgress, type OrderBlocker, type OrderRuleViolation, type OrderState } from './orders';
import type { Order, ProductInstance, SavingsPlan } from './schemas';
import type { SavingsPlanState } from './states';

/**
 * How a state reads at a glance. The driver shows it as an icon or a word next to the state text,
 * never as colour alone (accessibility.md): the state text itself always carries the meaning.
 */
export type StateTone = 'done' | 'pending' | 'problem' | 'neutral';

export interface ProductStatus {
  /** §4 managed-portfolio marking for this instance. */
  readonly managedPortfolio: boolean;
  readonly savingsPlan: SavingsPlan | undefined;
  /** Submitted orders not yet final (CONFIRMED up to REVOCATION_REQUESTED). */
  readonly ordersInProgress: readonly Order[];
  /** Rejected orders with their §8 rule violations (`unExpectedError` when the server gave none). */
  readonly rejectedOrders: ReadonlyArray<{
    readonly order: Order;
    readonly reasons: readonly OrderRuleViolation[];
  }>;
  /** §8 blockers, without repeats. */
  readonly blockers: readonly OrderBlocker[];
}

const ORDER_TONES: Record<OrderState, StateTone> = {
  DRAFTED: 'neutral',
  VALIDATED: 'neutral',
  PREPARED: 'neutral',
  CONFIRMED: 'pending',
  EXPORTED: 'pending',
  IN_PROGRESS: 'pending',
  EXECUTED: 'done',
  REJECTED: 'problem',
  REVOCATION_REQUESTED: 'pending',
  REVOKED: 'neutral',
  CANCELLED: 'neutral',
};

const SAVINGS_PLAN_TONES: Record<SavingsPlanState, StateTone> = {
  ACTIVE: 'done',
  CREATED: 'pending',
  CREATION_IN_PROGRESS: 'pending',
  DELETION_IN_PROGRESS: 'pending',
  DELETED: 'neutral',
};

/** @example orderStateTone('REJECTED') // 'problem' */
export function orderStateTone(state: OrderState): StateTone {
  return ORDER_TONES[state];
}

/** @example savingsPlanTone('CREATION_IN_PROGRESS') // 'pending' */
export function savingsPlanTone(state: SavingsPlanState): StateTone {
  return SAVINGS_PLAN_TONES[state];
}

/**
 * @example productStatusOf(instance).ordersInProgress.map((order) => order.state) // ['IN_PROGRESS']
 */
export function productStatusOf(
  instance: ProductInstance,
  templates: Iterable<string> = MANAGED_PORTFOLIO_TEMPLATES,
): ProductStatus {
  const orders = instance.orders ?? [];
  return {
    managedPortfolio: isManagedPortfolioInstance(instance, templates),
    savingsPlan: instance.savings_plan ?? undefined,
    ordersInProgress: orders.filter((order) => isOrderInProgress(order.state)),
    rejectedOrders: orders
      .filter((order) => order.state === 'REJECTED')
      .map((order) => ({
        order,
        reasons: order.rule_violations?.length ? [...new Set(order.rule_violations)] : ['unExpectedError'],
      })),
    blockers: [...new Set(instance.order_blockers ?? [])],
  };
}

/** True when the status has anything to tell beyond the instance state. */
export function hasStatusNews(status: ProductStatus): boolean {
  return (
    status.managedPortfolio ||
    status.savingsPlan !== undefined ||
    status.ordersInProgress.length > 0 ||
    status.rejectedOrders.length > 0 ||
    status.blockers.length > 0
  );
}

/**
 * Every order in progress across the customer's instances, with its instance: what the deposit
 * pages show next to the money available, since those orders draw on (or pay into) the account.
 * @example ordersInProgressOf(instances).map(({ order }) => order.id) // ['ord-demo-0001']
 */
export function ordersInProgressOf(
  instances: readonly ProductInstance[],
): ReadonlyArray<{ readonly instance: ProductInstance; readonly order: Order }> {
  return instances.flatMap((instance) =>
    (instance.orders ?? [])
      .filter((order) => isOrderInProgress(order.state))
      .map((order) => ({ instance, order })),
  );
}
