/**
 * A form holding what the customer entered and has not saved asks before the page is left: a link,
 * the app's own navigation, Back or Forward open "leave or stay?" in the portal's modal dialog
 * (focus on "stay", Escape stays); a reload or closing the tab gets the browser's own prompt
 * (the router's `useBlocker`). A logout is never held: the customer is signed out regardless.
 */
import { useId, useRef } from 'react';
import { useTranslator } from '../../app/PortalContext';
import { useBlocker } from '../../routing/router';
import { ModalDialog } from '../modal-dialog/ModalDialog';
import styles from './UnsavedInputGuard.module.css';

/** @example <UnsavedInputGuard when={name !== stored} /> */
export function UnsavedInputGuard({ when }: { readonly when: boolean }) {
  const { t } = useTranslator();
  const blocker = useBlocker(when);
  const titleId = useId();
  const descriptionId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={blocker.state === 'blocked'}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      initialFocus={[stay]}
      onEscape={blocker.reset}
      closesOnBackdrop={false}
    >
      {() =>
        blocker.state === 'blocked' ? (
          <>
            <h2 id={titleId} className={styles.title}>
              {t('common:leaveTitle')}
            </h2>
            <p id={descriptionId} className={styles.text}>
              {t('common:leaveDescription')}
            </p>
            <div className={styles.actions}>
              <button ref={stay} type="button" className={styles.primary} onClick={blocker.reset}>
                {t('common:stayOnPage')}
              </button>
              <button type="button" className={styles.secondary} onClick={blocker.proceed}>
                {t('common:leavePage')}
              </button>
            </div>
          </>
        ) : null
      }
    </ModalDialog>
  );
}
