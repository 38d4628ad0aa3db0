/**
 * §2.3 the overview: greeting, the transaction account with real balances, unread messages and the
 * customer's products, from the customer data the login already started loading (design §8: no
 * GET twice). Every part shows its own §8 state, so one failed call never blanks the page.
 */
import { Link } from 'react-router';
import { mainCustomerView } from '../../../core/customer';
import { navTexts } from '../../../core/navigation';
import { privatePagePath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { AccountSummary } from '../shared/AccountSummary';
import { PartView } from '../shared/PartView';
import { Section } from '../shared/Section';
import styles from '../shared/Sections.module.css';
import { usePageData } from '../shared/use-page-data';
import { ProductsOverview } from './ProductsOverview';

export function DashboardPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  const data = usePageData();
  const customer = data.customer?.status === 'loaded' ? mainCustomerView(data.customer.value) : undefined;
  const title = customer?.displayName
    ? t('portal:greeting', { name: customer.displayName })
    : t('portal:greetingNoName');
  return (
    <PageFrame title={title}>
      <PageHead title={navTexts(locale).overview} />
      <Section title={t('portal:transactionAccount')}>
        <AccountSummary part={data.preferredAccount} />
        <PartView part={data.unreadCount}>
          {(count) => (
            <p>
              <Link className={styles.link} to={privatePagePath(locale, 'messages')}>
                {count > 0 ? t('common:unreadMessages', { count }) : t('portal:noUnreadMessages')}
              </Link>
            </p>
          )}
        </PartView>
      </Section>
      <ProductsOverview data={data} />
    </PageFrame>
  );
}
