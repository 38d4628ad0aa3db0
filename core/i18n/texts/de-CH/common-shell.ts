import type { ShellTexts } from '../en/common-shell';

/** Swiss Standard German: "Schliessen" with ss. */
export const shell: ShellTexts = {
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
