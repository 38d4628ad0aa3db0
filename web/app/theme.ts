/**
 * The page's design version (§1, §9): core/config `resolveTheme` over the locale, this portal's
 * environment and flags, and the visitor's choice.
 */
import { resolveTheme, type Theme, type ThemeDecision } from '../../core/config';
import type { Locale } from '../../core/locale';
import { usePortal } from './PortalContext';

/** @example const theme = useThemeDecision('de-DE', preferences.theme); theme.theme // 'v2' */
export function useThemeDecision(locale: Locale, userChoice: Theme | undefined): ThemeDecision {
  const { config } = usePortal();
  return resolveTheme({
    locale,
    environment: config.environment.environment,
    flags: config.flags,
    userChoice,
  });
}
