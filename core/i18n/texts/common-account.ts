/**
 * Account labels of the `common` namespace: the account menu entries the header shows next to the
 * navigation (log out, account and security, my details), the balance strip with its two
 * not-available cases (§8: maintenance versus a failed balance call) and the copy hints (§4).
 */
import type { TextLocale } from '../../locale';
import type { Translated } from '../text-table';

const en = {
  myAccount: 'My account',
  logout: 'Log out',
  accountAndSecurity: 'Account and security',
  myDetails: 'My details',
  totalBalance: 'Total balance',
  availableBalance: 'Available balance',
  balanceMaintenanceTitle: 'Balance temporarily unavailable',
  balanceMaintenanceTooltip:
    'We are currently carrying out maintenance work. Your balance will be available again shortly.',
  balanceFailedTitle: 'Balance not available',
  balanceFailedTooltip: 'Your balance could not be loaded. Please try again later.',
  unreadMessages: {
    one: '{{count}} unread message',
    other: '{{count}} unread messages',
  },
  iban: 'IBAN',
  accountNumber: 'Account number',
  copyIban: 'Copy IBAN',
  copyIbanOf: 'Copy IBAN of {{account}}',
  copyAccountNumber: 'Copy account number',
  ibanCopied: 'IBAN copied',
  accountNumberCopied: 'Account number copied',
} as const;

export type AccountTemplates = typeof en;
export type AccountTexts = Translated<AccountTemplates>;

const de: AccountTexts = {
  myAccount: 'Mein Konto',
  logout: 'Abmelden',
  accountAndSecurity: 'Zugang und Sicherheit',
  myDetails: 'Meine Daten',
  totalBalance: 'Gesamtsaldo',
  availableBalance: 'Verfügbarer Saldo',
  balanceMaintenanceTitle: 'Saldo vorübergehend nicht verfügbar',
  balanceMaintenanceTooltip:
    'Wir führen gerade Wartungsarbeiten durch. Ihr Saldo ist in Kürze wieder verfügbar.',
  balanceFailedTitle: 'Saldo nicht verfügbar',
  balanceFailedTooltip: 'Ihr Saldo konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  unreadMessages: {
    one: '{{count}} ungelesene Nachricht',
    other: '{{count}} ungelesene Nachrichten',
  },
  iban: 'IBAN',
  accountNumber: 'Kontonummer',
  copyIban: 'IBAN kopieren',
  copyIbanOf: 'IBAN von {{account}} kopieren',
  copyAccountNumber: 'Kontonummer kopieren',
  ibanCopied: 'IBAN kopiert',
  accountNumberCopied: 'Kontonummer kopiert',
};

/** Swiss Standard German: written out in full so a change to German cannot slip in an ß. */
const deCH: AccountTexts = {
  myAccount: 'Mein Konto',
  logout: 'Abmelden',
  accountAndSecurity: 'Zugang und Sicherheit',
  myDetails: 'Meine Daten',
  totalBalance: 'Gesamtsaldo',
  availableBalance: 'Verfügbarer Saldo',
  balanceMaintenanceTitle: 'Saldo vorübergehend nicht verfügbar',
  balanceMaintenanceTooltip:
    'Wir führen gerade Wartungsarbeiten durch. Ihr Saldo ist in Kürze wieder verfügbar.',
  balanceFailedTitle: 'Saldo nicht verfügbar',
  balanceFailedTooltip: 'Ihr Saldo konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  unreadMessages: {
    one: '{{count}} ungelesene Nachricht',
    other: '{{count}} ungelesene Nachrichten',
  },
  iban: 'IBAN',
  accountNumber: 'Kontonummer',
  copyIban: 'IBAN kopieren',
  copyIbanOf: 'IBAN von {{account}} kopieren',
  copyAccountNumber: 'Kontonummer kopieren',
  ibanCopied: 'IBAN kopiert',
  accountNumberCopied: 'Kontonummer kopiert',
};

const es: AccountTexts = {
  myAccount: 'Mi cuenta',
  logout: 'Cerrar sesión',
  accountAndSecurity: 'Cuenta y seguridad',
  myDetails: 'Mis datos',
  totalBalance: 'Saldo total',
  availableBalance: 'Saldo disponible',
  balanceMaintenanceTitle: 'Saldo no disponible temporalmente',
  balanceMaintenanceTooltip:
    'Estamos realizando tareas de mantenimiento. Su saldo volverá a estar disponible en breve.',
  balanceFailedTitle: 'Saldo no disponible',
  balanceFailedTooltip: 'No se ha podido cargar su saldo. Inténtelo de nuevo más tarde.',
  unreadMessages: {
    one: '{{count}} mensaje no leído',
    many: '{{count}} de mensajes no leídos',
    other: '{{count}} mensajes no leídos',
  },
  iban: 'IBAN',
  accountNumber: 'Número de cuenta',
  copyIban: 'Copiar IBAN',
  copyIbanOf: 'Copiar el IBAN de {{account}}',
  copyAccountNumber: 'Copiar número de cuenta',
  ibanCopied: 'IBAN copiado',
  accountNumberCopied: 'Número de cuenta copiado',
};

const fr: AccountTexts = {
  myAccount: 'Mon compte',
  logout: 'Se déconnecter',
  accountAndSecurity: 'Compte et sécurité',
  myDetails: 'Mes informations',
  totalBalance: 'Solde total',
  availableBalance: 'Solde disponible',
  balanceMaintenanceTitle: 'Solde temporairement indisponible',
  balanceMaintenanceTooltip:
    'Nous effectuons actuellement des travaux de maintenance. Votre solde sera bientôt de nouveau disponible.',
  balanceFailedTitle: 'Solde indisponible',
  balanceFailedTooltip: 'Votre solde n’a pas pu être chargé. Veuillez réessayer plus tard.',
  unreadMessages: {
    one: '{{count}} message non lu',
    many: '{{count}} de messages non lus',
    other: '{{count}} messages non lus',
  },
  iban: 'IBAN',
  accountNumber: 'Numéro de compte',
  copyIban: 'Copier l’IBAN',
  copyIbanOf: 'Copier l’IBAN de {{account}}',
  copyAccountNumber: 'Copier le numéro de compte',
  ibanCopied: 'IBAN copié',
  accountNumberCopied: 'Numéro de compte copié',
};

const nl: AccountTexts = {
  myAccount: 'Mijn account',
  logout: 'Uitloggen',
  accountAndSecurity: 'Account en beveiliging',
  myDetails: 'Mijn gegevens',
  totalBalance: 'Totaal saldo',
  availableBalance: 'Beschikbaar saldo',
  balanceMaintenanceTitle: 'Saldo tijdelijk niet beschikbaar',
  balanceMaintenanceTooltip: 'Wij voeren momenteel onderhoud uit. Uw saldo is binnenkort weer beschikbaar.',
  balanceFailedTitle: 'Saldo niet beschikbaar',
  balanceFailedTooltip: 'Uw saldo kon niet worden geladen. Probeer het later opnieuw.',
  unreadMessages: {
    one: '{{count}} ongelezen bericht',
    other: '{{count}} ongelezen berichten',
  },
  iban: 'IBAN',
  accountNumber: 'Rekeningnummer',
  copyIban: 'IBAN kopiëren',
  copyIbanOf: 'IBAN van {{account}} kopiëren',
  copyAccountNumber: 'Rekeningnummer kopiëren',
  ibanCopied: 'IBAN gekopieerd',
  accountNumberCopied: 'Rekeningnummer gekopieerd',
};

// Polish: `other` is the form for fractions; whole numbers use one/few/many.
const pl: AccountTexts = {
  myAccount: 'Moje konto',
  logout: 'Wyloguj się',
  accountAndSecurity: 'Konto i bezpieczeństwo',
  myDetails: 'Moje dane',
  totalBalance: 'Saldo całkowite',
  availableBalance: 'Dostępne saldo',
  balanceMaintenanceTitle: 'Saldo chwilowo niedostępne',
  balanceMaintenanceTooltip: 'Trwają prace serwisowe. Saldo będzie wkrótce ponownie dostępne.',
  balanceFailedTitle: 'Saldo niedostępne',
  balanceFailedTooltip: 'Nie udało się wczytać salda. Spróbuj ponownie później.',
  unreadMessages: {
    one: '{{count}} nieprzeczytana wiadomość',
    few: '{{count}} nieprzeczytane wiadomości',
    many: '{{count}} nieprzeczytanych wiadomości',
    other: '{{count}} nieprzeczytanej wiadomości',
  },
  iban: 'IBAN',
  accountNumber: 'Numer rachunku',
  copyIban: 'Kopiuj IBAN',
  copyIbanOf: 'Kopiuj IBAN rachunku {{account}}',
  copyAccountNumber: 'Kopiuj numer rachunku',
  ibanCopied: 'Skopiowano IBAN',
  accountNumberCopied: 'Skopiowano numer rachunku',
};

const fi: AccountTexts = {
  myAccount: 'Oma tili',
  logout: 'Kirjaudu ulos',
  accountAndSecurity: 'Tili ja turvallisuus',
  myDetails: 'Omat tiedot',
  totalBalance: 'Kokonaissaldo',
  availableBalance: 'Käytettävissä oleva saldo',
  balanceMaintenanceTitle: 'Saldo ei ole tilapäisesti saatavilla',
  balanceMaintenanceTooltip: 'Teemme parhaillaan huoltotöitä. Saldosi on pian taas nähtävissä.',
  balanceFailedTitle: 'Saldo ei ole saatavilla',
  balanceFailedTooltip: 'Saldoa ei voitu ladata. Yritä myöhemmin uudelleen.',
  unreadMessages: {
    one: '{{count}} lukematon viesti',
    other: '{{count}} lukematonta viestiä',
  },
  iban: 'IBAN',
  accountNumber: 'Tilinumero',
  copyIban: 'Kopioi IBAN',
  copyIbanOf: 'Kopioi tilin {{account}} IBAN',
  copyAccountNumber: 'Kopioi tilinumero',
  ibanCopied: 'IBAN kopioitu',
  accountNumberCopied: 'Tilinumero kopioitu',
};

const it: AccountTexts = {
  myAccount: 'Il mio account',
  logout: 'Esci',
  accountAndSecurity: 'Account e sicurezza',
  myDetails: 'I miei dati',
  totalBalance: 'Saldo totale',
  availableBalance: 'Saldo disponibile',
  balanceMaintenanceTitle: 'Saldo temporaneamente non disponibile',
  balanceMaintenanceTooltip:
    'Sono in corso lavori di manutenzione. Il saldo sarà di nuovo disponibile a breve.',
  balanceFailedTitle: 'Saldo non disponibile',
  balanceFailedTooltip: 'Non è stato possibile caricare il saldo. Riprovi più tardi.',
  unreadMessages: {
    one: '{{count}} messaggio non letto',
    many: '{{count}} di messaggi non letti',
    other: '{{count}} messaggi non letti',
  },
  iban: 'IBAN',
  accountNumber: 'Numero di conto',
  copyIban: 'Copia IBAN',
  copyIbanOf: 'Copia l’IBAN di {{account}}',
  copyAccountNumber: 'Copia numero di conto',
  ibanCopied: 'IBAN copiato',
  accountNumberCopied: 'Numero di conto copiato',
};

export const accountTexts: Record<TextLocale, AccountTexts> = {
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
