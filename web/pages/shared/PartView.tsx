/**
 * One part of the customer data in its §8 state: loading, the technical error with a reload button
 * (failed), "no data found" (not asked for, or empty), or the content.
 */
import type { ReactNode } from 'react';
import type { Part } from '../../../core/api';
import { usePortal } from '../../app/PortalContext';
import { EmptyState } from '../../components/states/EmptyState';
import { LoadingState } from '../../components/states/LoadingState';
import { TechnicalError } from '../../components/states/TechnicalError';

export interface PartViewProps<T> {
  readonly part: Part<T> | undefined;
  readonly children: (value: T) => ReactNode;
  /** An empty answer shows "no data found". */
  readonly isEmpty?: ((value: T) => boolean) | undefined;
}

export function PartView<T>({ part, children, isEmpty }: PartViewProps<T>) {
  const portal = usePortal();
  if (!part) return <LoadingState />;
  if (part.status === 'failed') return <TechnicalError onReload={() => void portal.customerData.reload()} />;
  if (part.status === 'skipped' || isEmpty?.(part.value)) return <EmptyState />;
  return <>{children(part.value)}</>;
}
