/** §2.3 notifications: the unread count (§7); notification settings have no call in the API, so "no data found". */
import { useTranslator } from '../../app/PortalContext';
import { EmptyState } from '../../components/states/EmptyState';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { PartView } from '../shared/PartView';
import { usePageData } from '../shared/use-page-data';

export function NotificationsPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="notifications" intro={t('portalPages:notificationsIntro')}>
      <PartView part={data.unreadCount}>
        {(count) => (
          <p>{count > 0 ? t('common:unreadMessages', { count }) : t('portalPages:noUnreadMessages')}</p>
        )}
      </PartView>
      <EmptyState />
    </AccountPageFrame>
  );
}
