/**
 * Which of the ALTCHA widget's languages a page shows it in. Apart from the loader
 * (load-altcha.ts), which comes with the widget after the first paint: the bot check names the
 * language while it renders.
 */
import type { CaptchaTexts } from '../../../core/i18n';
import type { TextLocale } from '../../../core/locale';

/** The widget's language codes: its i18n files are `de`, `fr-fr`, `es-es`, …; English is built in. */
export type WidgetLanguage = 'de' | 'en' | 'es-es' | 'fi' | 'fr-fr' | 'it' | 'nl' | 'pl';

const WIDGET_LANGUAGE: Record<TextLocale, WidgetLanguage> = {
  de: 'de',
  // altcha's German texts have no ß, so they serve Swiss German as they are.
  'de-CH': 'de',
  en: 'en',
  es: 'es-es',
  fi: 'fi',
  fr: 'fr-fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
};

/**
 * The widget's language for a portal text locale.
 * @example widgetLanguage('fr') // 'fr-fr'
 */
export function widgetLanguage(textLocale: TextLocale): WidgetLanguage {
  return WIDGET_LANGUAGE[textLocale];
}

interface WidgetTexts {
  get(language: string): Record<string, string> | undefined;
  set(language: string, texts: Record<string, string>): void;
}

/**
 * The widget says its states in the portal's words (core/captcha's texts), so the page never shows
 * two words for one state ("Geprüft" beside altcha's own "Überprüft"). Its other texts stay its own.
 * Called once the widget has loaded; before that there is nothing to change.
 * @example applyPortalWords('de', captchaTexts('de-DE'));
 */
export function applyPortalWords(language: WidgetLanguage, texts: CaptchaTexts): void {
  const widgetTexts = (globalThis as { $altcha?: { i18n?: WidgetTexts } }).$altcha?.i18n;
  if (!widgetTexts) return;
  widgetTexts.set(language, {
    ...widgetTexts.get(language),
    label: texts.label,
    verifying: texts.status.solving,
    verified: texts.status.solved,
    error: texts.status.error,
    expired: texts.status.expired,
  });
}
