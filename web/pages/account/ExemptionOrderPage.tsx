/** §2.3 tax exemption order (de-DE menu entry, overview and form route). No call in the API: "no data found". */
import { useTranslator } from '../../app/PortalContext';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { EmptyState } from '../../components/states/EmptyState';

export function ExemptionOrderPage() {
  const { t } = useTranslator();
  return (
    <AccountPageFrame title="exemptionOrder" intro={t('portalPages:exemptionOrderIntro')}>
      <EmptyState />
    </AccountPageFrame>
  );
}
