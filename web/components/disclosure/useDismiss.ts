/**
 * Closes an open popup when the pointer goes down outside it (APG disclosure: click-away closes).
 * Listens only while open, so a closed menu costs nothing.
 */
import { type RefObject, useEffect, useRef } from 'react';

export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (target && ref.current && !ref.current.contains(target)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [active, ref]);
}
