/** §2.3 tax exemption order (de-DE menu entry, overview and form route). No call in the API: "no data found". */
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { EmptyState } from '../../components/states/EmptyState';

export function ExemptionOrderPage() {
  return (
    <AccountPageFrame title="exemptionOrder" intro="exemptionOrderIntro">
      <EmptyState />
    </AccountPageFrame>
  );
}
