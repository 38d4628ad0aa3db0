/**
 * Texts of the forms that complete a customer redirect (§2.2: data-validity confirmation, reference
 * account, financial information) and of the document upload (§5), in every text language. One
 * table per language, `Record<TextLocale, …>` like core/i18n/texts/login.ts; a test checks every
 * language has every key. Placeholders are `{{name}}` (core/products `fillText`). The validation
 * messages §5 already has (errors:required, errors:upload…) stay in core/i18n.
 */
import { type Locale, type TextLocale, textLocaleOf } from '../locale';
import type { OriginOfFunds } from './changes';

export interface CustomerChangeTexts {
  readonly origin: Readonly<Record<OriginOfFunds, string>>;
  readonly form: {
    readonly saving: string;
    readonly failed: string;
    readonly continue: string;
    readonly choose: string;
    readonly confirmCheckbox: string;
    readonly confirmSubmit: string;
    readonly confirmRequired: string;
    readonly confirmDone: string;
    readonly ibanField: string;
    readonly ibanHint: string;
    readonly holderField: string;
    readonly invalidIban: string;
    readonly holderTooShort: string;
    readonly referenceSubmit: string;
    readonly referenceDone: string;
    readonly originField: string;
    readonly incomeField: string;
    readonly incomeUnder: string;
    readonly incomeRange: string;
    readonly incomeOver: string;
    readonly financialSubmit: string;
    readonly financialDone: string;
    readonly uploadHeading: string;
    readonly uploadFiles: string;
    readonly uploadTitle: string;
    readonly uploadTitleHint: string;
    readonly uploadTitleNoText: string;
    readonly uploadSubmit: string;
    readonly uploading: string;
    readonly uploadDone: string;
    readonly uploadEmptyFile: string;
    readonly uploadTotalTooLarge: string;
    readonly uploadFailed: string;
    readonly documentsHeading: string;
    readonly documentOpen: string;
  };
}

const en: CustomerChangeTexts = {
  origin: {
    SALARY: 'Salary or wages',
    SELF_EMPLOYMENT: 'Self-employment',
    PENSION: 'Pension',
    SAVINGS: 'Savings',
    INVESTMENTS: 'Investments',
    INHERITANCE: 'Inheritance or gift',
    PROPERTY_SALE: 'Sale of property',
    OTHER: 'Other',
  },
  form: {
    saving: 'Saving…',
    failed: 'Your details could not be saved. Please try again.',
    continue: 'Continue to your overview',
    choose: 'Please choose',
    confirmCheckbox: 'I confirm that the details shown above are correct and complete.',
    confirmSubmit: 'Confirm my details',
    confirmRequired: 'Please tick the box to confirm your details.',
    confirmDone: 'Thank you. Your details are confirmed.',
    ibanField: 'IBAN',
    ibanHint: 'The account in your name to which we pay out your money.',
    holderField: 'Account holder',
    invalidIban: 'Please enter a valid IBAN.',
    holderTooShort: 'Please enter the account holder’s full name.',
    referenceSubmit: 'Save reference account',
    referenceDone: 'Thank you. Your reference account is saved.',
    originField: 'Where does your money mainly come from?',
    incomeField: 'Your annual income before tax',
    incomeUnder: 'Under {{amount}}',
    incomeRange: '{{from}} to {{to}}',
    incomeOver: 'Over {{amount}}',
    financialSubmit: 'Save financial information',
    financialDone: 'Thank you. Your financial information is saved.',
    uploadHeading: 'Upload documents',
    uploadFiles: 'Files',
    uploadTitle: 'Description (optional)',
    uploadTitleHint: 'Shown as the name of the documents in your list; without one, the file names are used.',
    uploadTitleNoText: 'Please use visible characters in the description or leave it empty.',
    uploadSubmit: 'Upload',
    uploading: 'Uploading…',
    uploadDone: 'Uploaded: {{names}}.',
    uploadEmptyFile: 'The file “{{name}}” is empty.',
    uploadTotalTooLarge: 'The files are too large together. Maximum total size: {{size}}.',
    uploadFailed: 'The upload failed. Please try again.',
    documentsHeading: 'Your uploaded documents',
    documentOpen: 'Open {{name}}',
  },
};

const de: CustomerChangeTexts = {
  origin: {
    SALARY: 'Gehalt oder Lohn',
    SELF_EMPLOYMENT: 'Selbstständige Tätigkeit',
    PENSION: 'Rente oder Pension',
    SAVINGS: 'Ersparnisse',
    INVESTMENTS: 'Kapitalanlagen',
    INHERITANCE: 'Erbschaft oder Schenkung',
    PROPERTY_SALE: 'Verkauf einer Immobilie',
    OTHER: 'Sonstiges',
  },
  form: {
    saving: 'Wird gespeichert…',
    failed: 'Ihre Angaben konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    continue: 'Weiter zur Übersicht',
    choose: 'Bitte wählen',
    confirmCheckbox: 'Ich bestätige, dass die oben angezeigten Angaben richtig und vollständig sind.',
    confirmSubmit: 'Angaben bestätigen',
    confirmRequired: 'Bitte setzen Sie das Häkchen, um Ihre Angaben zu bestätigen.',
    confirmDone: 'Vielen Dank. Ihre Angaben sind bestätigt.',
    ibanField: 'IBAN',
    ibanHint: 'Das Konto auf Ihren Namen, auf das wir Ihr Geld auszahlen.',
    holderField: 'Kontoinhaber',
    invalidIban: 'Bitte geben Sie eine gültige IBAN ein.',
    holderTooShort: 'Bitte geben Sie den vollständigen Namen des Kontoinhabers ein.',
    referenceSubmit: 'Referenzkonto speichern',
    referenceDone: 'Vielen Dank. Ihr Referenzkonto ist gespeichert.',
    originField: 'Woher stammt Ihr Geld überwiegend?',
    incomeField: 'Ihr jährliches Bruttoeinkommen',
    incomeUnder: 'Unter {{amount}}',
    incomeRange: '{{from}} bis {{to}}',
    incomeOver: 'Über {{amount}}',
    financialSubmit: 'Finanzangaben speichern',
    financialDone: 'Vielen Dank. Ihre Finanzangaben sind gespeichert.',
    uploadHeading: 'Dokumente hochladen',
    uploadFiles: 'Dateien',
    uploadTitle: 'Beschreibung (optional)',
    uploadTitleHint:
      'Wird als Name der Dokumente in Ihrer Liste angezeigt; ohne Beschreibung die Dateinamen.',
    uploadTitleNoText: 'Bitte verwenden Sie sichtbare Zeichen in der Beschreibung oder lassen Sie sie leer.',
    uploadSubmit: 'Hochladen',
    uploading: 'Wird hochgeladen…',
    uploadDone: 'Hochgeladen: {{names}}.',
    uploadEmptyFile: 'Die Datei „{{name}}“ ist leer.',
    uploadTotalTooLarge: 'Die Dateien sind zusammen zu groß. Maximale Gesamtgröße: {{size}}.',
    uploadFailed: 'Das Hochladen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    documentsHeading: 'Ihre hochgeladenen Dokumente',
    documentOpen: '{{name}} öffnen',
  },
};

const deCH: CustomerChangeTexts = {
  ...de,
  form: {
    ...de.form,
    uploadEmptyFile: 'Die Datei «{{name}}» ist leer.',
    uploadTotalTooLarge: 'Die Dateien sind zusammen zu gross. Maximale Gesamtgrösse: {{size}}.',
  },
};

const fr: CustomerChangeTexts = {
  origin: {
    SALARY: 'Salaire',
    SELF_EMPLOYMENT: 'Activité indépendante',
    PENSION: 'Retraite',
    SAVINGS: 'Épargne',
    INVESTMENTS: 'Placements',
    INHERITANCE: 'Héritage ou donation',
    PROPERTY_SALE: "Vente d'un bien immobilier",
    OTHER: 'Autre',
  },
  form: {
    saving: 'Enregistrement…',
    failed: "Vos informations n'ont pas pu être enregistrées. Veuillez réessayer.",
    continue: "Continuer vers l'aperçu",
    choose: 'Veuillez choisir',
    confirmCheckbox: 'Je confirme que les informations ci-dessus sont exactes et complètes.',
    confirmSubmit: 'Confirmer mes informations',
    confirmRequired: 'Veuillez cocher la case pour confirmer vos informations.',
    confirmDone: 'Merci. Vos informations sont confirmées.',
    ibanField: 'IBAN',
    ibanHint: 'Le compte à votre nom sur lequel nous versons votre argent.',
    holderField: 'Titulaire du compte',
    invalidIban: 'Veuillez saisir un IBAN valide.',
    holderTooShort: 'Veuillez saisir le nom complet du titulaire du compte.',
    referenceSubmit: 'Enregistrer le compte de référence',
    referenceDone: 'Merci. Votre compte de référence est enregistré.',
    originField: "D'où provient principalement votre argent ?",
    incomeField: 'Votre revenu annuel brut',
    incomeUnder: 'Moins de {{amount}}',
    incomeRange: 'De {{from}} à {{to}}',
    incomeOver: 'Plus de {{amount}}',
    financialSubmit: 'Enregistrer les informations financières',
    financialDone: 'Merci. Vos informations financières sont enregistrées.',
    uploadHeading: 'Envoyer des documents',
    uploadFiles: 'Fichiers',
    uploadTitle: 'Description (facultative)',
    uploadTitleHint: 'Affichée comme nom des documents dans votre liste ; sinon, les noms des fichiers.',
    uploadTitleNoText: 'Veuillez utiliser des caractères visibles dans la description ou la laisser vide.',
    uploadSubmit: 'Envoyer',
    uploading: 'Envoi en cours…',
    uploadDone: 'Envoyé : {{names}}.',
    uploadEmptyFile: 'Le fichier « {{name}} » est vide.',
    uploadTotalTooLarge: 'Les fichiers sont trop volumineux ensemble. Taille totale maximale : {{size}}.',
    uploadFailed: "L'envoi a échoué. Veuillez réessayer.",
    documentsHeading: 'Vos documents envoyés',
    documentOpen: 'Ouvrir {{name}}',
  },
};

const es: CustomerChangeTexts = {
  origin: {
    SALARY: 'Sueldo o salario',
    SELF_EMPLOYMENT: 'Actividad por cuenta propia',
    PENSION: 'Pensión',
    SAVINGS: 'Ahorros',
    INVESTMENTS: 'Inversiones',
    INHERITANCE: 'Herencia o donación',
    PROPERTY_SALE: 'Venta de un inmueble',
    OTHER: 'Otro',
  },
  form: {
    saving: 'Guardando…',
    failed: 'No se han podido guardar sus datos. Inténtelo de nuevo.',
    continue: 'Continuar a su resumen',
    choose: 'Elija una opción',
    confirmCheckbox: 'Confirmo que los datos mostrados arriba son correctos y completos.',
    confirmSubmit: 'Confirmar mis datos',
    confirmRequired: 'Marque la casilla para confirmar sus datos.',
    confirmDone: 'Gracias. Sus datos están confirmados.',
    ibanField: 'IBAN',
    ibanHint: 'La cuenta a su nombre en la que le abonamos su dinero.',
    holderField: 'Titular de la cuenta',
    invalidIban: 'Introduzca un IBAN válido.',
    holderTooShort: 'Introduzca el nombre completo del titular de la cuenta.',
    referenceSubmit: 'Guardar cuenta de referencia',
    referenceDone: 'Gracias. Su cuenta de referencia está guardada.',
    originField: '¿De dónde procede principalmente su dinero?',
    incomeField: 'Sus ingresos anuales brutos',
    incomeUnder: 'Menos de {{amount}}',
    incomeRange: 'De {{from}} a {{to}}',
    incomeOver: 'Más de {{amount}}',
    financialSubmit: 'Guardar información financiera',
    financialDone: 'Gracias. Su información financiera está guardada.',
    uploadHeading: 'Subir documentos',
    uploadFiles: 'Archivos',
    uploadTitle: 'Descripción (opcional)',
    uploadTitleHint:
      'Se muestra como nombre de los documentos en su lista; si no, los nombres de los archivos.',
    uploadTitleNoText: 'Use caracteres visibles en la descripción o déjela vacía.',
    uploadSubmit: 'Subir',
    uploading: 'Subiendo…',
    uploadDone: 'Subido: {{names}}.',
    uploadEmptyFile: 'El archivo «{{name}}» está vacío.',
    uploadTotalTooLarge: 'Los archivos son demasiado grandes en conjunto. Tamaño total máximo: {{size}}.',
    uploadFailed: 'No se ha podido subir. Inténtelo de nuevo.',
    documentsHeading: 'Sus documentos subidos',
    documentOpen: 'Abrir {{name}}',
  },
};

const it: CustomerChangeTexts = {
  origin: {
    SALARY: 'Stipendio o salario',
    SELF_EMPLOYMENT: 'Lavoro autonomo',
    PENSION: 'Pensione',
    SAVINGS: 'Risparmi',
    INVESTMENTS: 'Investimenti',
    INHERITANCE: 'Eredità o donazione',
    PROPERTY_SALE: 'Vendita di un immobile',
    OTHER: 'Altro',
  },
  form: {
    saving: 'Salvataggio…',
    failed: 'Non è stato possibile salvare i Suoi dati. Riprovi.',
    continue: 'Continua alla panoramica',
    choose: 'Selezioni',
    confirmCheckbox: 'Confermo che i dati indicati sopra sono corretti e completi.',
    confirmSubmit: 'Conferma i miei dati',
    confirmRequired: 'Selezioni la casella per confermare i Suoi dati.',
    confirmDone: 'Grazie. I Suoi dati sono confermati.',
    ibanField: 'IBAN',
    ibanHint: 'Il conto a Suo nome su cui versiamo il Suo denaro.',
    holderField: 'Intestatario del conto',
    invalidIban: 'Inserisca un IBAN valido.',
    holderTooShort: 'Inserisca il nome completo dell’intestatario del conto.',
    referenceSubmit: 'Salva conto di riferimento',
    referenceDone: 'Grazie. Il Suo conto di riferimento è salvato.',
    originField: 'Da dove proviene principalmente il Suo denaro?',
    incomeField: 'Il Suo reddito annuo lordo',
    incomeUnder: 'Meno di {{amount}}',
    incomeRange: 'Da {{from}} a {{to}}',
    incomeOver: 'Oltre {{amount}}',
    financialSubmit: 'Salva informazioni finanziarie',
    financialDone: 'Grazie. Le Sue informazioni finanziarie sono salvate.',
    uploadHeading: 'Carica documenti',
    uploadFiles: 'File',
    uploadTitle: 'Descrizione (facoltativa)',
    uploadTitleHint: 'Mostrata come nome dei documenti nel Suo elenco; altrimenti i nomi dei file.',
    uploadTitleNoText: 'Usi caratteri visibili nella descrizione o la lasci vuota.',
    uploadSubmit: 'Carica',
    uploading: 'Caricamento…',
    uploadDone: 'Caricato: {{names}}.',
    uploadEmptyFile: 'Il file «{{name}}» è vuoto.',
    uploadTotalTooLarge: 'I file sono troppo grandi nel complesso. Dimensione totale massima: {{size}}.',
    uploadFailed: 'Caricamento non riuscito. Riprovi.',
    documentsHeading: 'I Suoi documenti caricati',
    documentOpen: 'Apri {{name}}',
  },
};

const nl: CustomerChangeTexts = {
  origin: {
    SALARY: 'Salaris of loon',
    SELF_EMPLOYMENT: 'Zelfstandig ondernemerschap',
    PENSION: 'Pensioen',
    SAVINGS: 'Spaargeld',
    INVESTMENTS: 'Beleggingen',
    INHERITANCE: 'Erfenis of schenking',
    PROPERTY_SALE: 'Verkoop van een woning',
    OTHER: 'Anders',
  },
  form: {
    saving: 'Opslaan…',
    failed: 'Uw gegevens konden niet worden opgeslagen. Probeer het opnieuw.',
    continue: 'Verder naar uw overzicht',
    choose: 'Maak een keuze',
    confirmCheckbox: 'Ik bevestig dat de hierboven getoonde gegevens juist en volledig zijn.',
    confirmSubmit: 'Mijn gegevens bevestigen',
    confirmRequired: 'Vink het vakje aan om uw gegevens te bevestigen.',
    confirmDone: 'Dank u. Uw gegevens zijn bevestigd.',
    ibanField: 'IBAN',
    ibanHint: 'De rekening op uw naam waarop wij uw geld uitbetalen.',
    holderField: 'Rekeninghouder',
    invalidIban: 'Vul een geldig IBAN in.',
    holderTooShort: 'Vul de volledige naam van de rekeninghouder in.',
    referenceSubmit: 'Tegenrekening opslaan',
    referenceDone: 'Dank u. Uw tegenrekening is opgeslagen.',
    originField: 'Waar komt uw geld voornamelijk vandaan?',
    incomeField: 'Uw bruto jaarinkomen',
    incomeUnder: 'Minder dan {{amount}}',
    incomeRange: '{{from}} tot {{to}}',
    incomeOver: 'Meer dan {{amount}}',
    financialSubmit: 'Financiële gegevens opslaan',
    financialDone: 'Dank u. Uw financiële gegevens zijn opgeslagen.',
    uploadHeading: 'Documenten uploaden',
    uploadFiles: 'Bestanden',
    uploadTitle: 'Omschrijving (optioneel)',
    uploadTitleHint: 'Wordt getoond als naam van de documenten in uw lijst; anders de bestandsnamen.',
    uploadTitleNoText: 'Gebruik zichtbare tekens in de omschrijving of laat deze leeg.',
    uploadSubmit: 'Uploaden',
    uploading: 'Bezig met uploaden…',
    uploadDone: 'Geüpload: {{names}}.',
    uploadEmptyFile: 'Het bestand ‘{{name}}’ is leeg.',
    uploadTotalTooLarge: 'De bestanden zijn samen te groot. Maximale totale grootte: {{size}}.',
    uploadFailed: 'Het uploaden is mislukt. Probeer het opnieuw.',
    documentsHeading: 'Uw geüploade documenten',
    documentOpen: '{{name}} openen',
  },
};

const pl: CustomerChangeTexts = {
  origin: {
    SALARY: 'Wynagrodzenie',
    SELF_EMPLOYMENT: 'Działalność gospodarcza',
    PENSION: 'Emerytura',
    SAVINGS: 'Oszczędności',
    INVESTMENTS: 'Inwestycje',
    INHERITANCE: 'Spadek lub darowizna',
    PROPERTY_SALE: 'Sprzedaż nieruchomości',
    OTHER: 'Inne',
  },
  form: {
    saving: 'Zapisywanie…',
    failed: 'Nie udało się zapisać Twoich danych. Spróbuj ponownie.',
    continue: 'Przejdź do przeglądu',
    choose: 'Wybierz',
    confirmCheckbox: 'Potwierdzam, że powyższe dane są prawidłowe i kompletne.',
    confirmSubmit: 'Potwierdź moje dane',
    confirmRequired: 'Zaznacz pole, aby potwierdzić swoje dane.',
    confirmDone: 'Dziękujemy. Twoje dane zostały potwierdzone.',
    ibanField: 'IBAN',
    ibanHint: 'Rachunek na Twoje nazwisko, na który wypłacamy Twoje pieniądze.',
    holderField: 'Właściciel rachunku',
    invalidIban: 'Wpisz prawidłowy numer IBAN.',
    holderTooShort: 'Wpisz pełne imię i nazwisko właściciela rachunku.',
    referenceSubmit: 'Zapisz rachunek referencyjny',
    referenceDone: 'Dziękujemy. Twój rachunek referencyjny został zapisany.',
    originField: 'Skąd głównie pochodzą Twoje pieniądze?',
    incomeField: 'Twój roczny dochód brutto',
    incomeUnder: 'Poniżej {{amount}}',
    incomeRange: 'Od {{from}} do {{to}}',
    incomeOver: 'Powyżej {{amount}}',
    financialSubmit: 'Zapisz informacje finansowe',
    financialDone: 'Dziękujemy. Twoje informacje finansowe zostały zapisane.',
    uploadHeading: 'Prześlij dokumenty',
    uploadFiles: 'Pliki',
    uploadTitle: 'Opis (opcjonalnie)',
    uploadTitleHint: 'Wyświetlany jako nazwa dokumentów na liście; bez opisu – nazwy plików.',
    uploadTitleNoText: 'Użyj widocznych znaków w opisie albo pozostaw go pustym.',
    uploadSubmit: 'Prześlij',
    uploading: 'Przesyłanie…',
    uploadDone: 'Przesłano: {{names}}.',
    uploadEmptyFile: 'Plik „{{name}}” jest pusty.',
    uploadTotalTooLarge: 'Pliki są łącznie za duże. Maksymalny łączny rozmiar: {{size}}.',
    uploadFailed: 'Przesyłanie nie powiodło się. Spróbuj ponownie.',
    documentsHeading: 'Twoje przesłane dokumenty',
    documentOpen: 'Otwórz {{name}}',
  },
};

const fi: CustomerChangeTexts = {
  origin: {
    SALARY: 'Palkka',
    SELF_EMPLOYMENT: 'Yrittäjätoiminta',
    PENSION: 'Eläke',
    SAVINGS: 'Säästöt',
    INVESTMENTS: 'Sijoitukset',
    INHERITANCE: 'Perintö tai lahja',
    PROPERTY_SALE: 'Kiinteistön myynti',
    OTHER: 'Muu',
  },
  form: {
    saving: 'Tallennetaan…',
    failed: 'Tietojesi tallennus epäonnistui. Yritä uudelleen.',
    continue: 'Jatka yleiskatsaukseen',
    choose: 'Valitse',
    confirmCheckbox: 'Vahvistan, että yllä näkyvät tiedot ovat oikeat ja täydelliset.',
    confirmSubmit: 'Vahvista tietoni',
    confirmRequired: 'Vahvista tietosi valitsemalla ruutu.',
    confirmDone: 'Kiitos. Tietosi on vahvistettu.',
    ibanField: 'IBAN',
    ibanHint: 'Nimissäsi oleva tili, jolle maksamme rahasi.',
    holderField: 'Tilinomistaja',
    invalidIban: 'Anna kelvollinen IBAN.',
    holderTooShort: 'Anna tilinomistajan koko nimi.',
    referenceSubmit: 'Tallenna viitetili',
    referenceDone: 'Kiitos. Viitetilisi on tallennettu.',
    originField: 'Mistä rahasi pääosin tulevat?',
    incomeField: 'Vuositulosi ennen veroja',
    incomeUnder: 'Alle {{amount}}',
    incomeRange: '{{from}}–{{to}}',
    incomeOver: 'Yli {{amount}}',
    financialSubmit: 'Tallenna taloustiedot',
    financialDone: 'Kiitos. Taloustietosi on tallennettu.',
    uploadHeading: 'Lataa asiakirjoja',
    uploadFiles: 'Tiedostot',
    uploadTitle: 'Kuvaus (valinnainen)',
    uploadTitleHint: 'Näytetään asiakirjojen nimenä luettelossasi; muuten tiedostojen nimet.',
    uploadTitleNoText: 'Käytä kuvauksessa näkyviä merkkejä tai jätä se tyhjäksi.',
    uploadSubmit: 'Lataa',
    uploading: 'Ladataan…',
    uploadDone: 'Ladattu: {{names}}.',
    uploadEmptyFile: 'Tiedosto ”{{name}}” on tyhjä.',
    uploadTotalTooLarge: 'Tiedostot ovat yhdessä liian suuria. Suurin kokonaiskoko: {{size}}.',
    uploadFailed: 'Lataus epäonnistui. Yritä uudelleen.',
    documentsHeading: 'Lataamasi asiakirjat',
    documentOpen: 'Avaa {{name}}',
  },
};

/** Every text locale's table. */
export const CUSTOMER_CHANGE_TEXTS: Readonly<Record<TextLocale, CustomerChangeTexts>> = {
  de,
  'de-CH': deCH,
  en,
  es,
  fr,
  it,
  nl,
  pl,
  fi,
};

/** @example customerChangeTexts('en-GB').form.confirmSubmit // 'Confirm my details' */
export function customerChangeTexts(locale: Locale): CustomerChangeTexts {
  return CUSTOMER_CHANGE_TEXTS[textLocaleOf(locale)];
}
