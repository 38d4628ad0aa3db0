/** §2.3 documents. No documents call exists in the API (§7): the §8 "no data found" state. */
import { useTranslator } from '../../app/PortalContext';
import { EmptyState } from '../../components/states/EmptyState';
import { AccountPageFrame } from '../shared/AccountPageFrame';

export function DocumentsPage() {
  const { t } = useTranslator();
  return (
    <AccountPageFrame title="documents" intro={t('portal:documentsIntro')}>
      <EmptyState />
    </AccountPageFrame>
  );
}
