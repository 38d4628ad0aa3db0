/** §2.3 my details: the main customer view (§3): name with title, contact details, country, tax residence. */
import { customerCountry, mainCustomerView } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { DetailList } from '../../components/detail-list/DetailList';
import { countryName } from '../../components/detail-list/reference-account';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { useSignedInCore } from '../../signed-in/world';

export function MyDetailsPage() {
  const core = useSignedInCore();
  const { t, locale } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="myDetails" intro="changeDetailsHint">
      <PartView part={data.customer}>
        {(customer) => {
          const view = mainCustomerView(customer);
          return (
            <DetailList
              rows={[
                [t('portalPages:name'), view.fullName],
                [t('portalPages:customerNumber'), core.identity.customerNumber()],
                [t('portalPages:email'), view.email],
                [t('portalPages:phone'), view.phoneNumber],
                [t('portalPages:country'), countryName(customerCountry(customer), locale)],
                [t('portalPages:taxResidence'), countryName(view.taxDetails?.countryCode, locale)],
                [t('portalPages:taxId'), view.taxDetails?.taxIdentificationNumber],
              ]}
            />
          );
        }}
      </PartView>
    </AccountPageFrame>
  );
}
