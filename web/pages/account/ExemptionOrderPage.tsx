/** §2.3 tax exemption order (de-DE menu entry, overview and form route). No call in the API: "no data found". */
import { useTranslator } from '../../app/PortalContext';
import { EmptyState } from '../../components/states/EmptyState';
import { AccountPageFrame } from '../shared/AccountPageFrame';

export function ExemptionOrderPage() {
  const { t } = useTranslator();
  return (
    <AccountPageFrame title="exemptionOrder" intro={t('portalPages:exemptionOrderIntro')}>
      <EmptyState />
    </AccountPageFrame>
  );
}
