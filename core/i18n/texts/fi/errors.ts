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
  apiError: 'Jokin meni vikaan. Yritä myöhemmin uudelleen.',
  networkError: 'Ei yhteyttä. Tarkista internetyhteys ja yritä uudelleen.',
};
