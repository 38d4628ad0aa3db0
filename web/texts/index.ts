/**
 * The web portal's page texts as an extra i18next namespace (`portal:…`), handed to core/i18n's
 * `createTranslator(locale, { extra: PORTAL_EXTRA_TEXTS })` together with the navigation labels.
 */
import type { TextLocale } from '../../core/locale';
import { CONSENT_TEXTS } from './consent';
import { de } from './de';
import { deCH } from './de-ch';
import { en, type PortalTemplates } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { PUBLIC_PAGE_TEXTS } from './public-pages';

export type { PortalTemplates };

export const PORTAL_TEXTS: Record<TextLocale, object> & { en: PortalTemplates } = {
  de,
  'de-CH': deCH,
  en,
  es,
  fr,
  nl,
  pl,
  fi,
  it,
};

/** The extra namespaces every translator of the portal gets. */
export const PORTAL_EXTRA_TEXTS = {
  portal: PORTAL_TEXTS,
  consent: CONSENT_TEXTS,
  publicPages: PUBLIC_PAGE_TEXTS,
} as const;
