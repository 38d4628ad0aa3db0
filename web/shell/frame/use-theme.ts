/** The page's design version (web/app/theme.ts), set on <html> for the stylesheets. */
import { useEffect } from 'react';
import type { Theme, ThemeDecision } from '../../../core/config';
import type { Locale } from '../../../core/locale';
import { useThemeDecision } from '../../app/theme';

/** @example const theme = useTheme('de-DE', preferences.theme); theme.theme // 'v2' */
export function useTheme(locale: Locale, userChoice: Theme | undefined): ThemeDecision {
  const theme = useThemeDecision(locale, userChoice);
  useEffect(() => {
    document.documentElement.dataset.theme = theme.theme;
  }, [theme.theme]);
  return theme;
}
