/**
 * The customer data a private page shows: asks the store to load (a no-op when the dashboard or the
 * route guard already did) and hands out the parts known so far. The store publishes each part as
 * it settles (decision 126), so any part may be missing: an `undefined` part is still loading and
 * is drawn as its skeleton or loading state (PartView), never read as absent data.
 */
import { useEffect } from 'react';
import type { PartialCustomerData } from '../../../core/api';
import { useCustomerData, useSignedInCore } from '../../signed-in/world';

/**
 * @example
 * const data = usePageData();
 * <PartView part={data.preferredAccount} skeleton={…}>{(account) => …}</PartView>
 */
export function usePageData(): PartialCustomerData {
  const core = useSignedInCore();
  const snapshot = useCustomerData();
  useEffect(() => {
    void core.customerData.load();
  }, [core]);
  return snapshot.status === 'signedOut' ? {} : snapshot.data;
}
