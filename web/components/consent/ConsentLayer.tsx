/**
 * §2.6 the consent second layer as the shell mounts it: the dialog while it is open, and a status
 * message that confirms a decision for 5 s (the §9 confirmation time of the session extension,
 * reused so the portal's confirmations behave alike). The status region is always in the page, so
 * screen readers announce the message when it appears.
 */
import { useEffect, useState } from 'react';
import { PORTAL_CONSTANTS } from '../../../core/config';
import { usePortal, useTranslator } from '../../app/PortalContext';
import styles from './Consent.module.css';
import { ConsentDialog } from './ConsentDialog';

export interface ConsentLayerProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function ConsentLayer({ open, onClose }: ConsentLayerProps) {
  const portal = usePortal();
  const { t } = useTranslator();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const { scheduler } = portal.ports;
    const timer = scheduler.setTimeout(
      () => setSaved(false),
      PORTAL_CONSTANTS.session.extensionConfirmationMs,
    );
    return () => scheduler.clearTimeout(timer);
  }, [portal, saved]);

  return (
    <>
      {open ? (
        <ConsentDialog
          onClosed={(decided) => {
            setSaved(decided);
            onClose();
          }}
        />
      ) : null}
      <p role="status" className={styles.toast}>
        {saved ? t('consent:saved') : ''}
      </p>
    </>
  );
}
