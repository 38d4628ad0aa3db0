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
  connectionLostTitle: 'Keine Verbindung zu unseren Servern',
  connectionLost:
    'Ihre Angaben sind möglicherweise nicht aktuell. Wir versuchen weiter, die Verbindung herzustellen.',
  offlineTitle: 'Sie sind offline',
  offline:
    'Bitte prüfen Sie Ihre Internetverbindung. Sobald Sie wieder online sind, aktualisieren wir Ihre Angaben.',
  checkingConnection: 'Verbindung wird geprüft…',
  connectionRestored: 'Die Verbindung ist wiederhergestellt.',
  sectionFailed: 'Der Bereich «{{section}}» konnte nicht geladen werden.',
  sectionFailedHint:
    'Der Rest der Seite ist davon nicht betroffen. Bitte versuchen Sie es gleich noch einmal.',
  needsJavaScript: 'Dieses Portal benötigt JavaScript. Bitte aktivieren Sie es und laden Sie die Seite neu.',
  sectionFailedOffline: 'Sobald die Verbindung wieder besteht, laden wir ihn automatisch.',
};
