/**
 * §2.2 update financial information: UK customers without complete source-of-funds data are sent
 * here (§4). The page shows what is recorded and, while it is incomplete, a form that completes it
 * (docs/decisions/110).
 */
import { customerCountry, hasCompleteSourceOfFunds } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { DetailList } from '../../components/detail-list/DetailList';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { FinancialInformationForm } from './FinancialInformationForm';

export function FinancialInformationPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <PageFrame
      title={t('portalPages:financialInformationTitle')}
      intro={t('portalPages:financialInformationText')}
    >
      <PageHead title={t('portalPages:financialInformationTitle')} />
      <PartView part={data.customer}>
        {(customer) => {
          const funds = customer.additionalFinancialInformation?.sourceOfFunds;
          return (
            <>
              <DetailList
                rows={[
                  [t('portalPages:sourceOfFunds'), funds?.originOfFunds],
                  [t('portalPages:annualIncome'), funds?.annualIncome?.code],
                ]}
              />
              {
                <FinancialInformationForm
                  due={!hasCompleteSourceOfFunds(customer)}
                  bacNumber={customer.id}
                  currency={
                    (data.preferredAccount?.status === 'loaded' &&
                      data.preferredAccount.value?.currencyCode) ||
                    (customerCountry(customer) === 'GB' ? 'GBP' : 'EUR')
                  }
                />
              }
            </>
          );
        }}
      </PartView>
    </PageFrame>
  );
}
