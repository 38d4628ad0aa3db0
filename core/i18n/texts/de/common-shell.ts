import type { ShellTexts } from '../en/common-shell';

export const shell: ShellTexts = {
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
