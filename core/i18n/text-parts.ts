/**
 * The two parts a page loaded before pages declared their namespaces (docs/decisions/161): what
 * every page needs ('start', the login page's case) and everything ('all'). Kept for the callers
 * that still name a part; a page that names its namespaces does not need it.
 */
import { NAMESPACES, type Namespace } from './language';

export type TextPart = 'start' | 'all';

/** The namespaces only some pages read: not on the login page. */
export const PAGE_NAMESPACES: readonly Namespace[] = [
  'publicPages',
  'productStatus',
  'customerChanges',
  'portalPages',
  'navMenus',
  'header',
  'session',
];

/** @example namespacesOf('start').includes('login') // true */
export function namespacesOf(part: TextPart): readonly Namespace[] {
  return part === 'all' ? NAMESPACES : NAMESPACES.filter((namespace) => !PAGE_NAMESPACES.includes(namespace));
}
