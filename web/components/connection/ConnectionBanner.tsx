/**
 * The outage banner: when the back end cannot be reached (or the device is offline) it says so,
 * says that the portal keeps trying, and offers to try at once; when the connection is back it says
 * that for a few seconds and goes. The retrying and the mending of the page are core/connection's
 * (portal.connection); this only shows its state.
 *
 * The message is a polite live region that is always there, so a screen reader hears it appear
 * and clear. The banner sticks to the top of the window below the header's row, so it stays in
 * view on a long page.
 */
import { useEffect, useState } from 'react';
import { useConnection } from '../../app/hooks';
import { usePortal, useTranslator } from '../../app/PortalContext';
import styles from './ConnectionBanner.module.css';

/** How long "the connection is back" stays. */
export const RESTORED_NOTICE_MS = 5_000;

export function ConnectionBanner() {
  const portal = usePortal();
  const { t } = useTranslator();
  const connection = useConnection();
  const lost = connection.status !== 'online';
  const checking = connection.status !== 'online' && connection.checking;
  const [wasLost, setWasLost] = useState(false);
  const [restored, setRestored] = useState(false);
  // Decided while rendering (not in an effect), so no frame shows "online" without its notice.
  if (lost !== wasLost) {
    setWasLost(lost);
    setRestored(!lost);
  }

  useEffect(() => {
    if (!restored) return;
    const { scheduler } = portal.ports;
    const timer = scheduler.setTimeout(() => setRestored(false), RESTORED_NOTICE_MS);
    return () => scheduler.clearTimeout(timer);
  }, [restored, portal]);

  const offline = connection.status === 'offline';
  return (
    <div
      className={lost ? styles.lost : restored ? styles.restored : styles.idle}
      data-connection={connection.status}
    >
      <div className={styles.inner}>
        <p role="status" className={styles.message}>
          {lost ? (
            <>
              <strong className={styles.title}>
                {offline ? t('common:offlineTitle') : t('common:connectionLostTitle')}
              </strong>{' '}
              {offline ? t('common:offline') : t('common:connectionLost')}
            </>
          ) : restored ? (
            t('common:connectionRestored')
          ) : null}
        </p>
        {lost ? (
          <button
            type="button"
            className={styles.retry}
            // Focusable and announced while a check runs; pressing it then does nothing more.
            aria-disabled={checking || undefined}
            onClick={() => {
              if (!checking) portal.connection.retry();
            }}
          >
            {checking ? t('common:checkingConnection') : t('common:retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
