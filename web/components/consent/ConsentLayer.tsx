/**
 * §2.6 the consent second layer as the shell mounts it: the dialog while it is open, and a status
 * message that confirms a decision for 5 s (the §9 confirmation time of the session extension,
 * reused so the portal's confirmations behave alike). The status region is always in the page, so
 * screen readers announce the message when it appears.
 */
import { Suspense, useEffect, useState } from 'react';
import { PORTAL_CONSTANTS } from '../../../core/config';
import { usePortal, useTranslator } from '../../app/PortalContext';
import { PARTS } from '../../pages';
import { useLoadedPart } from '../../part';
import toast from '../../styles/toast.module.css';
import type { ConsentDialogProps } from './ConsentDialog';

/** The dialog, a part that loads when a visitor opens it (web/pages.ts `consentDialog`). */
function ConsentDialog(props: ConsentDialogProps) {
  const part = useLoadedPart(PARTS.consentDialog);
  return <part.ConsentDialog {...props} />;
}

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
        <Suspense fallback={null}>
          <ConsentDialog
            onClosed={(decided) => {
              setSaved(decided);
              onClose();
            }}
          />
        </Suspense>
      ) : null}
      <p role="status" className={`${toast.toast} ${toast.success}`}>
        {saved ? t('consent:saved') : ''}
      </p>
    </>
  );
}
