/**
 * §4 the desktop balance strip of active private customers: total and available balance, or the
 * not-available title with its explanation (§8), or a skeleton of placeholder columns while header
 * data loads. All three have the same height, so nothing shifts when the data arrives (CLS 0).
 */
import { useId, useState } from 'react';
import type { BalanceStripView, NotAvailableMessage } from '../../../core/header';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import shared from '../../styles/visually-hidden.module.css';
import styles from './BalanceStrip.module.css';

/** A toggletip (WCAG 1.4.13): shown on hover and focus, dismissed with Escape, hoverable itself. */
function NotAvailable({ message }: { readonly message: NotAvailableMessage }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    // Hover on the host keeps the tooltip open while the pointer is on it (WCAG 1.4.13).
    <span
      className={styles.tooltipHost}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={styles.unavailable}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {message.title}
        <span className={styles.infoIcon} aria-hidden="true">
          i
        </span>
      </button>
      <span id={tipId} role="tooltip" className={styles.tooltip} hidden={!open}>
        {message.tooltipText}
      </span>
    </span>
  );
}

export function BalanceStrip({ view, locale }: { readonly view: BalanceStripView; readonly locale: Locale }) {
  switch (view.kind) {
    case 'hidden':
      return null;
    case 'skeleton':
      return (
        <div className={styles.balanceStrip} aria-busy="true" data-testid="balance-skeleton">
          <span role="status" className={shared.visuallyHidden}>
            {createTranslator(locale).t('header:loading')}
          </span>
          {Array.from({ length: view.columns }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={index} className={styles.placeholder} aria-hidden="true" data-placeholder="" />
          ))}
        </div>
      );
    case 'unavailable':
      return (
        <div className={styles.balanceStrip}>
          <NotAvailable message={view.message} />
        </div>
      );
    case 'balances':
      return (
        <dl className={styles.balanceStrip}>
          {[view.totalBalance, view.availableBalance].map((balance) => (
            <div key={balance.label} className={styles.balance}>
              <dt className={styles.balanceLabel}>{balance.label}</dt>
              <dd className={balance.isNegative ? `${styles.amount} ${styles.negative}` : styles.amount}>
                {balance.amount}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
