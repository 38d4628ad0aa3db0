/**
 * §8 "a technical error with a reload button". The reload asks the data again (failed calls are not
 * cached, core/api), so the customer does not lose the page; without a handler it reloads the page.
 * The message is a status (role=alert would interrupt a screen reader for something that is not urgent).
 */
import { useId } from 'react';
import { useTranslator } from '../../app/PortalContext';
import styles from './States.module.css';

export interface TechnicalErrorProps {
  readonly onReload?: (() => void) | undefined;
  /** False when the page's own h1 already says "Something went wrong". */
  readonly titled?: boolean | undefined;
}

export function TechnicalError({ onReload, titled = true }: TechnicalErrorProps) {
  const { t } = useTranslator();
  const titleId = useId();
  return (
    <section
      className={`${styles.state} ${styles.error}`}
      aria-labelledby={titled ? titleId : undefined}
      aria-label={titled ? undefined : t('common:technicalErrorTitle')}
      role="status"
    >
      {titled ? (
        <h2 id={titleId} className={styles.title}>
          {t('common:technicalErrorTitle')}
        </h2>
      ) : null}
      <p className={styles.text}>{t('common:technicalError')}</p>
      <button type="button" className={styles.button} onClick={onReload ?? (() => window.location.reload())}>
        {t('common:reload')}
      </button>
    </section>
  );
}
