/**
 * The layout of every locale-prefixed page: the page's locale for texts and API cache keys, `lang`
 * on <html> (§2.1: the logout goes to the login page of the document language), and the shell: the
 * signed-in world's frame for a page drawn for a signed-in customer, the public one otherwise.
 */
import { type ReactNode, useEffect } from 'react';
import type { Locale } from '../../core/locale';
import { LocaleProvider, usePortal } from '../app/PortalContext';
import { PARTS } from '../pages';
import { usePart } from '../part';
import { ShellFrame } from '../shell/frame/ShellFrame';

export function LocaleLayout({
  locale,
  signedIn,
  children,
}: {
  readonly locale: Locale;
  readonly signedIn: boolean;
  readonly children: ReactNode;
}) {
  const portal = usePortal();
  // Loaded by the router before it resolved a signed-in view.
  const world = usePart(PARTS.signedIn);
  // Before the pages render: their API calls are keyed by this locale.
  portal.setCurrentLocale(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const Frame = signedIn && world ? world.SignedInFrame : ShellFrame;
  return (
    <LocaleProvider locale={locale}>
      <Frame locale={locale}>{children}</Frame>
    </LocaleProvider>
  );
}
