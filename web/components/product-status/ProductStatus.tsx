/**
 * The status of one product instance beyond its state (§4, §8): the managed-portfolio marking, the
 * savings plan, orders in progress, rejected orders with their rule violations, and what blocks a
 * new order. Each state is an icon plus text, and a visually hidden word says the tone (done,
 * pending, needs attention), so nothing depends on colour (accessibility.md). Texts: core/products
 * `productStatusTexts`.
 */

import type { ReactNode } from 'react';
import { formatMoney } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import {
  fillText,
  hasStatusNews,
  isOneOf,
  ORDER_TYPES,
  type Order,
  orderStateTone,
  type ProductInstance,
  type ProductStatusTexts,
  productStatusOf,
  productStatusTexts,
  type StateTone,
  savingsPlanTone,
} from '../../../core/products';
import { useLocale } from '../../app/PortalContext';
import styles from './ProductStatus.module.css';

const ICONS: Record<StateTone, string> = { done: '✓', pending: '…', problem: '!', neutral: 'i' };

function toneWord(tone: StateTone, texts: ProductStatusTexts): string {
  const { labels } = texts;
  return {
    done: labels.toneDone,
    pending: labels.tonePending,
    problem: labels.toneProblem,
    neutral: labels.toneNeutral,
  }[tone];
}

function Line({
  tone,
  texts,
  children,
}: {
  tone: StateTone;
  texts: ProductStatusTexts;
  children: ReactNode;
}) {
  return (
    <li className={`${styles.line} ${styles[tone]}`}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <span>
        <span className={styles.hidden}>{`${toneWord(tone, texts)}: `}</span>
        {children}
      </span>
    </li>
  );
}

/** "Kauf 345,67 €": the order's type and amount. */
export function orderTitle(order: Order, texts: ProductStatusTexts, locale: Locale): string {
  const type = isOneOf(ORDER_TYPES, order.type) ? texts.orderType[order.type] : texts.labels.otherOrder;
  return typeof order.amount === 'number'
    ? `${type} ${formatMoney(order.amount, locale, order.currency ?? 'EUR')}`
    : type;
}

/** An order's state, with its instructions' states when they say more (funded, problem found). */
export function orderStateText(order: Order, texts: ProductStatusTexts): string {
  const state = texts.orderState[order.state];
  const extra = (order.instructions ?? [])
    .map((instruction) =>
      instruction.state === 'FUNDED' || instruction.state === 'ISSUE_IDENTIFIED'
        ? texts.instructionState[instruction.state]
        : texts.orderState[instruction.state],
    )
    .filter((text, index, all) => all.indexOf(text) === index);
  return extra.length > 0 ? `${state} (${texts.labels.instructions}: ${extra.join(', ')})` : state;
}

export function ProductStatus({ instance }: { readonly instance: ProductInstance }) {
  const locale = useLocale();
  const texts = productStatusTexts(locale);
  const { labels } = texts;
  const status = productStatusOf(instance);
  const plan = status.savingsPlan;
  if (!hasStatusNews(status)) return null;
  return (
    <ul className={styles.status} aria-label={labels.statusHeading}>
      {status.managedPortfolio ? (
        <li className={styles.line}>
          <span className={styles.tag}>{labels.managedPortfolio}</span>
          <span>{labels.managedPortfolioHint}</span>
        </li>
      ) : null}
      {plan ? (
        <Line tone={savingsPlanTone(plan.state)} texts={texts}>
          {`${labels.savingsPlan}: ${texts.savingsPlanState[plan.state]}`}
          {typeof plan.amount === 'number'
            ? `, ${fillText(labels.savingsPlanAmount, { amount: formatMoney(plan.amount, locale, plan.currency ?? 'EUR') })}`
            : ''}
        </Line>
      ) : null}
      {status.ordersInProgress.map((order) => (
        <Line key={order.id} tone={orderStateTone(order.state)} texts={texts}>
          {`${orderTitle(order, texts, locale)}: ${orderStateText(order, texts)}`}
        </Line>
      ))}
      {status.rejectedOrders.map(({ order, reasons }) => (
        <Line key={order.id} tone="problem" texts={texts}>
          {`${orderTitle(order, texts, locale)}: ${texts.orderState.REJECTED}. ${labels.rejectedBecause}: ${reasons
            .map((reason) => texts.ruleViolation[reason])
            .join(' ')}`}
        </Line>
      ))}
      {status.blockers.map((blocker) => (
        <Line key={blocker} tone="problem" texts={texts}>
          {fillText(labels.blocked, { reason: texts.blocker[blocker] })}
        </Line>
      ))}
    </ul>
  );
}
