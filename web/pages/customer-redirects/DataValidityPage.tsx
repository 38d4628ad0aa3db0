/**
 * §2.2 the data-validity confirmation (cdvc): customers whose data validity is EXPIRED or
 * REVALIDATE are sent here (§4). The page shows the details to check and, while the confirmation is
 * due, a form that confirms them (docs/decisions/110); after it the customer continues to the
 * overview instead of being sent back here.
 */
import { mainCustomerView } from '../../../core/customer';
import { customerRedirectViewOf, requiredCustomerRedirect } from '../../../core/redirects';
import { useTranslator } from '../../app/PortalContext';
import { DetailList } from '../../components/detail-list/DetailList';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { DataValidityForm } from './DataValidityForm';

export function DataValidityPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <PageFrame title={t('portalPages:dataValidityTitle')} intro={t('portalPages:dataValidityText')}>
      <PageHead title={t('portalPages:dataValidityTitle')} />
      <PartView part={data.customer}>
        {(customer) => {
          const view = mainCustomerView(customer);
          const status = customer._embedded?.dataValidity?.status;
          const due = requiredCustomerRedirect(customerRedirectViewOf(customer)) === 'dataValidity';
          return (
            <>
              <DetailList
                rows={[
                  [
                    t('portalPages:dataValidityStatus'),
                    status
                      ? due
                        ? t('portalPages:dataValidityExpired')
                        : t('portalPages:dataValidityValid')
                      : undefined,
                  ],
                  [t('portalPages:name'), view.fullName],
                  [t('portalPages:email'), view.email],
                  [t('portalPages:phone'), view.phoneNumber],
                ]}
              />
              <p>{t('portalPages:changeDetailsHint')}</p>
              <DataValidityForm bacNumber={customer.id} due={due} />
            </>
          );
        }}
      </PartView>
    </PageFrame>
  );
}
