/**
 * §8 "a technical error with a reload button", said of what failed: inside a section (or a page)
 * it names it ("The “Transaction account” section could not be loaded."), says the rest of the
 * page still works and offers "Try again", which asks again for what failed (failed calls are not
 * cached, core/api), so the customer does not lose the page. A page that failed as a whole
 * (`titled={false}` under its own h1) offers to reload the page. While the back end cannot be
 * reached, a section says it will load once the connection is back (the outage banner says the rest). The message is a status (role=alert
 * would interrupt a screen reader for something that is not urgent).
 */
import { useId } from 'react';
import { useConnection } from '../../app/hooks';
import { useTranslator } from '../../app/PortalContext';
import buttons from '../../styles/buttons.module.css';
import { usePartName } from './part-name';
import styles from './States.module.css';

export interface TechnicalErrorProps {
  /** Asks again for what failed; without it the page is reloaded. */
  readonly onReload?: (() => void) | undefined;
  /** False when the page's own h1 already says "Something went wrong": the page failed as a whole. */
  readonly titled?: boolean | undefined;
}

export function TechnicalError({ onReload, titled = true }: TechnicalErrorProps) {
  const { t } = useTranslator();
  const titleId = useId();
  const part = usePartName();
  const named = titled && part !== undefined;
  // During an outage the banner says what is wrong and retries; the section only waits for it.
  const offline = useConnection().status !== 'online';
  const title = named ? t('common:sectionFailed', { section: part }) : t('common:technicalErrorTitle');
  return (
    <section
      className={`${styles.state} ${styles.error}`}
      aria-labelledby={titled ? titleId : undefined}
      aria-label={titled ? undefined : t('common:technicalErrorTitle')}
      role="status"
    >
      {titled ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <p className={styles.text}>
        {!named
          ? t('common:technicalError')
          : offline
            ? t('common:sectionFailedOffline')
            : t('common:sectionFailedHint')}
      </p>
      <button
        type="button"
        className={buttons.secondary}
        onClick={onReload ?? (() => window.location.reload())}
      >
        {named ? t('common:retry') : t('common:reload')}
      </button>
    </section>
  );
}
