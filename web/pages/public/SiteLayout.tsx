/**
 * The layout of the banking-as-a-service site (§2.4: `/banking-as-a-service/`, `/cash-solutions/`,
 * `/about-us/`, `/careers/`, `/press/` at the root of the shared site, outside every locale prefix).
 * The site is English (core/header `siteHeader`), so it is the locale layout with `en` fixed; the
 * shell picks the site's own header from the path.
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { Locale } from '../../../core/locale';
import { LocaleProvider, usePortal } from '../../app/PortalContext';
import { ShellFrame } from '../../app-shell/ShellFrame';

const SITE_LOCALE: Locale = 'en';

export function SiteLayout() {
  const portal = usePortal();
  portal.setCurrentLocale(SITE_LOCALE);
  useEffect(() => {
    document.documentElement.lang = SITE_LOCALE;
  }, []);
  return (
    <LocaleProvider locale={SITE_LOCALE}>
      <ShellFrame locale={SITE_LOCALE}>
        <Outlet />
      </ShellFrame>
    </LocaleProvider>
  );
}
