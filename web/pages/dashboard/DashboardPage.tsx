/**
 * §2.3 the overview: greeting, the transaction account with real balances, unread messages and the
 * customer's products, from the customer data the login already started loading (design §8: no
 * GET twice). Every part shows its own §8 state, so one failed call never blanks the page.
 *
 * Design §8 asks for no layout shift (CLS 0) whatever order the answers come in: every part above
 * another has a skeleton of its loaded size (PartView `skeleton`), and the page is at least one
 * screen high, so the footer is never on the first screen for the parts to push it down.
 */
import { mainCustomerView } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { useSignedInCore } from '../../app/signed-in-hooks';
import { AccountSummary } from '../../components/account-summary/AccountSummary';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { usePageData } from '../../components/part-view/use-page-data';
import { Section } from '../../components/section/Section';
import { PartName } from '../../components/states/part-name';
import { TechnicalError } from '../../components/states/TechnicalError';
import dashboard from './Dashboard.module.css';
import { ProductsOverview } from './ProductsOverview';
import { UnreadMessages } from './UnreadMessages';

export function DashboardPage() {
  const { t } = useTranslator();
  const data = usePageData();
  const core = useSignedInCore();
  const customer = data.customer?.status === 'loaded' ? mainCustomerView(data.customer.value) : undefined;
  const title = customer?.displayName
    ? t('portalPages:greeting', { name: customer.displayName })
    : t('portalPages:greetingNoName');
  return (
    <PageFrame title={title}>
      <PageHead title={t('navMenus:overview')} />
      {data.customer?.status === 'failed' ? (
        // The greeting lacks the name and the header its balances: say why, and offer to try again.
        <PartName name={t('common:myDetails')}>
          <TechnicalError onReload={() => void core.customerData.reload()} />
        </PartName>
      ) : null}
      <div className={dashboard.content}>
        <Section title={t('portalPages:transactionAccount')}>
          <AccountSummary part={data.preferredAccount} />
          <UnreadMessages part={data.unreadCount} />
        </Section>
        <ProductsOverview data={data} />
      </div>
    </PageFrame>
  );
}
