import type { ConsentTexts } from '../en/consent';

/** Texts of the consent second layer (§2.6, §9) (namespace `consent`). */
export const consent: ConsentTexts = {
  title: 'Cookie-Einstellungen',
  intro:
    'Wir verwenden Cookies und ähnliche Technologien. Technisch notwendige sind immer aktiv, alle anderen nur mit Ihrer Einwilligung. Sie können Ihre Auswahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  categories: 'Kategorien',
  necessary: 'Technisch notwendig',
  necessaryText:
    'Für Anmeldung, Sicherheit und Ihre Einstellungen nötig, zum Beispiel für diese Auswahl. Immer aktiv.',
  analytics: 'Statistik',
  analyticsText: 'Hilft uns zu verstehen, wie das Portal genutzt wird, damit wir es verbessern können.',
  marketing: 'Marketing',
  marketingText: 'Erlaubt uns und unseren Werbepartnern, Werbung zu messen und zu personalisieren.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  save: 'Auswahl speichern',
  close: 'Schließen',
  saved: 'Ihre Cookie-Einstellungen wurden gespeichert.',
};
