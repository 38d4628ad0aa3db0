/**
 * §2.3 postbox messages. The API gives the number of unread threads (§7); it has no call that
 * lists the messages, so the list shows the §8 "no data found" state.
 */
import { useTranslator } from '../../app/PortalContext';
import { AccountPageFrame } from '../../components/page/AccountPageFrame';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { EmptyState } from '../../components/states/EmptyState';

export function MessagesPage() {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <AccountPageFrame title="messages" intro={t('portalPages:messagesIntro')}>
      <PartView part={data.unreadCount}>
        {(count) => (
          <p>
            <strong>
              {count > 0 ? t('common:unreadMessages', { count }) : t('portalPages:noUnreadMessages')}
            </strong>
          </p>
        )}
      </PartView>
      <EmptyState />
    </AccountPageFrame>
  );
}
