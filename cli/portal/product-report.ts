/**
 * What `portal-cli products` reports about each product instance (§4, §8): its state and, in the
 * portal's words, the managed-portfolio marking, savings plan, orders in progress, rejected orders
 * and blockers. The model is core/products `productStatusOf` and the sentences its
 * `productStatusLines`, the ones the dashboard shows; this file only arranges them for a terminal
 * and for `--json`.
 */
import type { Translator } from '../../core/i18n';
import {
  type OrderBlocker,
  type OrderRuleViolation,
  type ProductInstance,
  productStatusLines,
  productStatusOf,
  type StateTone,
  type StatusLine,
  toneText,
} from '../../core/products';
import { decimalAmount } from '../output/money';

export interface ReportedOrder {
  readonly id: string;
  readonly type: string;
  readonly state: string;
  /** A decimal string in the currency's major unit (output/money.ts). */
  readonly amount: string | null;
  readonly currency: string | null;
}

export interface ProductReport {
  readonly id: string;
  /** The name the portal shows: the customer's name, else the template, else the id. */
  readonly name: string;
  readonly template: string | null;
  readonly category: ProductInstance['product_category'];
  readonly state: ProductInstance['state'];
  /** The state in the portal's words ("Aktiv"). */
  readonly stateText: string;
  readonly managedPortfolio: boolean;
  /** The managed-portfolio tag in the portal's words, or null. */
  readonly managedPortfolioText: string | null;
  readonly savingsPlan: {
    readonly state: string;
    /** A decimal string in the currency's major unit (output/money.ts). */
    readonly amount: string | null;
    readonly currency: string | null;
  } | null;
  readonly ordersInProgress: readonly ReportedOrder[];
  readonly rejectedOrders: ReadonlyArray<ReportedOrder & { readonly reasons: readonly OrderRuleViolation[] }>;
  readonly blockers: readonly OrderBlocker[];
  /** Every status line as the dashboard says it, with the word its tone is read as. */
  readonly lines: ReadonlyArray<StatusLine & { readonly toneText: string }>;
}

function reportedOrder(order: NonNullable<ProductInstance['orders']>[number]): ReportedOrder {
  return {
    id: order.id,
    type: order.type,
    state: order.state,
    amount: order.amount == null ? null : decimalAmount(order.amount, order.currency),
    currency: order.currency ?? null,
  };
}

/**
 * @example productReport(instance, createTranslator('de-DE')).lines[0]?.text // 'Sparplan: Aktiv, 100,00 € monatlich'
 */
export function productReport(instance: ProductInstance, translator: Translator): ProductReport {
  const { t } = translator;
  const status = productStatusOf(instance);
  const plan = status.savingsPlan;
  return {
    id: instance.product_instance_domain_id,
    name: instance.name || instance.instance_template_domain_id || instance.product_instance_domain_id,
    template: instance.instance_template_domain_id ?? null,
    category: instance.product_category,
    state: instance.state,
    stateText: t(`portalPages:instanceState${instance.state}`),
    managedPortfolio: status.managedPortfolio,
    managedPortfolioText: status.managedPortfolio ? t('productStatus:managedPortfolio') : null,
    savingsPlan: plan
      ? {
          state: plan.state,
          amount: plan.amount == null ? null : decimalAmount(plan.amount, plan.currency),
          currency: plan.currency ?? null,
        }
      : null,
    ordersInProgress: status.ordersInProgress.map(reportedOrder),
    rejectedOrders: status.rejectedOrders.map(({ order, reasons }) => ({ ...reportedOrder(order), reasons })),
    blockers: status.blockers,
    lines: productStatusLines(status, translator).map((line) => ({
      ...line,
      toneText: toneText(line.tone, translator),
    })),
  };
}

/** The terminal's sign of a tone, beside the tone word, so nothing depends on colour (accessibility.md). */
export const TONE_MARKS: Readonly<Record<StateTone, string>> = {
  done: '✓',
  pending: '…',
  problem: '!',
  neutral: 'i',
};
