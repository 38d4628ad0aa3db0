/**
 * The page's design version (§1, §9: core/config `resolveTheme` over the locale, the environment,
 * the flags and the visitor's choice), set on <html> for the stylesheets.
 */
import { useEffect } from 'react';
import { resolveTheme, type Theme, type ThemeDecision } from '../../../core/config';
import type { Locale } from '../../../core/locale';
import { usePortal } from '../../app/PortalContext';

/** @example const theme = useTheme('de-DE', preferences.theme); theme.theme // 'v2' */
export function useTheme(locale: Locale, userChoice: Theme | undefined): ThemeDecision {
  const { config } = usePortal();
  const theme = resolveTheme({
    locale,
    environment: config.environment.environment,
    flags: config.flags,
    userChoice,
  });
  useEffect(() => {
    document.documentElement.dataset.theme = theme.theme;
  }, [theme.theme]);
  return theme;
}
