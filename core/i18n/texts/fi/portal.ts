import type { PortalTexts } from '../en/portal';

/** Finnish page texts (second person singular, as Finnish banking apps write; decision 013). */
export const portal: PortalTexts = {
  siteTagline: 'Säästämistä ja sijoittamista kaikkialla Euroopassa',
  languageLabel: 'Kieli',
  themeLabel: 'Ulkoasu',
  themeV1: 'Perinteinen ulkoasu',
  themeV2: 'Uusi ulkoasu',
  themeForced: 'Tällä sivustolla käytetään uutta ulkoasua.',
  displaySettings: 'Näyttöasetukset',
  loginTitle: 'Kirjaudu sisään',
  openBankingTitle: 'Yhdistä tilisi',
  openBankingIntro:
    'Kolmannen osapuolen palveluntarjoaja pyytää pääsyä tiliisi. Vahvista pyyntö kirjautumalla sisään.',
  openBankingDoneTitle: 'Kirjautuminen vahvistettu',
  openBankingDoneText: 'Olet kirjautunut sisään. Palveluntarjoaja voi nyt jatkaa pyyntösi käsittelyä.',
  registerIntro: 'Avaa maksuton säästötili verkossa muutamassa vaiheessa.',
  registerNeedsTitle: 'Mitä tarvitset',
  registerNeedId: 'Voimassa olevan henkilökortin tai passin',
  registerNeedIban: 'Omissa nimissäsi olevan käyttötilin (IBAN) viitetiliksi',
  registerNeedTaxId: 'Verotunnisteesi',
  registerUnavailable:
    'Verkossa tapahtuvaa tilin avaamista ei ole liitetty tähän portaalin versioon. Asiakaspalvelumme auttaa mielellään tilin avaamisessa.',
  alreadyCustomer: 'Oletko jo asiakas?',
  partnerLogo: 'Yhteistyökumppanimme logo',
  notFoundTitle: 'Sivua ei löytynyt',
  notFoundText: 'Etsimääsi sivua ei ole tai se on siirretty.',
  toStart: 'Siirry aloitussivulle',
  appBannerTitle: '{{brand}}-sovellus',
  appBannerText: 'Seuraa säästöjäsi missä ikinä oletkin.',
  appBannerOpen: 'Lataa sovellus',
  appBannerClose: 'Sulje sovellusbanneri',
};
