/**
 * §4 session timeout warning, the HMRC timeout-dialog model (design §6, accessibility.md 8–9):
 *
 * - the portal's modal dialog (web/components/modal-dialog), open while the countdown runs, named
 *   by its title and described by its message; focus lands on "Extend session" and returns to
 *   where it was when the dialog closes; the backdrop does not close it;
 * - the visible timer is aria-hidden and changes every second; a separate live region speaks
 *   rarely, on core/session's `nextAnnouncement` rule (each minute, then 60, 40 and 20 s);
 * - Escape means "stay logged in" (it extends, as in HMRC's dialog) rather than dismissing a
 *   warning the customer may not have read;
 * - after an extension the §8 confirmation shows for 5 s (the engine's `extended` state) in a status
 *   message outside the dialog; a failed extension says so and the countdown hides (§8);
 * - every tab closes its dialog when one extends, and the page logs out at the end: both are the
 *   engine's (core/session), this component only renders its snapshot;
 * - a session that can no longer be extended (§4 stop-refreshing rule, a capped token) is not asked
 *   "do you want to stay logged in?": the dialog says the session is ending and cannot be
 *   extended, and offers what the customer can do: keep working until then, or log out now; a
 *   session at its maximum length (§4) says so, and logging out is all that is left.
 */
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { PORTAL_CONSTANTS } from '../../../core/config';
import { formatDuration } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import { type CountdownAnnouncement, nextAnnouncement } from '../../../core/session';
import { useTranslator } from '../../app/PortalContext';
import { useSession, useSignedInCore } from '../../app/signed-in-hooks';
import buttons from '../../styles/buttons.module.css';
import toast from '../../styles/toast.module.css';
import hidden from '../../styles/visually-hidden.module.css';
import { ModalDialog } from '../modal-dialog/ModalDialog';
import styles from './SessionDialog.module.css';

const DIALOG_WIDTH = {
  '--session-dialog-width': `${PORTAL_CONSTANTS.layout.modalWidthPx.small}px`,
} as CSSProperties;

export function SessionDialog({ locale }: { readonly locale: Locale }) {
  const { runtime } = useSignedInCore();
  const { t } = useTranslator();
  const session = useSession();
  const extendButton = useRef<HTMLButtonElement>(null);
  const logoutButton = useRef<HTMLButtonElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const announcementKey = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState<CountdownAnnouncement | null>(null);
  const [failed, setFailed] = useState(false);
  /** A session that cannot be extended: the customer closed its notice to use the time left. */
  const [noticeClosed, setNoticeClosed] = useState(false);
  const counting = session.status === 'countdown';
  const secondsLeft = counting ? session.secondsLeft : 0;
  const extendable = counting && session.extendable;
  const shown = counting && !(noticeClosed && !extendable);
  // What the dialog asks or says: stay logged in, the maximum length reached, or another end.
  const heading = extendable ? '' : counting && session.endsBy === 'maximum' ? 'maximum' : 'ending';

  useEffect(() => {
    if (!counting) {
      setNoticeClosed(false);
      return;
    }
    announcementKey.current = null;
    setFailed(false);
  }, [counting]);

  useEffect(() => {
    if (!counting) return;
    const step = nextAnnouncement(announcementKey.current, secondsLeft);
    announcementKey.current = step.key;
    if (step.announce) setAnnouncement(step.announce);
  }, [counting, secondsLeft]);

  const extend = () => {
    void runtime.session.extend().then((result) => setFailed(!result.ok));
  };

  const spoken = announcement
    ? announcement.unit === 'minutes'
      ? t('session:announceMinutes', { count: announcement.value })
      : t('session:announceSeconds', { count: announcement.value })
    : '';
  const extending = counting && session.extending;

  return (
    <>
      <ModalDialog
        open={shown}
        className={styles.dialog}
        style={DIALOG_WIDTH}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // "Extend session" when it can work; otherwise "Continue working" (the time left is theirs), or
        // at the maximum length, where nothing else is left, "Log out now".
        initialFocus={[extendButton, continueButton, logoutButton]}
        onEscape={() => {
          // Escape means "stay": extend when possible, else keep working until the end.
          if (extendable) extend();
          else if (counting) setNoticeClosed(true);
        }}
        closesOnBackdrop={false}
      >
        {() =>
          counting ? (
            <>
              <h2 id={titleId} className={styles.title}>
                {heading ? t(`session:${heading}Title`) : t('session:title')}
              </h2>
              <p id={descriptionId} className={styles.text}>
                {heading ? t(`session:${heading}Description`) : t('session:description')}
              </p>
              <p className={styles.timer} aria-hidden="true" data-testid="session-timer">
                {t('session:countdown', { time: formatDuration(secondsLeft, locale) })}
              </p>
              <p className={hidden.visuallyHidden} role="status" data-testid="session-announcement">
                {spoken}
              </p>
              <div className={styles.actions}>
                {extendable ? (
                  <button
                    ref={extendButton}
                    type="button"
                    className={buttons.primary}
                    onClick={extend}
                    aria-busy={extending || undefined}
                  >
                    {t('session:extend')}
                  </button>
                ) : heading === 'maximum' ? null : (
                  <button
                    ref={continueButton}
                    type="button"
                    className={buttons.primary}
                    onClick={() => setNoticeClosed(true)}
                  >
                    {t('session:keepWorking')}
                  </button>
                )}
                <button
                  ref={logoutButton}
                  type="button"
                  className={buttons.secondary}
                  onClick={() => void runtime.logout.logout({ reason: 'user' }).catch(() => {})}
                >
                  {t('session:logoutNow')}
                </button>
              </div>
            </>
          ) : null
        }
      </ModalDialog>
      <div
        role="status"
        className={`${toast.toast} ${session.status === 'extended' ? toast.success : failed ? toast.failure : ''}`}
      >
        {session.status === 'extended'
          ? t('session:extended', { count: session.minutes })
          : failed && !counting && session.status !== 'expired'
            ? t('session:extendFailed')
            : ''}
      </div>
    </>
  );
}
