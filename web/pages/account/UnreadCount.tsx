/** The number of unread messages (§7, the unread threads), or that there are none. */
import { useTranslator } from '../../app/PortalContext';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';

export function UnreadCount(props: { readonly strong?: boolean }) {
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <PartView part={data.unreadCount}>
      {(count) => {
        const text = count > 0 ? t('common:unreadMessages', { count }) : t('portalPages:noUnreadMessages');
        return <p>{props.strong ? <strong>{text}</strong> : text}</p>;
      }}
    </PartView>
  );
}
