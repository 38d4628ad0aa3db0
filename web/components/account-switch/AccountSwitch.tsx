/**
 * §3, §6 minor-account switch: with flag umtEnableMinorAccountSwitch and accounts to switch to,
 * a parent chooses whose accounts the portal shows. A form with a button (not a select that acts on
 * change, WCAG 3.2.2); after switching, the customer data loads again for the chosen account.
 */
import { useId, useState } from 'react';
import { dashboardPath } from '../../../core/routes';
import { useCustomerData } from '../../app/hooks';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import styles from './AccountSwitch.module.css';

export function AccountSwitch() {
  const portal = usePortal();
  const locale = useLocale();
  const { t } = useTranslator();
  const snapshot = useCustomerData();
  const selectId = useId();
  const hintId = useId();
  const current = portal.identity.customerNumber();
  const [choice, setChoice] = useState<string | null>(null);
  if (!portal.config.flags.umtEnableMinorAccountSwitch) return null;
  if (snapshot.status !== 'loaded' || snapshot.data.switchableAccounts.status !== 'loaded') return null;
  const minors = snapshot.data.switchableAccounts.value;
  const own = portal.accounts.own();
  if (minors.length === 0 || !own || !current) return null;
  const options = [
    { id: own, label: t('portal:ownAccount') },
    ...minors
      .filter((minor) => minor.customer_id !== own)
      .map((minor) => ({ id: minor.customer_id, label: `${minor.first_name} ${minor.last_name}`.trim() })),
  ];
  return (
    <section className={styles.switch} aria-label={t('portal:switchAccount')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const target = choice ?? current;
          if (target === current) return;
          portal.accounts.switchTo(target);
          void portal.customerData.reload();
          portal.ports.navigation.go(dashboardPath(locale));
        }}
      >
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {t('portal:switchAccount')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={choice ?? current}
            aria-describedby={hintId}
            onChange={(event) => setChoice(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.button}>
          {t('portal:switchAccountApply')}
        </button>
      </form>
      <p id={hintId} className={styles.hint}>
        {t('portal:switchAccountHint')}
      </p>
    </section>
  );
}
