/**
 * Keeps an open dropdown panel inside the viewport. A panel hangs from its menu entry and may be up
 * to 762 px wide (§9), so under an entry on the right half of a 992 px screen it would be cut off.
 * When it would end closer than `margin` to the right edge it is shifted left (never past the left
 * margin), through the `--panel-shift` custom property the stylesheet turns into a translation.
 */
import { useLayoutEffect } from 'react';

/** Pixels to move a panel left so it fits; 0 when it fits already. */
export function panelShift(
  panel: { readonly left: number; readonly right: number },
  viewportWidth: number,
  margin = 16,
): number {
  const overflow = panel.right - (viewportWidth - margin);
  if (overflow <= 0) return 0;
  return Math.max(0, Math.min(overflow, panel.left - margin));
}

/** @example usePanelInViewport(panelId, open) // in the component that renders the panel */
export function usePanelInViewport(panelId: string, open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return;
    const panel = document.getElementById(panelId);
    if (!panel) return;
    panel.style.removeProperty('--panel-shift');
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    const shift = panelShift(panel.getBoundingClientRect(), viewport);
    if (shift > 0) panel.style.setProperty('--panel-shift', `${-shift}px`);
  }, [open, panelId]);
}
