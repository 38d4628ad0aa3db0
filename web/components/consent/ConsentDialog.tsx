/**
 * §2.6 the consent second layer: the portal's modal dialog (web/components/modal-dialog), named by
 * its title and described by its intro. Focus starts on the title, so a screen reader reads from
 * the top; Escape, the close button and the backdrop close it without a decision; focus then
 * returns to what opened it (the footer link).
 *
 * The boxes start at the visitor's decision, or at §9's defaults (analytics and marketing off)
 * while there is none. "Reject all" and "Accept all" decide at once; "Save selection" decides what
 * the boxes say. A decision is stored and pushed to the tag manager by core/consent.
 */
import { type CSSProperties, useId, useRef, useState } from 'react';
import { PORTAL_CONSTANTS } from '../../../core/config';
import {
  ALL_CONSENT_GRANTED,
  type ConsentChoices,
  ONLY_NECESSARY_CONSENT,
  type OptionalConsentCategory,
} from '../../../core/consent';
import { useConsent } from '../../app/hooks';
import { usePortal, useTranslator } from '../../app/PortalContext';
import buttons from '../../styles/buttons.module.css';
import shared from '../../styles/visually-hidden.module.css';
import { ModalDialog } from '../modal-dialog/ModalDialog';
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
  const titleRef = useRef<HTMLHeadingElement>(null);
  const decided = useRef(false);
  const titleId = useId();
  const introId = useId();
  const ids = { analytics: useId(), marketing: useId() };

  const decide = (next: ConsentChoices, close: () => void) => {
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
    <ModalDialog
      aria-labelledby={titleId}
      aria-describedby={introId}
      className={styles.dialog}
      style={DIALOG_WIDTH}
      data-testid="consent-dialog"
      initialFocus={[titleRef]}
      onClosed={() => onClosed(decided.current)}
    >
      {(close) => (
        <>
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
          {/* Accept and reject look the same: neither choice is pushed on the visitor. */}
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => decide(ONLY_NECESSARY_CONSENT, close)}
            >
              {t('consent:rejectAll')}
            </button>
            <button type="button" className={buttons.secondary} onClick={() => decide(choices, close)}>
              {t('consent:save')}
            </button>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => decide(ALL_CONSENT_GRANTED, close)}
            >
              {t('consent:acceptAll')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
