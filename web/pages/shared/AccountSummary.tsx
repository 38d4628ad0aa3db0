/**
 * The transaction account with its balances (§3, §8): current, available and reserved amounts from
 * core/customer `accountBalances`; during maintenance or when the balance did not load, the §8
 * "not available" texts instead of a zero that looks real.
 */
import type { Part } from '../../../core/api';
import {
  type AccountBalances,
  accountBalances,
  formatIbanForDisplay,
  type TransactionAccount,
} from '../../../core/customer';
import { balanceNotAvailableMessage } from '../../../core/header';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { DetailList } from './DetailList';
import { money } from './money';
import { PartView } from './PartView';
import { ReservedSpace, SkeletonText } from './Placeholder';
import styles from './Sections.module.css';

export function AccountSummary({ part }: { readonly part: Part<TransactionAccount> | undefined }) {
  return (
    <PartView part={part} skeleton={<AccountSkeleton />}>
      {(account) => <AccountDetails account={account} />}
    </PartView>
  );
}

/**
 * The account while its balance loads (design §8: CLS 0): the markup of `AccountDetails` with its
 * labels and grey bars for the amounts, IBAN and bank name, so the answer changes no height.
 */
export function AccountSkeleton() {
  const { t } = useTranslator();
  const row = (label: string) => (
    <>
      <dt>{label}</dt>
      <dd>
        <SkeletonText width="long" />
      </dd>
    </>
  );
  return (
    <>
      <div className={styles.balances}>
        {[t('common:availableBalance'), t('portalPages:currentBalance')].map((label) => (
          <p key={label} className={styles.balance}>
            <span className={styles.muted}>{label}</span>
            <br />
            <span className={styles.amount}>
              <SkeletonText />
            </span>
          </p>
        ))}
      </div>
      <dl className={styles.details}>
        {row(t('common:iban'))}
        {row(t('portalPages:reservedBalance'))}
        {row(t('portalPages:bankName'))}
      </dl>
    </>
  );
}

function AccountDetails({ account }: { readonly account: TransactionAccount }) {
  const balances = accountBalances(account);
  // Without balances (maintenance, or the balance call failed) the block is shorter than the
  // skeleton was: it keeps the skeleton's height, so the page below does not move up (design §8).
  if (!balances)
    return (
      <ReservedSpace skeleton={<AccountSkeleton />}>
        <BalanceUnavailable account={account} />
      </ReservedSpace>
    );
  return <BalancesAndDetails account={account} balances={balances} />;
}

function BalancesAndDetails({
  account,
  balances,
}: {
  readonly account: TransactionAccount;
  readonly balances: AccountBalances;
}) {
  const locale = useLocale();
  const { t } = useTranslator();
  return (
    <>
      <div className={styles.balances}>
        <p className={styles.balance}>
          <span className={styles.muted}>{t('common:availableBalance')}</span>
          <br />
          <span className={styles.amount}>{money(balances.available, locale)}</span>
        </p>
        <p className={styles.balance}>
          <span className={styles.muted}>{t('portalPages:currentBalance')}</span>
          <br />
          <span className={styles.amount}>{money(balances.current, locale)}</span>
        </p>
      </div>
      <DetailList
        rows={[
          [t('common:iban'), account.iban ? formatIbanForDisplay(account.iban) : undefined],
          [t('portalPages:reservedBalance'), money(balances.reserved, locale)],
          [t('portalPages:bankName'), account.bank_name],
        ]}
      />
    </>
  );
}

function BalanceUnavailable({ account }: { readonly account: TransactionAccount }) {
  const { t } = useTranslator();
  const locale = useLocale();
  // The header's words (core/header): the header above says the same (decision 140).
  const message = balanceNotAvailableMessage(account.isMaintenance ? 'maintenance' : 'error', locale);
  return (
    <>
      <div className={styles.balances}>
        <p className={styles.balanceNote}>
          <strong>{message.title}</strong>
          <br />
          {message.tooltipText}
        </p>
      </div>
      <DetailList
        rows={[
          [t('common:iban'), account.iban ? formatIbanForDisplay(account.iban) : undefined],
          [t('portalPages:bankName'), account.bank_name],
        ]}
      />
    </>
  );
}
