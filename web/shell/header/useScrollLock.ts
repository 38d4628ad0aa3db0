/**
 * Locks page scrolling while the mobile menu is open (accessibility.md 5): the body is pinned with
 * `position: fixed` at the current offset (works on iOS Safari, where `overflow: hidden` does not),
 * and on unlock the styles are restored and the page is put back at the same `scrollY`.
 */
import { useLayoutEffect } from 'react';

const LOCKED_PROPERTIES = ['position', 'top', 'left', 'right', 'width', 'overflow'] as const;

export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const scrollY = window.scrollY;
    const style = document.body.style;
    const saved = LOCKED_PROPERTIES.map((property) => [property, style[property]] as const);
    style.position = 'fixed';
    style.top = `-${scrollY}px`;
    style.left = '0';
    style.right = '0';
    style.width = '100%';
    style.overflow = 'hidden';
    return () => {
      for (const [property, value] of saved) style[property] = value;
      window.scrollTo(0, scrollY);
    };
  }, [locked]);
}
