/**
 * The country picker on small screens: the portal's modal dialog (web/components/modal-dialog),
 * named by its heading (accessibility.md 7). Focus starts on the current country; Escape, the close
 * button, the backdrop and a choice close it, and focus returns to the picker's trigger.
 */
import { type CSSProperties, useId, useRef } from 'react';
import { PORTAL_CONSTANTS } from '../../../core/config';
import type { CountryPickerModel, CountryPickerOption } from '../../../core/markets';
import shared from '../../styles/visually-hidden.module.css';
import { ModalDialog } from '../modal-dialog/ModalDialog';
import { CountryOptions } from './CountryOptions';
import styles from './CountryPicker.module.css';

/** §9 the small modal width. */
const DIALOG_WIDTH = {
  '--shell-modal-small': `${PORTAL_CONSTANTS.layout.modalWidthPx.small}px`,
} as CSSProperties;

export interface CountryDialogProps {
  readonly id: string;
  readonly model: CountryPickerModel;
  readonly onChoose: (option: CountryPickerOption) => void;
  /** The dialog has closed (Escape, close button, backdrop or a choice). */
  readonly onClosed: () => void;
}

export function CountryDialog({ id, model, onChoose, onClosed }: CountryDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const currentRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();

  return (
    <ModalDialog
      id={id}
      aria-labelledby={titleId}
      className={styles.dialog}
      style={DIALOG_WIDTH}
      initialFocus={[currentRef, closeRef]}
      onClosed={onClosed}
    >
      {(close) => (
        <>
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
        </>
      )}
    </ModalDialog>
  );
}
