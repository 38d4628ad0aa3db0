/** §2.3 login and security: the login name and customer number, how login works, and logging out. */
import { mainCustomerView } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { DetailList } from '../../components/detail-list/DetailList';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { useSignedInCore } from '../../signed-in/world';
import buttons from '../../styles/buttons.module.css';

export function UserAccountPage() {
  const core = useSignedInCore();
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="loginAndSecurity" intro="securityIntro">
      <PartView part={data.customer}>
        {(customer) => (
          <DetailList
            rows={[
              [t('portalPages:loginName'), mainCustomerView(customer).email],
              [t('portalPages:customerNumber'), core.identity.customerNumber()],
            ]}
          />
        )}
      </PartView>
      <p>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => void core.runtime.logout.logout({ reason: 'user' }).catch(() => {})}
        >
          {t('common:logout')}
        </button>
      </p>
    </AccountPageFrame>
  );
}
