/**
 * §2.2 the reference-account page a customer is sent to when the first reference account has no
 * IBAN (§4). Without one, a form records it (docs/decisions/110); once an IBAN exists the customer
 * continues to the overview.
 */

import { mainCustomerView } from '../../../core/customer';
import { dashboardPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { DetailList } from '../../components/detail-list/DetailList';
import { referenceAccountRows } from '../../components/detail-list/reference-account';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import styles from '../../components/section/Sections.module.css';
import { EmptyState } from '../../components/states/EmptyState';
import { Link } from '../../routing/router';
import { ReferenceAccountForm } from './ReferenceAccountForm';

export function ReferenceAccountPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <PageFrame title={t('portalPages:referenceAccountTitle')} intro={t('portalPages:referenceAccountText')}>
      <PageHead title={t('portalPages:referenceAccountTitle')} />
      <PartView part={data.customer}>
        {(customer) => {
          const reference = mainCustomerView(customer).referenceAccount;
          return (
            <>
              {reference?.iban ? (
                <>
                  <DetailList rows={referenceAccountRows(reference, t)} />
                  <p>
                    <Link className={styles.link} to={dashboardPath(locale)}>
                      {t('portalPages:continueToOverview')}
                    </Link>
                  </p>
                </>
              ) : (
                <EmptyState text={t('portalPages:referenceAccountMissing')} />
              )}
              <ReferenceAccountForm
                due={!reference?.iban}
                bacNumber={customer.id}
                holder={mainCustomerView(customer).displayName}
              />
            </>
          );
        }}
      </PartView>
    </PageFrame>
  );
}
