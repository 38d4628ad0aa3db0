/** §2.3 notifications: the unread count (§7); notification settings have no call in the API, so "no data found". */
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { EmptyState } from '../../components/states/EmptyState';
import { UnreadCount } from './UnreadCount';

export function NotificationsPage() {
  return (
    <AccountPageFrame title="notifications" intro="notificationsIntro">
      <UnreadCount />
      <EmptyState />
    </AccountPageFrame>
  );
}
