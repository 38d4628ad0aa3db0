/**
 * §2.6 the consent second layer: a native modal `<dialog>` (APG modal dialog, accessibility.md 7
 * and 13), named by its title and described by its intro. Focus starts on the title, so a screen
 * reader reads from the top; Tab and Shift+Tab stay inside; Escape, the close button and the
 * backdrop close it without a decision; focus then returns to what opened it (the footer link).
 *
 * The boxes start at the visitor's decision, or at §9's defaults (analytics and marketing off)
 * while there is none. "Reject all" and "Accept all" decide at once; "Save selection" decides what
 * the boxes say. A decision is stored and pushed to the tag manager by core/consent.
 */
import { type CSSProperties, useId, useLayoutEffect, useRef, useState } from 'react';
import { PORTAL_CONSTANTS } from '../../../core/config';
import {
  ALL_CONSENT_GRANTED,
  type ConsentChoices,
  ONLY_NECESSARY_CONSENT,
  type OptionalConsentCategory,
} from '../../../core/consent';
import { useConsent } from '../../app/hooks';
import { usePortal, useTranslator } from '../../app/PortalContext';
import { containTab } from '../../shell/shared/focus';
import shared from '../../shell/shared/shared.module.css';
import styles from './Consent.module.css';

const DIALOG_WIDTH = {
  '--consent-dialog-width': `${PORTAL_CONSTANTS.layout.modalWidthPx.medium}px`,
} as CSSProperties;

export interface ConsentDialogProps {
  /** The dialog has closed; `decided` when the visitor made a decision. */
  readonly onClosed: (decided: boolean) => void;
}

export function ConsentDialog({ onClosed }: ConsentDialogProps) {
  const portal = usePortal();
  const { t } = useTranslator();
  const consent = useConsent();
  const [choices, setChoices] = useState<ConsentChoices>(consent.choices);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<Element | null>(null);
  const decided = useRef(false);
  const titleId = useId();
  const introId = useId();
  const ids = { analytics: useId(), marketing: useId() };

  // No close() on unmount: removing an open dialog takes it out of the top layer anyway, and a
  // close() there would, under StrictMode's mount-unmount-mount, queue a `close` event that ends
  // the dialog it just reopened. For the same reason the focus to return to is kept from the
  // first run only.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    returnTo.current ??= document.activeElement;
    if (!dialog.open) dialog.showModal();
    titleRef.current?.focus();
  }, []);

  const finished = useRef(false);
  // Done at once, not on the `close` event (which the browser fires a task later): a trigger
  // pressed again right away must find the layer closed.
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    const target = returnTo.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    onClosed(decided.current);
  };

  const close = () => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    finish();
  };

  const decide = (next: ConsentChoices) => {
    portal.consent.decide(next);
    decided.current = true;
    close();
  };

  const category = (name: OptionalConsentCategory) => (
    <div className={styles.category}>
      <input
        id={ids[name]}
        className={styles.checkbox}
        type="checkbox"
        checked={choices[name]}
        aria-describedby={`${ids[name]}-text`}
        onChange={(event) => setChoices({ ...choices, [name]: event.target.checked })}
      />
      <label className={styles.label} htmlFor={ids[name]}>
        {t(`consent:${name}`)}
      </label>
      <p id={`${ids[name]}-text`} className={styles.description}>
        {t(`consent:${name}Text`)}
      </p>
    </div>
  );

  return (
    // The dialog handles its own keys (Tab stays inside, Escape closes); its click handler only
    // catches clicks on the backdrop.
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className={styles.dialog}
      style={DIALOG_WIDTH}
      data-testid="consent-dialog"
      onClose={finish}
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
        if (event.target === dialogRef.current) close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('consent:title')}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className={shared.visuallyHidden}>{t('consent:close')}</span>
        </button>
      </div>
      <p id={introId} className={styles.intro}>
        {t('consent:intro')}
      </p>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>{t('consent:categories')}</legend>
        <div className={styles.category}>
          <input
            id={`${titleId}-necessary`}
            className={styles.checkbox}
            type="checkbox"
            checked
            disabled
            aria-describedby={`${titleId}-necessary-text`}
          />
          <label className={styles.label} htmlFor={`${titleId}-necessary`}>
            {t('consent:necessary')}
          </label>
          <p id={`${titleId}-necessary-text`} className={styles.description}>
            {t('consent:necessaryText')}
          </p>
        </div>
        {category('analytics')}
        {category('marketing')}
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => decide(ONLY_NECESSARY_CONSENT)}>
          {t('consent:rejectAll')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => decide(choices)}>
          {t('consent:save')}
        </button>
        <button type="button" className={styles.primary} onClick={() => decide(ALL_CONSENT_GRANTED)}>
          {t('consent:acceptAll')}
        </button>
      </div>
    </dialog>
  );
}
