import type { ErrorTexts } from '../en/errors';

export const errors: ErrorTexts = {
  InvalidGrant: 'Sähköpostiosoite tai salasana on virheellinen. Tarkista tiedot ja yritä uudelleen.',
  AccountLocked: 'Käyttöoikeutesi on lukittu turvallisuussyistä. Ota yhteyttä asiakaspalveluumme.',
  MtanDisabled:
    'Tekstiviestillä lähetettävät turvakoodit on poistettu käytöstä tunnuksiltasi. Ota yhteyttä asiakaspalveluumme.',
  SystemError: 'Järjestelmämme ei ole tilapäisesti käytettävissä. Yritä myöhemmin uudelleen.',
  GeneralError: 'Kirjautuminen epäonnistui. Tarkista tiedot ja yritä uudelleen.',
  captchaFailed: 'Turvatarkistusta ei voitu suorittaa loppuun. Yritä uudelleen.',
  invalidOneTimeCode: 'Turvakoodi on virheellinen tai vanhentunut. Yritä uudelleen.',
  required: 'Täytä tämä kenttä.',
  invalidEmail: 'Anna kelvollinen sähköpostiosoite.',
  portfolioNameTooLong: {
    one: 'Nimessä voi olla enintään {{count}} merkki.',
    other: 'Nimessä voi olla enintään {{count}} merkkiä.',
  },
  portfolioNameInvalid:
    'Käytä vain kirjaimia, numeroita, välilyöntejä, pisteitä, alaviivoja ja yhdysmerkkejä.',
  uploadMaxFiles: {
    one: 'Voit ladata enintään {{count}} tiedoston.',
    other: 'Voit ladata enintään {{count}} tiedostoa.',
  },
  uploadRequired: 'Lisää vähintään yksi tiedosto.',
  uploadTooLarge: 'Tiedosto ”{{name}}” on liian suuri. Enimmäiskoko on {{size}}.',
  uploadUnsupportedType: 'Tiedoston ”{{name}}” muotoa ei tueta. Sallitut muodot: {{formats}}.',
  uploadHelp: 'Sallitut muodot: {{formats}}. Yhteenlaskettu enimmäiskoko: {{size}}.',
  apiError: 'Jokin meni vikaan. Yritä myöhemmin uudelleen.',
  networkError: 'Ei yhteyttä. Tarkista internetyhteys ja yritä uudelleen.',
};
