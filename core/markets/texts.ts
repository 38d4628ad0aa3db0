/**
 * Texts of the country picker and the country banner (§2.6, §4 Country banner), in every text
 * locale. Texts with a value are functions so a missing argument is a compile error, not a
 * literal `{country}` on screen. Country names come from Intl.DisplayNames (names.ts), not from here.
 */
import type { TextLocale } from '../locale';

export interface MarketTexts {
  /** Picker heading, dialog title and banner heading. */
  readonly chooseCountry: string;
  /** Label of the generic EU/English entry. */
  readonly europeEnglish: string;
  /** Close button of the picker dialog on small screens. */
  readonly close: string;
  /** Accessible name of the picker trigger; starts with the visible country name (WCAG 2.5.3). */
  readonly pickerTrigger: (country: string) => string;
  /** Banner text naming the market the visitor is on. */
  readonly bannerMessage: (country: string) => string;
  /** §2.6: the confirm button carries the "all good" text. */
  readonly bannerConfirm: string;
  readonly bannerChooseAnother: string;
}

const NBSP = '\u00a0';

const de: MarketTexts = {
  chooseCountry: 'Wählen Sie Ihr Land',
  europeEnglish: 'Europa (Englisch)',
  close: 'Schließen',
  pickerTrigger: (country) => `${country}: Land wechseln`,
  bannerMessage: (country) => `Ausgewähltes Land: ${country}. Stimmt das?`,
  bannerConfirm: 'Alles gut',
  bannerChooseAnother: 'Anderes Land wählen',
};

export const MARKET_TEXTS: Record<TextLocale, MarketTexts> = {
  de,
  'de-CH': { ...de, close: 'Schliessen' },
  en: {
    chooseCountry: 'Choose your country',
    europeEnglish: 'Europe (English)',
    close: 'Close',
    pickerTrigger: (country) => `${country}: change country`,
    bannerMessage: (country) => `Selected country: ${country}. Is that right?`,
    bannerConfirm: 'All good',
    bannerChooseAnother: 'Choose another country',
  },
  es: {
    chooseCountry: 'Elige tu país',
    europeEnglish: 'Europa (inglés)',
    close: 'Cerrar',
    pickerTrigger: (country) => `${country}: cambiar de país`,
    bannerMessage: (country) => `País seleccionado: ${country}. ¿Es correcto?`,
    bannerConfirm: 'Todo bien',
    bannerChooseAnother: 'Elegir otro país',
  },
  fr: {
    chooseCountry: 'Choisissez votre pays',
    europeEnglish: 'Europe (anglais)',
    close: 'Fermer',
    pickerTrigger: (country) => `${country}${NBSP}: changer de pays`,
    bannerMessage: (country) => `Pays sélectionné${NBSP}: ${country}. Est-ce correct${NBSP}?`,
    bannerConfirm: 'Tout est bon',
    bannerChooseAnother: 'Choisir un autre pays',
  },
  nl: {
    chooseCountry: 'Kies uw land',
    europeEnglish: 'Europa (Engels)',
    close: 'Sluiten',
    pickerTrigger: (country) => `${country}: land wijzigen`,
    bannerMessage: (country) => `Geselecteerd land: ${country}. Klopt dat?`,
    bannerConfirm: 'Alles goed',
    bannerChooseAnother: 'Ander land kiezen',
  },
  pl: {
    chooseCountry: 'Wybierz swój kraj',
    europeEnglish: 'Europa (angielski)',
    close: 'Zamknij',
    pickerTrigger: (country) => `${country}: zmień kraj`,
    bannerMessage: (country) => `Wybrany kraj: ${country}. Czy to się zgadza?`,
    bannerConfirm: 'Wszystko w porządku',
    bannerChooseAnother: 'Wybierz inny kraj',
  },
  fi: {
    chooseCountry: 'Valitse maasi',
    europeEnglish: 'Eurooppa (englanti)',
    close: 'Sulje',
    pickerTrigger: (country) => `${country}: vaihda maata`,
    bannerMessage: (country) => `Valittu maa: ${country}. Onko tämä oikein?`,
    bannerConfirm: 'Kaikki hyvin',
    bannerChooseAnother: 'Valitse toinen maa',
  },
  it: {
    chooseCountry: 'Scegli il tuo paese',
    europeEnglish: 'Europa (inglese)',
    close: 'Chiudi',
    pickerTrigger: (country) => `${country}: cambia paese`,
    bannerMessage: (country) => `Paese selezionato: ${country}. È corretto?`,
    bannerConfirm: 'Tutto a posto',
    bannerChooseAnother: 'Scegli un altro paese',
  },
};
