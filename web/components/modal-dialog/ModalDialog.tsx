/**
 * The portal's one modal dialog behaviour (APG modal dialog, accessibility.md 7 and 13): a native
 * `<dialog>` opened with `showModal()`; focus starts on the given element (else the dialog); Tab and
 * Shift+Tab stay inside; Escape closes it, or does what the dialog says instead; a click on the
 * backdrop closes it unless the dialog says not to; when it closes, focus returns to what had it
 * before it opened. Each dialog keeps its own look: the class, style and ARIA names pass through.
 */
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
} from 'react';
import { containTab } from './focus';

export interface ModalDialogProps
  extends Omit<
    ComponentPropsWithoutRef<'dialog'>,
    'open' | 'onClose' | 'onCancel' | 'onKeyDown' | 'children'
  > {
  /** Shown while true; a dialog without it is shown from its first render until it closes. */
  readonly open?: boolean;
  /** Where focus starts: the first of these that is rendered, else the dialog itself. */
  readonly initialFocus?: readonly RefObject<HTMLElement | null>[];
  /** What Escape does instead of closing (the session dialog extends). */
  readonly onEscape?: () => void;
  /** False when a click on the backdrop must not close it (default true). */
  readonly closesOnBackdrop?: boolean;
  /** It has closed, once per opening, after focus went back. */
  readonly onClosed?: () => void;
  /** The content, given the function that closes the dialog. */
  readonly children: (close: () => void) => ReactNode;
}

export function ModalDialog({
  open = true,
  initialFocus = [],
  onEscape,
  closesOnBackdrop = true,
  onClosed,
  children,
  onClick,
  ...rest
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const finished = useRef(true);
  const latest = useRef({ initialFocus, onClosed });
  latest.current = { initialFocus, onClosed };

  // Done at once, not on the `close` event (which the browser fires a task later): a trigger
  // pressed again right away must find the dialog closed.
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    const target = returnTo.current;
    returnTo.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    latest.current.onClosed?.();
  };

  const close = () => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    finish();
  };

  // No close() on unmount: removing an open dialog takes it out of the top layer anyway, and a
  // close() there would, under StrictMode's mount-unmount-mount, queue a `close` event that ends
  // the dialog it just reopened. For the same reason the focus to return to is kept from the
  // first run only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens and closes on `open` only
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current ??= document.activeElement;
      finished.current = false;
      dialog.showModal();
      const first = latest.current.initialFocus.map((ref) => ref.current).find(Boolean);
      (first ?? dialog).focus();
    } else if (!open && dialog.open) close();
  }, [open]);

  const onEscapeKey = () => (onEscape ? onEscape() : close());

  return (
    // The dialog handles its own keys (Tab stays inside, Escape closes); its click handler only
    // catches clicks on the backdrop.
    <dialog
      ref={dialogRef}
      aria-modal="true"
      tabIndex={-1}
      {...rest}
      onClose={finish}
      onCancel={(event) => {
        event.preventDefault();
        onEscapeKey();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onEscapeKey();
          return;
        }
        if (dialogRef.current) containTab(event, dialogRef.current);
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (closesOnBackdrop && event.target === dialogRef.current) close();
        onClick?.(event);
      }}
    >
      {children(close)}
    </dialog>
  );
}
