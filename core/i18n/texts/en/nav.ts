/**
 * English texts of the header's bar: the logo's text, the navigation landmark and the login and
 * registration actions. The menus' titles are in nav-menus.ts, which the login page does not load
 * (docs/decisions/161).
 */
import type { NavBarTexts } from '../../label-types';

export const nav: NavBarTexts = {
  login: 'Log in',
  register: 'Open an account',
  logoAlt: (brand) => `${brand} – home`,
  mainNavigation: 'Main navigation',
};
