/**
 * Swiss German texts of the header's bar: the logo's text, the navigation landmark and the login and
 * registration actions. The menus' titles are in nav-menus.ts, which the login page does not load
 * (docs/decisions/161).
 */
import type { NavBarTexts } from '../../label-types';

/** Swiss spelling of a value from elsewhere, such as a brand name (no ß, common brief). */
const swissSpelling = (text: string) => text.replaceAll('ß', 'ss');

export const nav: NavBarTexts = {
  login: 'Anmelden',
  register: 'Konto eröffnen',
  logoAlt: (brand) => swissSpelling(`${brand} – Startseite`),
  mainNavigation: 'Hauptnavigation',
};
