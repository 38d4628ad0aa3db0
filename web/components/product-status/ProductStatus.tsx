/**
 * The status of one product instance beyond its state (§4, §8): the managed-portfolio marking, the
 * savings plan, orders in progress, rejected orders with their rule violations, and what blocks a
 * new order. Each state is an icon plus text, and a visually hidden word says the tone (done,
 * pending, needs attention), so nothing depends on colour (accessibility.md). The words come from
 * core/products `productStatusLines` (namespace `productStatus`), the same as portal-cli's.
 */

import type { ReactNode } from 'react';
import type { Translator } from '../../../core/i18n';
import {
  hasStatusNews,
  type ProductInstance,
  productStatusLines,
  productStatusOf,
  type StateTone,
  toneText,
} from '../../../core/products';
import { useTranslator } from '../../app/PortalContext';
import styles from './ProductStatus.module.css';

const ICONS: Record<StateTone, string> = { done: '✓', pending: '…', problem: '!', neutral: 'i' };

function Line({
  tone,
  translator,
  children,
}: {
  tone: StateTone;
  translator: Translator;
  children: ReactNode;
}) {
  return (
    <li className={`${styles.line} ${styles[tone]}`}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <span>
        <span className={styles.hidden}>{`${toneText(tone, translator)}: `}</span>
        {children}
      </span>
    </li>
  );
}

export function ProductStatus({ instance }: { readonly instance: ProductInstance }) {
  const translator = useTranslator();
  const { t } = translator;
  const status = productStatusOf(instance);
  if (!hasStatusNews(status)) return null;
  return (
    <ul className={styles.status} aria-label={t('productStatus:statusHeading')}>
      {status.managedPortfolio ? (
        <li className={`${styles.line} ${styles.tagged}`}>
          <span className={styles.tag}>{t('productStatus:managedPortfolio')}</span>
          <span>{t('productStatus:managedPortfolioHint')}</span>
        </li>
      ) : null}
      {productStatusLines(status, translator).map((line) => (
        <Line key={line.id} tone={line.tone} translator={translator}>
          {line.text}
        </Line>
      ))}
    </ul>
  );
}
