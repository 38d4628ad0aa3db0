/**
 * §2.5 header mode selection, in the spec's order: country-selector page, login/open-banking,
 * registration, authenticated, public. Corporate and banking-as-a-service pages (§2.4) are their
 * own sites with their own header, whoever is looking at them.
 */
import type { RouteMatch } from '../routes';
import type { HeaderMode, HeaderType } from './types';

/**
 * @example selectHeaderMode(matchRoute('/de-de/login/'), true) // 'login': the login page wins over a session
 * @example selectHeaderMode(matchRoute('/de-de/'), true) // 'authenticated'
 */
export function selectHeaderMode(route: RouteMatch, authenticated: boolean): HeaderMode {
  if (route.name === 'countrySelector') return 'countrySelector';
  if (route.name === 'corporate') return 'corporate';
  if (route.name === 'bankingAsAService') return 'bankingAsAService';
  if (route.name === 'login') return 'login';
  if (route.name === 'openBanking') return 'openBanking';
  if (route.name === 'register') return 'registration';
  if (authenticated) return 'authenticated';
  return 'public';
}

/**
 * §2.5 header type per mode. Login, open banking and registration are flows: their header is
 * integrated (no desktop navigation, actions below the header). A page may ask for the integrated
 * header itself (`integrated`), e.g. a customer-redirect page.
 */
export function headerTypeFor(mode: HeaderMode, integrated = false): HeaderType {
  if (mode === 'login' || mode === 'openBanking' || mode === 'registration') return 'integrated';
  if (integrated) return 'integrated';
  return mode === 'authenticated' ? 'private' : 'public';
}
