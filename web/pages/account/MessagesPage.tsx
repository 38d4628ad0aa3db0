/**
 * §2.3 postbox messages. The API gives the number of unread threads (§7); it has no call that
 * lists the messages, so the list shows the §8 "no data found" state.
 */
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { EmptyState } from '../../components/states/EmptyState';
import { UnreadCount } from './UnreadCount';

export function MessagesPage() {
  return (
    <AccountPageFrame title="messages" intro="messagesIntro">
      <UnreadCount strong />
      <EmptyState />
    </AccountPageFrame>
  );
}
