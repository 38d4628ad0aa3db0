/**
 * §2.2 update financial information: UK customers without complete source-of-funds data are sent
 * here (§4). The API has no call to update it (§7); the page shows what is recorded and how to
 * complete it.
 */
import { hasCompleteSourceOfFunds } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { DetailList } from '../shared/DetailList';
import { PartView } from '../shared/PartView';
import { usePageData } from '../shared/use-page-data';

export function FinancialInformationPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <PageFrame title={t('portal:financialInformationTitle')} intro={t('portal:financialInformationText')}>
      <PageHead title={t('portal:financialInformationTitle')} />
      <PartView part={data.customer}>
        {(customer) => {
          const funds = customer.additionalFinancialInformation?.sourceOfFunds;
          return (
            <>
              <DetailList
                rows={[
                  [t('portal:sourceOfFunds'), funds?.originOfFunds],
                  [t('portal:annualIncome'), funds?.annualIncome?.code],
                ]}
              />
              {hasCompleteSourceOfFunds(customer) ? null : <p>{t('portal:changeDetailsHint')}</p>}
            </>
          );
        }}
      </PartView>
    </PageFrame>
  );
}
