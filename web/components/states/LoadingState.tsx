/** A polite "Loading…" while data arrives; screen readers hear it once, not a spinner's noise. */
import { useTranslator } from '../../app/PortalContext';
import styles from './States.module.css';

export function LoadingState() {
  const { t } = useTranslator();
  return (
    <p className={styles.loading} role="status">
      {t('common:loading')}
    </p>
  );
}
