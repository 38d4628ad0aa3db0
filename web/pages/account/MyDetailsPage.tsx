/** §2.3 my details: the main customer view (§3): name with title, contact details, country, tax residence. */
import { customerCountry, mainCustomerView } from '../../../core/customer';
import { usePortalCore } from '../../app/hooks';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { DetailList } from '../shared/DetailList';
import { PartView } from '../shared/PartView';
import { countryName } from '../shared/reference-account';
import { usePageData } from '../shared/use-page-data';

export function MyDetailsPage() {
  // A private page's: its guard loaded the session's core.
  const core = usePortalCore();
  const locale = useLocale();
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="myDetails" intro={t('portal:changeDetailsHint')}>
      <PartView part={data.customer}>
        {(customer) => {
          const view = mainCustomerView(customer);
          return (
            <DetailList
              rows={[
                [t('portal:name'), view.fullName],
                [t('portal:customerNumber'), core.identity.customerNumber()],
                [t('portal:email'), view.email],
                [t('portal:phone'), view.phoneNumber],
                [t('portal:country'), countryName(customerCountry(customer), locale)],
                [t('portal:taxResidence'), countryName(view.taxDetails?.countryCode, locale)],
                [t('portal:taxId'), view.taxDetails?.taxIdentificationNumber],
              ]}
            />
          );
        }}
      </PartView>
    </AccountPageFrame>
  );
}
