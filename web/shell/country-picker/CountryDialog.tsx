/**
 * The country picker on small screens: a native modal `<dialog>` opened with `showModal()`, named
 * by its heading (accessibility.md 7). Focus starts on the current country, Tab and Shift+Tab stay
 * inside, Escape and the close button close it, and the picker then returns focus to its trigger.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import type { CountryPickerModel, CountryPickerOption } from '../../../core/markets';
import { containTab } from '../shared/focus';
import { DIALOG_LAYOUT_VARIABLES } from '../shared/layout';
import shared from '../shared/shared.module.css';
import { CountryOptions } from './CountryOptions';
import styles from './CountryPicker.module.css';

export interface CountryDialogProps {
  readonly id: string;
  readonly model: CountryPickerModel;
  readonly onChoose: (option: CountryPickerOption) => void;
  /** The dialog has closed (Escape, close button, backdrop or a choice). */
  readonly onClosed: () => void;
}

export function CountryDialog({ id, model, onChoose, onClosed }: CountryDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const currentRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (currentRef.current ?? closeRef.current)?.focus();
    // No close() on unmount: removing the element takes it out of the top layer without a `close`
    // event, whereas a close() here would queue one. React's StrictMode unmounts and mounts every
    // effect once in development, and that late event closed the picker the moment it opened.
  }, []);

  const close = () => {
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function' && dialog.open) dialog.close();
    else onClosed();
  };

  return (
    // The dialog handles its own keys (Tab stays inside, Escape closes); its click handler only
    // catches clicks on the backdrop.
    <dialog
      ref={dialogRef}
      id={id}
      aria-modal="true"
      aria-labelledby={titleId}
      className={styles.dialog}
      style={DIALOG_LAYOUT_VARIABLES}
      onClose={onClosed}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close();
          return;
        }
        if (dialogRef.current) containTab(event, dialogRef.current);
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === dialogRef.current) close();
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {model.heading}
        </h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className={shared.visuallyHidden}>{model.closeLabel}</span>
        </button>
      </div>
      <CountryOptions
        options={model.options}
        currentRef={currentRef}
        onChoose={(option) => {
          onChoose(option);
          close();
        }}
      />
    </dialog>
  );
}
