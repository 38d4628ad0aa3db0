/**
 * §4 after a logout the login page says why: "You have been logged out" and that the customer did
 * it, that the session timed out after inactivity, or that it ended otherwise (core/routes
 * `logoutNoticeIn` reads it from the address). A status, so a screen reader hears it after the
 * page's heading. The texts are the session's, which the signed-in page before the logout loaded;
 * a login page opened afresh with a notice loads them. Drawn after hydration: a prerendered login
 * page's HTML has no notice.
 */
import { useEffect, useState } from 'react';
import { hasTexts } from '../../../core/i18n';
import { logoutNoticeIn, type LogoutNotice as Notice } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { useHydrated } from '../../components/page/use-hydrated';
import { useLocation } from '../../routing/router';
import { loadTexts } from '../../texts/load-texts';
import styles from './Login.module.css';

const SESSION_TEXTS = ['session'] as const;

const TEXT = {
  user: 'session:loggedOutManual',
  inactivity: 'session:loggedOutInactivity',
  ended: 'session:loggedOutEnded',
} as const satisfies Record<Notice, string>;

export function LogoutNotice() {
  const locale = useLocale();
  const { t } = useTranslator();
  const hydrated = useHydrated();
  const notice = logoutNoticeIn(useLocation().search);
  const [, setTextsArrived] = useState(0);
  const readable = hasTexts(locale, SESSION_TEXTS);

  useEffect(() => {
    if (!notice || readable) return;
    let current = true;
    loadTexts(locale, SESSION_TEXTS).then(
      () => current && setTextsArrived((count) => count + 1),
      () => {}, // without them the page says nothing more than a login page does
    );
    return () => {
      current = false;
    };
  }, [notice, readable, locale]);

  if (!notice || !hydrated || !readable) return null;
  return (
    <div role="status" className={styles.notice} data-logout={notice}>
      <strong className={styles.noticeTitle}>{t('session:loggedOutTitle')}</strong>
      <span>{t(TEXT[notice])}</span>
    </div>
  );
}
