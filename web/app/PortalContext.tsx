/**
 * React access to the portal of this tab (web/app/portal.ts) and the page's locale. Components
 * never create core objects; they read them here.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { createTranslator, type Translator } from '../../core/i18n';
import type { Locale } from '../../core/locale';
import type { Portal } from './portal';

const PortalContext = createContext<Portal | null>(null);
const LocaleContext = createContext<Locale | null>(null);

export function PortalProvider({
  portal,
  children,
}: {
  readonly portal: Portal;
  readonly children: ReactNode;
}) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
}

export function LocaleProvider({
  locale,
  children,
}: {
  readonly locale: Locale;
  readonly children: ReactNode;
}) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The portal of this tab; throws outside the provider (a wiring mistake, not a runtime state). */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() outside <PortalProvider>');
  return portal;
}

/** The locale of the page (from its path prefix). */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale() outside <LocaleProvider>');
  return locale;
}

/** The translator of the page's locale. */
export function useTranslator(): Translator {
  return createTranslator(useLocale());
}
