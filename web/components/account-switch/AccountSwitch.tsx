/**
 * §3, §6 minor-account switch: with flag umtEnableMinorAccountSwitch and accounts to switch to,
 * a parent chooses whose accounts the portal shows. What is offered is core/customer-data's
 * `accountSwitchView`; switching is its active-customer store, after which the customer data loads
 * again for the chosen account on its own. A form with a button (not a select that acts on change,
 * WCAG 3.2.2).
 */
import { useId, useState } from 'react';
import { accountSwitchView } from '../../../core/customer-data';
import { dashboardPath } from '../../../core/routes';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import { useActiveCustomer, useCustomerData, useSignedInCore } from '../../app/signed-in-hooks';
import styles from './AccountSwitch.module.css';

export function AccountSwitch() {
  const portal = usePortal();
  const core = useSignedInCore();
  const locale = useLocale();
  const { t } = useTranslator();
  const data = useCustomerData();
  const active = useActiveCustomer();
  const selectId = useId();
  const hintId = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const view = accountSwitchView({ flags: portal.config.flags, data, active });
  if (!view) return null;
  return (
    <section className={styles.switch} aria-label={t('portalPages:switchAccount')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (core.activeCustomer.switchTo(choice ?? view.current)) {
            portal.ports.navigation.go(dashboardPath(locale));
          }
        }}
      >
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {t('portalPages:switchAccount')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={choice ?? view.current}
            aria-describedby={hintId}
            onChange={(event) => setChoice(event.target.value)}
          >
            {view.choices.map((option) => (
              <option key={option.customerNumber} value={option.customerNumber}>
                {option.kind === 'own' ? t('portalPages:ownAccount') : option.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.button}>
          {t('portalPages:switchAccountApply')}
        </button>
      </form>
      <p id={hintId} className={styles.hint}>
        {t('portalPages:switchAccountHint')}
      </p>
    </section>
  );
}
