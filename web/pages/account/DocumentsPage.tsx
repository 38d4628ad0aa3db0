/**
 * §2.3 documents: the documents the customer uploaded, and the §5 upload form. The list comes from
 * the documents call (docs/decisions/112); it says "no data found" (§8) while there are none.
 */
import { useEffect, useState } from 'react';
import { documentsCall } from '../../../core/api';
import type { CustomerDocuments } from '../../../core/customer';
import { useOnConnectionRestored } from '../../app/hooks';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { LoadingState } from '../../components/states/LoadingState';
import { TechnicalError } from '../../components/states/TechnicalError';
import { useSignedInCore } from '../../signed-in/world';
import { DocumentList } from './documents/DocumentList';
import { UploadForm } from './documents/UploadForm';

type ListState =
  | { status: 'loading' }
  | { status: 'loaded'; value: CustomerDocuments }
  | { status: 'failed' };

export function DocumentsPage() {
  const core = useSignedInCore();
  const customerId = core.identity.customerNumber();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!customerId || attempt < 0) return; // `attempt` changes on "Reload": load again
    let current = true;
    setList({ status: 'loading' });
    core.api.get(documentsCall({ customerId })).then(
      (value) => current && setList({ status: 'loaded', value }),
      () => current && setList({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [core, customerId, attempt]);
  useOnConnectionRestored(() => {
    if (list.status === 'failed') setAttempt((n) => n + 1);
  });
  return (
    <AccountPageFrame title="documents" intro="documentsIntro">
      {customerId ? (
        <UploadForm customerId={customerId} onUploaded={(value) => setList({ status: 'loaded', value })} />
      ) : null}
      {list.status === 'loading' ? (
        <LoadingState />
      ) : list.status === 'failed' ? (
        <TechnicalError onReload={() => setAttempt((n) => n + 1)} />
      ) : (
        <DocumentList documents={list.value.data} />
      )}
    </AccountPageFrame>
  );
}
