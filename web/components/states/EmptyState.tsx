/**
 * §8 "no data found": the honest state of a page or section whose data loaded and is empty, or
 * which the back end does not provide.
 */
import { useTranslator } from '../../app/PortalContext';
import styles from './States.module.css';

export function EmptyState({ text }: { readonly text?: string | undefined }) {
  const { t } = useTranslator();
  return (
    <div className={styles.state}>
      <p className={styles.text}>{text ?? t('common:noData')}</p>
    </div>
  );
}
