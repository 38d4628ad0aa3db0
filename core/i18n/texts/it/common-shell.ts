import type { ShellTexts } from '../en/common-shell';

export const shell: ShellTexts = {
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
  connectionLostTitle: 'Non riusciamo a raggiungere i nostri server',
  connectionLost:
    'I Suoi dati potrebbero non essere aggiornati. Continuiamo a tentare di ristabilire la connessione.',
  offlineTitle: 'Nessuna connessione a Internet',
  offline: 'Controlli la connessione a Internet. Aggiorneremo i Suoi dati non appena sarà di nuovo connesso.',
  checkingConnection: 'Verifica della connessione…',
  connectionRestored: 'La connessione è stata ripristinata.',
  sectionFailed: 'Non è stato possibile caricare la sezione «{{section}}».',
  sectionFailedHint: 'Il resto della pagina non è interessato. Riprovi tra un momento.',
  needsJavaScript: 'Questo portale richiede JavaScript. Lo attivi e ricarichi la pagina.',
  sectionFailedOffline: 'La caricheremo automaticamente non appena la connessione sarà ripristinata.',
};
