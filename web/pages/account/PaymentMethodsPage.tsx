/** §2.3 payment methods: the reference account the customer pays in from and is paid out to (§3). */
import { mainCustomerView } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { DetailList } from '../../components/detail-list/DetailList';
import { referenceAccountRows } from '../../components/detail-list/reference-account';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { Section } from '../../components/section/Section';
import { EmptyState } from '../../components/states/EmptyState';

export function PaymentMethodsPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="paymentMethods" intro="paymentMethodsIntro">
      <PartView part={data.customer}>
        {(customer) => {
          const reference = mainCustomerView(customer).referenceAccount;
          return (
            <Section title={t('portalPages:referenceAccount')}>
              {reference?.iban ? (
                <DetailList rows={referenceAccountRows(reference, t)} />
              ) : (
                <EmptyState text={t('portalPages:referenceAccountMissing')} />
              )}
            </Section>
          );
        }}
      </PartView>
    </AccountPageFrame>
  );
}
