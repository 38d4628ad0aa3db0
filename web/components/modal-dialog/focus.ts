/**
 * Focus helpers for menus and dialogs: what can receive focus inside a container, and keeping Tab
 * inside a modal dialog (APG modal dialog: Tab on the last element goes to the first, Shift+Tab on
 * the first to the last), so focus never reaches the browser's address bar behind a modal.
 */
import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable elements inside `container`, in document order; hidden subtrees are skipped. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    const blocker = element.closest('[hidden], [inert]');
    return blocker === null || !container.contains(blocker);
  });
}

/** Call from a modal's keydown handler; returns true when it moved focus. */
export function containTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
