/**
 * §2.3 withdrawal: what can be withdrawn (the available balance, §3) and where it goes (the
 * reference account). Placing a withdrawal has no call in the API (§7), so the page does not offer
 * a form that could not be sent.
 */
import { accountBalances, mainCustomerView } from '../../../core/customer';
import { balanceNotAvailableMessage } from '../../../core/header';
import { useTranslator } from '../../app/PortalContext';
import { DetailList } from '../../components/detail-list/DetailList';
import { referenceAccountRows } from '../../components/detail-list/reference-account';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { money } from '../../components/product-status/money';
import { Section } from '../../components/section/Section';
import styles from '../../components/section/Sections.module.css';
import { EmptyState } from '../../components/states/EmptyState';

export function WithdrawalPage() {
  const { t, locale } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="withdraw" intro="withdrawalIntro">
      <Section title={t('portalPages:availableForWithdrawal')}>
        <PartView part={data.preferredAccount}>
          {(account) => {
            const balances = accountBalances(account);
            return balances ? (
              <p className={styles.amount}>{money(balances.available, locale)}</p>
            ) : (
              <p>
                {
                  balanceNotAvailableMessage(account.isMaintenance ? 'maintenance' : 'error', locale)
                    .tooltipText
                }
              </p>
            );
          }}
        </PartView>
      </Section>
      <Section title={t('portalPages:referenceAccount')}>
        {/* Drawn once the amount above has settled, so the amount's arrival never moves it (decision 126). */}
        <PartView part={data.preferredAccount ? data.customer : undefined}>
          {(customer) => {
            const reference = mainCustomerView(customer).referenceAccount;
            return reference?.iban ? (
              <DetailList rows={referenceAccountRows(reference, t)} />
            ) : (
              <EmptyState text={t('portalPages:referenceAccountMissing')} />
            );
          }}
        </PartView>
      </Section>
    </AccountPageFrame>
  );
}
