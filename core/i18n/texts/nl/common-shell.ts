import type { ShellTexts } from '../en/common-shell';

export const shell: ShellTexts = {
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
