/**
 * The layout of every locale-prefixed page: the page's locale for texts and API cache keys, `lang`
 * on <html> (§2.1: the logout goes to the login page of the document language), and the shell.
 */
import { type ReactNode, useEffect } from 'react';
import type { Locale } from '../../core/locale';
import { LocaleProvider, usePortal } from '../app/PortalContext';
import { ShellFrame } from '../app-shell/ShellFrame';

export function LocaleLayout({
  locale,
  children,
}: {
  readonly locale: Locale;
  readonly children: ReactNode;
}) {
  const portal = usePortal();
  // Before the pages render: their API calls are keyed by this locale.
  portal.setCurrentLocale(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <ShellFrame locale={locale}>{children}</ShellFrame>
    </LocaleProvider>
  );
}
