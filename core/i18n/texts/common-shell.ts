/**
 * Page-shell labels of the `common` namespace: loading, close, menu, skip link (accessibility.md 1),
 * the empty-content and technical-error messages of §8 with their reload button.
 * Navigation, footer and market labels are written in their own folders, not here.
 */
import type { TextLocale } from '../../locale';
import type { Translated } from '../text-table';

const en = {
  loading: 'Loading…',
  close: 'Close',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to main content',
  noData: 'No data found',
  technicalErrorTitle: 'Something went wrong',
  technicalError: 'This content cannot be displayed due to a technical error. Please reload the page.',
  reload: 'Reload',
  retry: 'Try again',
  back: 'Back',
  cancel: 'Cancel',
  opensInNewWindow: 'opens in a new window',
} as const;

export type ShellTemplates = typeof en;
export type ShellTexts = Translated<ShellTemplates>;

const de: ShellTexts = {
  loading: 'Wird geladen…',
  close: 'Schließen',
  menu: 'Menü',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  skipToContent: 'Zum Hauptinhalt springen',
  noData: 'Keine Daten gefunden',
  technicalErrorTitle: 'Es ist ein Fehler aufgetreten',
  technicalError:
    'Dieser Inhalt kann aufgrund eines technischen Fehlers nicht angezeigt werden. Bitte laden Sie die Seite neu.',
  reload: 'Neu laden',
  retry: 'Erneut versuchen',
  back: 'Zurück',
  cancel: 'Abbrechen',
  opensInNewWindow: 'öffnet in einem neuen Fenster',
};

/** Swiss Standard German: "Schliessen" with ss. */
const deCH: ShellTexts = {
  loading: 'Wird geladen…',
  close: 'Schliessen',
  menu: 'Menü',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schliessen',
  skipToContent: 'Zum Hauptinhalt springen',
  noData: 'Keine Daten gefunden',
  technicalErrorTitle: 'Es ist ein Fehler aufgetreten',
  technicalError:
    'Dieser Inhalt kann aufgrund eines technischen Fehlers nicht angezeigt werden. Bitte laden Sie die Seite neu.',
  reload: 'Neu laden',
  retry: 'Erneut versuchen',
  back: 'Zurück',
  cancel: 'Abbrechen',
  opensInNewWindow: 'öffnet in einem neuen Fenster',
};

const es: ShellTexts = {
  loading: 'Cargando…',
  close: 'Cerrar',
  menu: 'Menú',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  skipToContent: 'Saltar al contenido principal',
  noData: 'No se han encontrado datos',
  technicalErrorTitle: 'Se ha producido un error',
  technicalError: 'Este contenido no se puede mostrar debido a un error técnico. Vuelva a cargar la página.',
  reload: 'Volver a cargar',
  retry: 'Reintentar',
  back: 'Atrás',
  cancel: 'Cancelar',
  opensInNewWindow: 'se abre en una ventana nueva',
};

const fr: ShellTexts = {
  loading: 'Chargement…',
  close: 'Fermer',
  menu: 'Menu',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  skipToContent: 'Aller au contenu principal',
  noData: 'Aucune donnée trouvée',
  technicalErrorTitle: 'Une erreur s’est produite',
  technicalError:
    'Ce contenu ne peut pas être affiché en raison d’une erreur technique. Veuillez recharger la page.',
  reload: 'Recharger',
  retry: 'Réessayer',
  back: 'Retour',
  cancel: 'Annuler',
  opensInNewWindow: 's’ouvre dans une nouvelle fenêtre',
};

const nl: ShellTexts = {
  loading: 'Bezig met laden…',
  close: 'Sluiten',
  menu: 'Menu',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  skipToContent: 'Direct naar de hoofdinhoud',
  noData: 'Geen gegevens gevonden',
  technicalErrorTitle: 'Er is iets misgegaan',
  technicalError: 'Deze inhoud kan door een technische fout niet worden weergegeven. Laad de pagina opnieuw.',
  reload: 'Opnieuw laden',
  retry: 'Opnieuw proberen',
  back: 'Terug',
  cancel: 'Annuleren',
  opensInNewWindow: 'opent in een nieuw venster',
};

const pl: ShellTexts = {
  loading: 'Ładowanie…',
  close: 'Zamknij',
  menu: 'Menu',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  skipToContent: 'Przejdź do treści głównej',
  noData: 'Nie znaleziono danych',
  technicalErrorTitle: 'Wystąpił błąd',
  technicalError: 'Nie można wyświetlić tej treści z powodu błędu technicznego. Odśwież stronę.',
  reload: 'Odśwież',
  retry: 'Spróbuj ponownie',
  back: 'Wstecz',
  cancel: 'Anuluj',
  opensInNewWindow: 'otwiera się w nowym oknie',
};

const fi: ShellTexts = {
  loading: 'Ladataan…',
  close: 'Sulje',
  menu: 'Valikko',
  openMenu: 'Avaa valikko',
  closeMenu: 'Sulje valikko',
  skipToContent: 'Siirry pääsisältöön',
  noData: 'Tietoja ei löytynyt',
  technicalErrorTitle: 'Jokin meni vikaan',
  technicalError: 'Sisältöä ei voi näyttää teknisen virheen vuoksi. Lataa sivu uudelleen.',
  reload: 'Lataa uudelleen',
  retry: 'Yritä uudelleen',
  back: 'Takaisin',
  cancel: 'Peruuta',
  opensInNewWindow: 'avautuu uuteen ikkunaan',
};

const it: ShellTexts = {
  loading: 'Caricamento…',
  close: 'Chiudi',
  menu: 'Menu',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  skipToContent: 'Vai al contenuto principale',
  noData: 'Nessun dato trovato',
  technicalErrorTitle: 'Si è verificato un errore',
  technicalError:
    'Non è possibile visualizzare questo contenuto a causa di un errore tecnico. Ricarichi la pagina.',
  reload: 'Ricarica',
  retry: 'Riprova',
  back: 'Indietro',
  cancel: 'Annulla',
  opensInNewWindow: 'si apre in una nuova finestra',
};

export const shellTexts: Record<TextLocale, ShellTexts> = {
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
