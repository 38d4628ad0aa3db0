/**
 * §2.3 account transactions: the transaction account and its balances (§7 GET /accounts/{id}).
 * The API has no call that lists the movements, so the list is "no data found" (§8).
 */
import { useTranslator } from '../../app/PortalContext';
import { AccountSummary } from '../../components/account-summary/AccountSummary';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { usePageData } from '../../components/part-view/use-page-data';
import { Section } from '../../components/section/Section';
import { EmptyState } from '../../components/states/EmptyState';

export function TransactionsPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="transactions" intro="transactionsIntro">
      <Section title={t('portalPages:transactionAccount')}>
        <AccountSummary part={data.preferredAccount} />
      </Section>
      <EmptyState />
    </AccountPageFrame>
  );
}
