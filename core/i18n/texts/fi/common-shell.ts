import type { ShellTexts } from '../en/common-shell';

export const shell: ShellTexts = {
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
