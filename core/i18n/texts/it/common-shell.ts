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
};
