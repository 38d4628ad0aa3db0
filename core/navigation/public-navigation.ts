/**
 * §2.4 the main navigation of the public and private header: the market's catalogue with the §6
 * visibility rules applied.
 */
import { catalogueFor } from './catalogue';
import type { NavigationContext } from './inputs';
import type { NavItem } from './types';
import { applyVisibility } from './visibility';

/**
 * The navigation one visitor sees.
 * @example buildNavigation({ locale: 'fi-FI', flags, config }).map((item) => item.id)
 *   // ['offers', 'financeKnowledge', 'information', 'help', 'about']
 */
export function buildNavigation(ctx: NavigationContext): NavItem[] {
  return applyVisibility(catalogueFor(ctx), ctx);
}
