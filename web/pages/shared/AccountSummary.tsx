/**
 * The transaction account with its balances (§3, §8): current, available and reserved amounts from
 * core/customer `accountBalances`; during maintenance or when the balance did not load, the §8
 * "not available" texts instead of a zero that looks real.
 */
import type { Part } from '../../../core/api';
import { accountBalances, formatIbanForDisplay, type TransactionAccount } from '../../../core/customer';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { DetailList } from './DetailList';
import { money } from './money';
import { PartView } from './PartView';
import styles from './Sections.module.css';

export function AccountSummary({ part }: { readonly part: Part<TransactionAccount> | undefined }) {
  return <PartView part={part}>{(account) => <AccountDetails account={account} />}</PartView>;
}

function AccountDetails({ account }: { readonly account: TransactionAccount }) {
  const locale = useLocale();
  const { t } = useTranslator();
  const balances = accountBalances(account);
  return (
    <>
      {balances ? (
        <div className={styles.balances}>
          <p className={styles.balance}>
            <span className={styles.muted}>{t('common:availableBalance')}</span>
            <br />
            <span className={styles.amount}>{money(balances.available, locale)}</span>
          </p>
          <p className={styles.balance}>
            <span className={styles.muted}>{t('portal:currentBalance')}</span>
            <br />
            <span className={styles.amount}>{money(balances.current, locale)}</span>
          </p>
        </div>
      ) : (
        <div className={styles.balances}>
          <p className={styles.balance}>
            <strong>
              {account.isMaintenance ? t('common:balanceMaintenanceTitle') : t('common:balanceFailedTitle')}
            </strong>
            <br />
            {account.isMaintenance ? t('common:balanceMaintenanceTooltip') : t('common:balanceFailedTooltip')}
          </p>
        </div>
      )}
      <DetailList
        rows={[
          [t('common:iban'), account.iban ? formatIbanForDisplay(account.iban) : undefined],
          ...(balances ? ([[t('portal:reservedBalance'), money(balances.reserved, locale)]] as const) : []),
          [t('portal:bankName'), account.bank_name],
        ]}
      />
    </>
  );
}
