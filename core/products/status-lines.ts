/**
 * A product status (product-status.ts) in words: the lines the dashboard cards, the investment
 * pages and `portal-cli products` show, in the translator's language (namespace `productStatus`).
 * One place for the wording, so the web and the CLI say the same sentence for the same order.
 */
import { formatMoney, type Translator } from '../i18n';
import { isOneOf, ORDER_TYPES, type OrderBlocker } from './orders';
import { orderStateTone, type ProductStatus, type StateTone, savingsPlanTone } from './product-status';
import type { Order, SavingsPlan } from './schemas';

/** One line of a status: what it says, how it reads at a glance, and a key that stays stable. */
export interface StatusLine {
  /** Stable within one status: `savings-plan`, the order id, or `blocker:<code>`. */
  readonly id: string;
  readonly kind: 'savingsPlan' | 'orderInProgress' | 'rejectedOrder' | 'blocker';
  readonly tone: StateTone;
  readonly text: string;
}

/**
 * The word a tone is read as (the web's visually hidden prefix, the CLI's marker).
 * @example toneText('problem', createTranslator('en')) // 'Needs attention'
 */
export function toneText(tone: StateTone, { t }: Translator): string {
  switch (tone) {
    case 'done':
      return t('productStatus:toneDone');
    case 'pending':
      return t('productStatus:tonePending');
    case 'problem':
      return t('productStatus:toneProblem');
    case 'neutral':
      return t('productStatus:toneNeutral');
  }
}

/**
 * An order's type and amount; an order type the portal does not know reads as "Order".
 * @example orderTitle({ type: 'BUY', amount: 345.67, currency: 'EUR', … }, createTranslator('de-DE')) // 'Kauf 345,67 €'
 */
export function orderTitle(order: Order, { t, locale }: Translator): string {
  const type = isOneOf(ORDER_TYPES, order.type)
    ? t(`productStatus:orderType_${order.type}`)
    : t('productStatus:otherOrder');
  return typeof order.amount === 'number'
    ? `${type} ${formatMoney(order.amount, locale, order.currency ?? 'EUR')}`
    : type;
}

/**
 * An order's state, with its instructions' states when they say more (funded, problem found).
 * @example orderStateText(buyInProgress, createTranslator('en')) // 'In progress (Payment: Funded)'
 */
export function orderStateText(order: Order, { t }: Translator): string {
  const state = t(`productStatus:orderState_${order.state}`);
  const extra = (order.instructions ?? [])
    .map((instruction) =>
      instruction.state === 'FUNDED' || instruction.state === 'ISSUE_IDENTIFIED'
        ? t(`productStatus:instructionState_${instruction.state}`)
        : t(`productStatus:orderState_${instruction.state}`),
    )
    .filter((text, index, all) => all.indexOf(text) === index);
  return extra.length > 0 ? `${state} (${t('productStatus:instructions')}: ${extra.join(', ')})` : state;
}

/**
 * @example savingsPlanText({ state: 'ACTIVE', amount: 100, currency: 'EUR' }, createTranslator('de-DE'))
 * // 'Sparplan: Aktiv, 100,00 € monatlich'
 */
export function savingsPlanText(plan: SavingsPlan, { t, locale }: Translator): string {
  const state = `${t('productStatus:savingsPlan')}: ${t(`productStatus:savingsPlanState_${plan.state}`)}`;
  if (typeof plan.amount !== 'number') return state;
  const amount = formatMoney(plan.amount, locale, plan.currency ?? 'EUR');
  return `${state}, ${t('productStatus:savingsPlanAmount', { amount })}`;
}

/**
 * Every line of a status, in the order the portal shows them: savings plan, orders in progress,
 * rejected orders with their reasons, blockers. The managed-portfolio marking is not a line (it is
 * a tag: `t('productStatus:managedPortfolio')`).
 * @example productStatusLines(productStatusOf(instance), createTranslator('en')).map((line) => line.text)
 */
export function productStatusLines(status: ProductStatus, translator: Translator): StatusLine[] {
  const { t } = translator;
  const lines: StatusLine[] = [];
  const plan = status.savingsPlan;
  if (plan) {
    lines.push({
      id: 'savings-plan',
      kind: 'savingsPlan',
      tone: savingsPlanTone(plan.state),
      text: savingsPlanText(plan, translator),
    });
  }
  for (const order of status.ordersInProgress) {
    lines.push({
      id: order.id,
      kind: 'orderInProgress',
      tone: orderStateTone(order.state),
      text: `${orderTitle(order, translator)}: ${orderStateText(order, translator)}`,
    });
  }
  for (const { order, reasons } of status.rejectedOrders) {
    const why = reasons.map((reason) => t(`productStatus:ruleViolation_${reason}`)).join(' ');
    lines.push({
      id: order.id,
      kind: 'rejectedOrder',
      tone: 'problem',
      text: `${orderTitle(order, translator)}: ${t('productStatus:orderState_REJECTED')}. ${t('productStatus:rejectedBecause')}: ${why}`,
    });
  }
  for (const blocker of status.blockers) {
    lines.push({
      id: `blocker:${blocker}`,
      kind: 'blocker',
      tone: 'problem',
      text: t('productStatus:blocked', { reason: t(blockerKey(blocker)) }),
    });
  }
  return lines;
}

/**
 * The text key of an order blocker. Two server codes end in `_zero`, which i18next JSON reads as the
 * plural form "zero" of a key, so their texts have keys of their own.
 * @example blockerKey('portfolio_balance_is_zero') // 'productStatus:blocker_portfolio_balance_empty'
 */
export function blockerKey(blocker: OrderBlocker) {
  if (blocker === 'portfolio_balance_is_zero') return 'productStatus:blocker_portfolio_balance_empty';
  if (blocker === 'portfolio_balance_is_not_zero') return 'productStatus:blocker_portfolio_balance_not_empty';
  return `productStatus:blocker_${blocker}` as const;
}
