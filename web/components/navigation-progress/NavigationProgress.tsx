/**
 * While the next page resolves (the current one stays shown) for longer than a short moment, a
 * slim bar at the top of the window and a polite status message say that something is coming; a
 * fast navigation shows neither, so nothing flashes. The frame marks its `main` busy meanwhile.
 */
import { useEffect, useState } from 'react';
import { useTranslator } from '../../app/PortalContext';
import { useNavigating } from '../../routing/router';
import hidden from '../../styles/visually-hidden.module.css';
import styles from './NavigationProgress.module.css';

/** How long a navigation runs before it shows: a quicker one does not flash the bar. */
export const PENDING_AFTER_MS = 180;

/** @example const pending = usePendingNavigation(); <main aria-busy={pending || undefined}> */
export function usePendingNavigation(): boolean {
  const navigating = useNavigating();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!navigating) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PENDING_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigating]);
  return navigating && shown;
}

/** @example <NavigationProgress pending={pending} /> */
export function NavigationProgress({ pending }: { readonly pending: boolean }) {
  const { t } = useTranslator();
  return (
    <>
      {pending ? <div className={styles.bar} aria-hidden="true" data-testid="navigation-progress" /> : null}
      <p className={hidden.visuallyHidden} role="status">
        {pending ? t('common:pageLoading') : ''}
      </p>
    </>
  );
}
