/**
 * Header texts in every text locale (common brief: `Record<TextLocale, …>`). The balance messages
 * are the §8 "not available" texts: one pair for maintenance, one for a failed balance call.
 */
import { type Locale, type TextLocale, textLocaleOf } from '../locale';
import type { AccountIdKind } from './types';

export interface HeaderTexts {
  readonly totalBalance: string;
  readonly availableBalance: string;
  readonly maintenanceTitle: string;
  readonly maintenanceTooltip: string;
  readonly fetchErrorTitle: string;
  readonly fetchErrorTooltip: string;
  readonly caption: Record<AccountIdKind, string>;
  readonly copy: Record<AccountIdKind, string>;
  readonly copied: Record<AccountIdKind, string>;
  readonly openMenu: string;
  readonly closeMenu: string;
  readonly accountNavigation: string;
  readonly loading: string;
}

const de: HeaderTexts = {
  totalBalance: 'Gesamtsaldo',
  availableBalance: 'Verfügbarer Betrag',
  maintenanceTitle: 'Saldo vorübergehend nicht verfügbar',
  maintenanceTooltip: 'Ihr Konto wird gerade gewartet. Ihr Saldo wird in Kürze wieder angezeigt.',
  fetchErrorTitle: 'Saldo nicht verfügbar',
  fetchErrorTooltip:
    'Ihr Saldo konnte nicht geladen werden. Bitte laden Sie die Seite neu oder versuchen Sie es später erneut.',
  caption: { iban: 'IBAN', accountNumber: 'Kontonummer', sortCode: 'Sort Code' },
  copy: { iban: 'IBAN kopieren', accountNumber: 'Kontonummer kopieren', sortCode: 'Sort Code kopieren' },
  copied: { iban: 'IBAN kopiert', accountNumber: 'Kontonummer kopiert', sortCode: 'Sort Code kopiert' },
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  accountNavigation: 'Konto',
  loading: 'Kontodaten werden geladen',
};

export const HEADER_TEXTS: Record<TextLocale, HeaderTexts> = {
  de,
  // Swiss German: Swiss spelling, no ß.
  'de-CH': { ...de, closeMenu: 'Menü schliessen' },
  en: {
    totalBalance: 'Total balance',
    availableBalance: 'Available balance',
    maintenanceTitle: 'Balance temporarily unavailable',
    maintenanceTooltip:
      'Your account is undergoing scheduled maintenance. Your balance will be shown again shortly.',
    fetchErrorTitle: 'Balance not available',
    fetchErrorTooltip: 'We could not load your balance. Please reload the page or try again later.',
    caption: { iban: 'IBAN', accountNumber: 'Account number', sortCode: 'Sort code' },
    copy: { iban: 'Copy IBAN', accountNumber: 'Copy account number', sortCode: 'Copy sort code' },
    copied: { iban: 'IBAN copied', accountNumber: 'Account number copied', sortCode: 'Sort code copied' },
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountNavigation: 'Account',
    loading: 'Loading account data',
  },
  es: {
    totalBalance: 'Saldo total',
    availableBalance: 'Saldo disponible',
    maintenanceTitle: 'Saldo no disponible temporalmente',
    maintenanceTooltip: 'Tu cuenta está en mantenimiento programado. Tu saldo volverá a mostrarse en breve.',
    fetchErrorTitle: 'Saldo no disponible',
    fetchErrorTooltip: 'No hemos podido cargar tu saldo. Vuelve a cargar la página o inténtalo más tarde.',
    caption: { iban: 'IBAN', accountNumber: 'Número de cuenta', sortCode: 'Sort code' },
    copy: { iban: 'Copiar IBAN', accountNumber: 'Copiar número de cuenta', sortCode: 'Copiar sort code' },
    copied: {
      iban: 'IBAN copiado',
      accountNumber: 'Número de cuenta copiado',
      sortCode: 'Sort code copiado',
    },
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    accountNavigation: 'Cuenta',
    loading: 'Cargando los datos de la cuenta',
  },
  fr: {
    totalBalance: 'Solde total',
    availableBalance: 'Solde disponible',
    maintenanceTitle: 'Solde temporairement indisponible',
    maintenanceTooltip:
      'Votre compte fait l’objet d’une maintenance programmée. Votre solde sera bientôt de nouveau affiché.',
    fetchErrorTitle: 'Solde indisponible',
    fetchErrorTooltip:
      'Nous n’avons pas pu charger votre solde. Veuillez recharger la page ou réessayer plus tard.',
    caption: { iban: 'IBAN', accountNumber: 'Numéro de compte', sortCode: 'Sort code' },
    copy: {
      iban: 'Copier l’IBAN',
      accountNumber: 'Copier le numéro de compte',
      sortCode: 'Copier le sort code',
    },
    copied: { iban: 'IBAN copié', accountNumber: 'Numéro de compte copié', sortCode: 'Sort code copié' },
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    accountNavigation: 'Compte',
    loading: 'Chargement des données du compte',
  },
  nl: {
    totalBalance: 'Totaal saldo',
    availableBalance: 'Beschikbaar saldo',
    maintenanceTitle: 'Saldo tijdelijk niet beschikbaar',
    maintenanceTooltip:
      'Er vindt gepland onderhoud aan uw rekening plaats. Uw saldo is binnenkort weer zichtbaar.',
    fetchErrorTitle: 'Saldo niet beschikbaar',
    fetchErrorTooltip:
      'Uw saldo kon niet worden geladen. Laad de pagina opnieuw of probeer het later nog eens.',
    caption: { iban: 'IBAN', accountNumber: 'Rekeningnummer', sortCode: 'Sort code' },
    copy: { iban: 'IBAN kopiëren', accountNumber: 'Rekeningnummer kopiëren', sortCode: 'Sort code kopiëren' },
    copied: {
      iban: 'IBAN gekopieerd',
      accountNumber: 'Rekeningnummer gekopieerd',
      sortCode: 'Sort code gekopieerd',
    },
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    accountNavigation: 'Account',
    loading: 'Rekeninggegevens worden geladen',
  },
  pl: {
    totalBalance: 'Saldo łączne',
    availableBalance: 'Dostępne środki',
    maintenanceTitle: 'Saldo chwilowo niedostępne',
    maintenanceTooltip:
      'Trwają planowane prace serwisowe na Twoim rachunku. Saldo wkrótce będzie znów widoczne.',
    fetchErrorTitle: 'Saldo niedostępne',
    fetchErrorTooltip: 'Nie udało się wczytać salda. Odśwież stronę lub spróbuj ponownie później.',
    caption: { iban: 'IBAN', accountNumber: 'Numer rachunku', sortCode: 'Sort code' },
    copy: { iban: 'Kopiuj IBAN', accountNumber: 'Kopiuj numer rachunku', sortCode: 'Kopiuj sort code' },
    copied: {
      iban: 'Skopiowano IBAN',
      accountNumber: 'Skopiowano numer rachunku',
      sortCode: 'Skopiowano sort code',
    },
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    accountNavigation: 'Konto',
    loading: 'Wczytywanie danych konta',
  },
  fi: {
    totalBalance: 'Kokonaissaldo',
    availableBalance: 'Käytettävissä oleva saldo',
    maintenanceTitle: 'Saldo ei ole tilapäisesti saatavilla',
    maintenanceTooltip: 'Tilillesi tehdään ajoitettuja huoltotöitä. Saldo näytetään pian uudelleen.',
    fetchErrorTitle: 'Saldo ei ole saatavilla',
    fetchErrorTooltip: 'Saldon lataaminen epäonnistui. Lataa sivu uudelleen tai yritä myöhemmin.',
    caption: { iban: 'IBAN', accountNumber: 'Tilinumero', sortCode: 'Sort code' },
    copy: { iban: 'Kopioi IBAN', accountNumber: 'Kopioi tilinumero', sortCode: 'Kopioi sort code' },
    copied: { iban: 'IBAN kopioitu', accountNumber: 'Tilinumero kopioitu', sortCode: 'Sort code kopioitu' },
    openMenu: 'Avaa valikko',
    closeMenu: 'Sulje valikko',
    accountNavigation: 'Tili',
    loading: 'Ladataan tilitietoja',
  },
  it: {
    totalBalance: 'Saldo totale',
    availableBalance: 'Saldo disponibile',
    maintenanceTitle: 'Saldo temporaneamente non disponibile',
    maintenanceTooltip:
      'Il tuo conto è in manutenzione programmata. Il saldo sarà di nuovo visibile a breve.',
    fetchErrorTitle: 'Saldo non disponibile',
    fetchErrorTooltip: 'Non è stato possibile caricare il saldo. Ricarica la pagina o riprova più tardi.',
    caption: { iban: 'IBAN', accountNumber: 'Numero di conto', sortCode: 'Sort code' },
    copy: { iban: 'Copia IBAN', accountNumber: 'Copia numero di conto', sortCode: 'Copia sort code' },
    copied: { iban: 'IBAN copiato', accountNumber: 'Numero di conto copiato', sortCode: 'Sort code copiato' },
    openMenu: 'Apri menu',
    closeMenu: 'Chiudi menu',
    accountNavigation: 'Conto',
    loading: 'Caricamento dei dati del conto',
  },
};

/** @example headerTexts('de-CH').closeMenu // 'Menü schliessen' */
export function headerTexts(locale: Locale): HeaderTexts {
  return HEADER_TEXTS[textLocaleOf(locale)];
}
