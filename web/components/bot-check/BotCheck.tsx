/**
 * §2.1 bot check, drawn from core's captcha store (§4 Captcha states): with the visible puzzle
 * (§9 captchaVisiblePuzzle, default on) a checkbox "I am not a robot" that starts the proof of work
 * and shows it done, and in every case the state in the portal's words in a polite live region
 * (core/i18n's `captcha` texts). The store decides when to solve (while the customer types or on
 * submit, §9) and resets the puzzle after a failed login; the silent puzzle shows only a failure.
 *
 * Plain HTML and CSS, prerendered with the login form, so nothing is loaded to draw it and nothing
 * moves when the page's script starts; the solver comes later (web/app/captcha.ts). The checkbox
 * waits for hydration and for the page to start the store ("loading the security check").
 */
import { useId } from 'react';
import type { CaptchaPort } from '../../../core/captcha';
import { useCaptcha } from '../../app/hooks';
import { useTranslator } from '../../app/PortalContext';
import { useHydrated } from '../page/use-hydrated';
import styles from './BotCheck.module.css';

export interface BotCheckProps {
  readonly captcha: CaptchaPort;
}

export function BotCheck({ captcha }: BotCheckProps) {
  const { t } = useTranslator();
  const snapshot = useCaptcha(captcha);
  const hydrated = useHydrated();
  const checkboxId = useId();
  const statusId = useId();
  const { state, settings } = snapshot;
  const failed = state === 'error' || state === 'expired';
  // Ready, or failed and to be tried again: the customer may start it.
  const startable = hydrated && (state === 'ready' || failed);
  return (
    <div className={styles.botCheck} hidden={!settings.visible && !failed}>
      {settings.visible ? (
        <div className={styles.widget} data-state={state} data-version={settings.version}>
          <input
            id={checkboxId}
            className={styles.checkbox}
            type="checkbox"
            checked={state === 'solved'}
            disabled={!startable && state !== 'solving'}
            aria-disabled={state === 'solving' || undefined}
            aria-describedby={statusId}
            onChange={() => {
              if (startable) void captcha.solve().catch(() => {});
            }}
          />
          <label htmlFor={checkboxId} className={styles.label}>
            {t('captcha:label')}
          </label>
          {state === 'solving' ? <span className={styles.spinner} aria-hidden="true" /> : null}
        </div>
      ) : null}
      <p id={statusId} className={failed ? `${styles.status} ${styles.error}` : styles.status} role="status">
        {t(`captcha:status_${state}`)}
      </p>
    </div>
  );
}
