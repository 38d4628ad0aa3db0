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
import { DetailList } from '../detail-list/DetailList';
import { PartView } from '../part-view/PartView';
import { FilledInPlace, ReservedSpace, SkeletonText } from '../placeholder/Placeholder';
import { money } from '../product-status/money';
import styles from '../section/Sections.module.css';

export function AccountSummary({ part }: { readonly part: Part<TransactionAccount> | undefined }) {
  const account = part?.status === 'loaded' ? part.value : undefined;
  const balances = account ? accountBalances(account) : undefined;
  // Loading, then the balances: one set of elements, the values filled in place (decision 162).
  if (!part || (account && balances))
    return (
      <div className={styles.part}>
        <FilledInPlace loading={!part}>
          <BalancesAndDetails account={account} balances={balances} />
        </FilledInPlace>
      </div>
    );
  return (
    <PartView part={part} skeleton={<AccountSkeleton />}>
      {(loaded) => <AccountDetails account={loaded} />}
    </PartView>
  );
}

/**
 * The account while its balance loads (design §8: CLS 0): the markup of the loaded balances with
 * their labels and grey bars for the amounts, IBAN and bank name, so the answer changes no height.
 */
export function AccountSkeleton() {
  return <BalancesAndDetails account={undefined} balances={undefined} />;
}

function AccountDetails({ account }: { readonly account: TransactionAccount }) {
  // Without balances (maintenance, or the balance call failed) the block is shorter than the
  // skeleton was: it keeps the skeleton's height, so the page below does not move up (design §8).
  return (
    <ReservedSpace skeleton={<AccountSkeleton />}>
      <BalanceUnavailable account={account} />
    </ReservedSpace>
  );
}

/**
 * The balances, IBAN and bank of the account, or, without an account yet, the same elements with
 * grey bars where the values go: the skeleton and the loaded account are one component, so the
 * values arrive in the skeleton's elements.
 */
function BalancesAndDetails({
  account,
  balances,
}: {
  readonly account: TransactionAccount | undefined;
  readonly balances: AccountBalances | undefined;
}) {
  const locale = useLocale();
  const { t } = useTranslator();
  const amount = (value: keyof AccountBalances) =>
    balances ? money(balances[value], locale) : <SkeletonText />;
  const bar = <SkeletonText width="long" />;
  const iban = account?.iban ? formatIbanForDisplay(account.iban) : undefined;
  return (
    <>
      <div className={styles.balances}>
        <p className={styles.balance}>
          <span className={styles.muted}>{t('common:totalBalance')}</span>
          <br />
          <span className={styles.amount}>{amount('current')}</span>
        </p>
        <p className={styles.balance}>
          <span className={styles.muted}>{t('common:availableBalance')}</span>
          <br />
          <span className={styles.amount}>{amount('available')}</span>
        </p>
      </div>
      <DetailList
        rows={[
          [t('common:iban'), account ? iban : bar],
          [t('portalPages:reservedBalance'), balances ? money(balances.reserved, locale) : bar],
          [t('portalPages:bankName'), account ? account.bank_name : bar],
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
