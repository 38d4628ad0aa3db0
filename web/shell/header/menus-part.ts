/**
 * What the header's menus' chunk holds (header-menus.ts loads it, docs/decisions/145 and 161): the
 * component that draws the menus and core's `buildHeader`, which builds them from the navigation
 * catalogue. A page whose header has no menus (the login page) loads neither.
 */
export { buildHeader } from '../../../core/header';
export { MenuHeader } from './MenuHeader';
