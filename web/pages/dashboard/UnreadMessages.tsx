/**
 * The unread-messages line of the overview (§2.3, §3 unread count): a link to the messages that
 * says how many are unread. It is one line in every state (design §8: CLS 0): a bar of the link's
 * size while the count loads, and when the count fails, the plain link to the messages without a
 * number (§8: other API errors are logged only; the messages page itself still works).
 */

import type { Part } from '../../../core/api';
import { privatePagePath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { LoadingPlaceholder, SkeletonText } from '../../components/placeholder/Placeholder';
import styles from '../../components/section/Sections.module.css';
import { Link } from '../../routing/router';

const SKELETON = (
  <p>
    <span className={styles.link}>
      <SkeletonText width="long" />
    </span>
  </p>
);

export function UnreadMessages({ part }: { readonly part: Part<number> | undefined }) {
  const locale = useLocale();
  const { t } = useTranslator();
  if (!part)
    return (
      <div className={styles.part}>
        <LoadingPlaceholder skeleton={SKELETON} />
      </div>
    );
  const count = part.status === 'loaded' ? part.value : undefined;
  const text =
    count === undefined
      ? t('navMenus:messages')
      : count > 0
        ? t('common:unreadMessages', { count })
        : t('portalPages:noUnreadMessages');
  return (
    <div className={styles.part}>
      <p>
        <Link className={styles.link} to={privatePagePath(locale, 'messages')}>
          {text}
        </Link>
      </p>
    </div>
  );
}
