/**
 * Placeholders that keep a part's place while its data loads (design §8: CLS 0). A page part that
 * has content below it draws, while loading, a skeleton with the same markup and classes as its
 * loaded content, with grey bars where the values will be; so the answer replaces it without moving
 * anything, whichever answer comes first. When the part fails or is empty, `ReservedSpace` keeps
 * the skeleton's height under the §8 state, so a short state does not pull the rest up either.
 */
import type { ReactNode } from 'react';
import { useTranslator } from '../../app/PortalContext';
import hidden from '../../styles/visually-hidden.module.css';
import styles from '../section/Sections.module.css';

/**
 * A grey bar one line of text high, in place of a value still loading: an inline-block holding a
 * no-break space, so it sits on the line exactly as text of the surrounding font would.
 * @example <span className={styles.amount}><SkeletonText width="long" /></span>
 */
export function SkeletonText({ width = 'medium' }: { readonly width?: 'short' | 'medium' | 'long' }) {
  return <span className={`${styles.skeleton} ${styles[width]}`}>{'\u00a0'}</span>;
}

/**
 * The loading state of a part with a skeleton: the skeleton is hidden from assistive technology,
 * and a visually hidden status says "Loading…" as the plain loading state does.
 * @example <LoadingPlaceholder skeleton={<AccountSkeleton />} />
 */
export function LoadingPlaceholder({ skeleton }: { readonly skeleton: ReactNode }) {
  return <FilledInPlace loading>{skeleton}</FilledInPlace>;
}

/**
 * A part whose loaded content is drawn in its skeleton's own elements: `children` shows bars where
 * the values go while `loading`, and the values once loaded, with the same components, so React
 * keeps every element and only the values change (decision 162). Nothing is re-created: nothing
 * moves, and the browser sees no new element to paint, so a label painted with the skeleton
 * stays the largest-contentful-paint candidate it was at the first paint instead of a new one
 * appearing with the answer. While loading it is `LoadingPlaceholder`.
 * @example <FilledInPlace loading={!part}><Balances account={part?.value} /></FilledInPlace>
 */
export function FilledInPlace({
  loading,
  children,
}: {
  readonly loading: boolean;
  readonly children: ReactNode;
}) {
  const { t } = useTranslator();
  return (
    <div className={styles.placeholder}>
      {loading ? (
        <p className={hidden.visuallyHidden} role="status">
          {t('common:loading')}
        </p>
      ) : null}
      <div aria-hidden={loading ? true : undefined}>{children}</div>
    </div>
  );
}

/**
 * Shows `children` (an error or empty state) in a space at least as high as `skeleton`: both sit in
 * the same grid cell and the skeleton is invisible, so the part keeps the height it had while loading.
 * @example <ReservedSpace skeleton={<AccountSkeleton />}><TechnicalError /></ReservedSpace>
 */
export function ReservedSpace({
  skeleton,
  children,
}: {
  readonly skeleton: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className={styles.reserved}>
      <div className={styles.reservedSkeleton} aria-hidden="true" inert>
        {skeleton}
      </div>
      <div>{children}</div>
    </div>
  );
}
