/**
 * §2.3 account transactions: the transaction account and its balances (§7 GET /accounts/{id}).
 * The API has no call that lists the movements, so the list is "no data found" (§8).
 */
import { useTranslator } from '../../app/PortalContext';
import { EmptyState } from '../../components/states/EmptyState';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { AccountSummary } from '../shared/AccountSummary';
import { Section } from '../shared/Section';
import { usePageData } from '../shared/use-page-data';

export function TransactionsPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="transactions" intro={t('portalPages:transactionsIntro')}>
      <Section title={t('portalPages:transactionAccount')}>
        <AccountSummary part={data.preferredAccount} />
      </Section>
      <EmptyState />
    </AccountPageFrame>
  );
}
