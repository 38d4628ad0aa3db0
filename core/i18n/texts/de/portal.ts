import type { PortalTexts } from '../en/portal';

/** German page texts (formal "Sie", core/i18n decision 013). Austrian pages use them as well. */
export const portal: PortalTexts = {
  siteTagline: 'Sparen und Anlegen in ganz Europa',
  languageLabel: 'Sprache',
  themeLabel: 'Design',
  themeV1: 'Klassisches Design',
  themeV2: 'Neues Design',
  themeForced: 'Auf dieser Seite wird das neue Design verwendet.',
  displaySettings: 'Anzeigeeinstellungen',
  loginTitle: 'Anmelden',
  openBankingTitle: 'Konto verbinden',
  openBankingIntro:
    'Ein Drittanbieter hat Zugriff auf Ihr Konto angefragt. Melden Sie sich an, um die Anfrage zu bestätigen.',
  openBankingDoneTitle: 'Anmeldung bestätigt',
  openBankingDoneText: 'Sie sind angemeldet. Der Drittanbieter kann Ihre Anfrage jetzt fortsetzen.',
  registerIntro: 'Eröffnen Sie Ihr kostenloses Sparkonto in wenigen Schritten online.',
  registerNeedsTitle: 'Das benötigen Sie',
  registerNeedId: 'Einen gültigen Personalausweis oder Reisepass',
  registerNeedIban: 'Ein Girokonto auf Ihren Namen (IBAN) als Referenzkonto',
  registerNeedTaxId: 'Ihre Steuer-Identifikationsnummer',
  registerUnavailable:
    'Die Online-Kontoeröffnung ist an diese Version des Portals nicht angebunden. Unser Kundenservice hilft Ihnen gern bei der Kontoeröffnung.',
  alreadyCustomer: 'Bereits Kunde?',
  partnerLogo: 'Logo unseres Partners',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
  toStart: 'Zur Startseite',
  appBannerTitle: 'Die {{brand}} App',
  appBannerText: 'Behalten Sie Ihr Erspartes überall im Blick.',
  appBannerOpen: 'App laden',
  appBannerClose: 'App-Banner schließen',
};
