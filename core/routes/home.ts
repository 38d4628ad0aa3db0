/**
 * `/{locale}/`, the address the country picker links to for every market on the shared site (§2.6).
 * The portal has no public home page of its own: a signed-in customer goes to the overview, a
 * visitor to the login page. The US market is the exception (§2.1): its login lives on an external
 * app host, so a visitor who picked the United States would leave the site on their first click;
 * they get the US offers page instead, and log in from its header (docs/decisions/108-market-home.md).
 */
import type { Locale } from '../locale';
import { dashboardPath, loginPath, offerPaths } from './paths';

/**
 * @example homeDestination('de-DE', false) // '/de-de/login/'
 * @example homeDestination('en-US', false) // '/en-us/products/'
 * @example homeDestination('de-DE', true) // '/de-de/dashboard/'
 */
export function homeDestination(locale: Locale, signedIn: boolean): string {
  if (signedIn) return dashboardPath(locale);
  return locale === 'en-US' ? offerPaths(locale).fixed : loginPath(locale);
}
