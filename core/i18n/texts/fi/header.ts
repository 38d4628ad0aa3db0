import type { HeaderTexts } from '../../label-types';

export const header: HeaderTexts = {
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
};
