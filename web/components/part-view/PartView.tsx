/**
 * One part of the customer data in its §8 state: loading, the technical error with a reload button
 * (failed), "no data found" (not asked for, or empty), or the content.
 *
 * With a `skeleton` (the loaded content's markup with placeholder values, Placeholder.tsx), loading
 * shows the skeleton, and the error and empty states keep at least its height: design §8 asks for
 * no layout shift, so a part with content below it does not move that content when it settles.
 */
import type { ReactNode } from 'react';
import type { Part } from '../../../core/api';
import { usePortal } from '../../app/PortalContext';
import { LoadingPlaceholder, ReservedSpace } from '../placeholder/Placeholder';
import styles from '../section/Sections.module.css';
import { EmptyState } from '../states/EmptyState';
import { LoadingState } from '../states/LoadingState';
import { TechnicalError } from '../states/TechnicalError';

export interface PartViewProps<T> {
  readonly part: Part<T> | undefined;
  readonly children: (value: T) => ReactNode;
  /** An empty answer shows "no data found". */
  readonly isEmpty?: ((value: T) => boolean) | undefined;
  /** The loaded content's shape with placeholder values, which keeps its place (design §8: CLS 0). */
  readonly skeleton?: ReactNode;
}

type Shown = 'loading' | 'failed' | 'empty' | 'content';

function shownOf<T>(part: Part<T> | undefined, isEmpty: ((value: T) => boolean) | undefined): Shown {
  if (!part) return 'loading';
  if (part.status === 'failed') return 'failed';
  if (part.status === 'skipped' || isEmpty?.(part.value)) return 'empty';
  return 'content';
}

export function PartView<T>({ part, children, isEmpty, skeleton }: PartViewProps<T>) {
  const portal = usePortal();
  const shown = shownOf(part, isEmpty);
  const state =
    shown === 'failed' ? (
      // A part failed to load, so the signed-in world that loads it is there.
      <TechnicalError onReload={() => void portal.core.current()?.customerData.reload()} />
    ) : shown === 'empty' ? (
      <EmptyState />
    ) : null;
  const content = part?.status === 'loaded' && shown === 'content' ? children(part.value) : null;
  if (!skeleton) return <>{shown === 'loading' ? <LoadingState /> : (state ?? content)}</>;
  // One box for every state that keeps its children's margins inside (`display: flow-root`), so a
  // skeleton and the content it stands for take the same height wherever the part is placed.
  return (
    <div className={styles.part}>
      {shown === 'loading' ? (
        <LoadingPlaceholder skeleton={skeleton} />
      ) : state ? (
        <ReservedSpace skeleton={skeleton}>{state}</ReservedSpace>
      ) : (
        content
      )}
    </div>
  );
}
