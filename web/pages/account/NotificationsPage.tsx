/** §2.3 notifications: the unread count (§7); notification settings have no call in the API, so "no data found". */
import { useTranslator } from '../../app/PortalContext';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { EmptyState } from '../../components/states/EmptyState';

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
