import type { PortalTexts } from '../en/portal';

/** Dutch page texts ("u", core/i18n decision 013). */
export const portal: PortalTexts = {
  siteTagline: 'Sparen en beleggen in heel Europa',
  languageLabel: 'Taal',
  themeLabel: 'Vormgeving',
  themeV1: 'Klassieke vormgeving',
  themeV2: 'Nieuwe vormgeving',
  themeForced: 'Op deze site wordt de nieuwe vormgeving gebruikt.',
  displaySettings: 'Weergave-instellingen',
  loginTitle: 'Inloggen',
  openBankingTitle: 'Uw rekening koppelen',
  openBankingIntro:
    'Een derde partij heeft toegang tot uw rekening gevraagd. Log in om het verzoek te bevestigen.',
  openBankingDoneTitle: 'Inloggen bevestigd',
  openBankingDoneText: 'U bent ingelogd. De derde partij kan uw verzoek nu verder afhandelen.',
  registerIntro: 'Open in een paar stappen online uw gratis spaarrekening.',
  registerNeedsTitle: 'Wat u nodig hebt',
  registerNeedId: 'Een geldige identiteitskaart of een geldig paspoort',
  registerNeedIban: 'Een betaalrekening op uw naam (IBAN) als tegenrekening',
  registerNeedTaxId: 'Uw fiscaal identificatienummer (BSN)',
  registerUnavailable:
    'Online een rekening openen is niet gekoppeld aan deze versie van het portaal. Onze klantenservice helpt u graag een rekening te openen.',
  alreadyCustomer: 'Al klant?',
  partnerLogo: 'Logo van onze partner',
  notFoundTitle: 'Pagina niet gevonden',
  notFoundText: 'De pagina die u zoekt bestaat niet of is verplaatst.',
  toStart: 'Naar de startpagina',
  appBannerTitle: 'De {{brand}}-app',
  appBannerText: 'Houd uw spaargeld overal in de gaten.',
  appBannerOpen: 'Download de app',
  appBannerClose: 'App-banner sluiten',
};
