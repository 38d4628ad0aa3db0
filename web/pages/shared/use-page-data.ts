/**
 * The customer data a private page shows: asks the store to load (a no-op when the dashboard or the
 * route guard already did) and hands out the current parts; `undefined` parts are still loading.
 */
import { useEffect } from 'react';
import type { CustomerData } from '../../../core/api';
import { useCustomerData } from '../../app/hooks';
import { usePortal } from '../../app/PortalContext';

export function usePageData(): Partial<CustomerData> {
  const portal = usePortal();
  const snapshot = useCustomerData();
  useEffect(() => {
    void portal.customerData.load();
  }, [portal]);
  return snapshot.status === 'signedOut' ? {} : (snapshot.data ?? {});
}
