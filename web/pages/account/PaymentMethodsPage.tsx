/** §2.3 payment methods: the reference account the customer pays in from and is paid out to (§3). */
import { mainCustomerView } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { EmptyState } from '../../components/states/EmptyState';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { DetailList } from '../shared/DetailList';
import { PartView } from '../shared/PartView';
import { referenceAccountRows } from '../shared/reference-account';
import { Section } from '../shared/Section';
import { usePageData } from '../shared/use-page-data';

export function PaymentMethodsPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="paymentMethods" intro={t('portalPages:paymentMethodsIntro')}>
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
