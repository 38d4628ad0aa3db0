/**
 * The words `session --watch` shows: the portal's own session texts in the session's locale
 * (core/i18n: "Sie werden in 1:59 abgemeldet.", "Sitzung verlängern"), with the countdown as the
 * locale writes a clock (core/i18n `formatDuration`).
 */
import { createTranslator, formatDuration } from '../../core/i18n';
import type { Locale } from '../../core/locale';

export interface WatchTexts {
  countdown(secondsLeft: number): string;
  readonly extend: string;
  extended(minutes: number): string;
  readonly extendFailed: string;
  readonly loggedOutInactivity: string;
}

/** @example watchTexts('de-DE').countdown(119) // 'Sie werden in 1:59 abgemeldet.' */
export function watchTexts(locale: Locale): WatchTexts {
  const { t } = createTranslator(locale);
  return {
    countdown: (secondsLeft) => t('session:countdown', { time: formatDuration(secondsLeft, locale) }),
    extend: t('session:extend'),
    extended: (minutes) => t('session:extended', { count: minutes }),
    extendFailed: t('session:extendFailed'),
    loggedOutInactivity: t('session:loggedOutInactivity'),
  };
}
