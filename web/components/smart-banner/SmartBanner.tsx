/**
 * The app smart banner (§6 flags b2cEnableAdjustSmartBanner, b2cEnableAdjustBannerForAuthenticatedUser):
 * on small screens, a link to the app's store page. Shown only with a store link configured (no
 * dead link), for signed-in customers only with the second flag, and not again once closed.
 */
import { useId, useState } from 'react';
import type { Locale } from '../../../core/locale';
import { usePortal, useTranslator } from '../../app/PortalContext';
import styles from './SmartBanner.module.css';

export const SMART_BANNER_DISMISSED_KEY = 'portal:smartBannerDismissed';

function storeLink(links: { appStore: string; googlePlay: string }, userAgent: string): string {
  return /iPhone|iPad|iPod/.test(userAgent) ? links.appStore : links.googlePlay;
}

export function SmartBanner({ signedIn }: { readonly locale: Locale; readonly signedIn: boolean }) {
  const portal = usePortal();
  const { t } = useTranslator();
  const titleId = useId();
  const { flags, appLinks, header } = portal.config;
  const [dismissed, setDismissed] = useState(
    () => portal.ports.storage.get(SMART_BANNER_DISMISSED_KEY) === 'yes',
  );
  const enabled =
    flags.b2cEnableAdjustSmartBanner && (!signedIn || flags.b2cEnableAdjustBannerForAuthenticatedUser);
  if (!enabled || !appLinks || dismissed) return null;
  return (
    <aside className={styles.banner} aria-labelledby={titleId}>
      <p className={styles.text}>
        <span id={titleId} className={styles.title}>
          {t('portal:appBannerTitle', { brand: header.brandName })}
        </span>
        {t('portal:appBannerText')}
      </p>
      <a className={styles.open} href={storeLink(appLinks, navigator.userAgent)} rel="noopener noreferrer">
        {t('portal:appBannerOpen')}
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label={t('portal:appBannerClose')}
        onClick={() => {
          portal.ports.storage.set(SMART_BANNER_DISMISSED_KEY, 'yes');
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
