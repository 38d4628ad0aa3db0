/**
 * The header's menus, a part of their own (web/pages.ts `headerMenus`, docs/decisions/145 and 161):
 * the component that draws them and core's `buildHeader`, which builds them from the navigation
 * catalogue. A page whose header has no menus (the login page) loads neither.
 */
export { buildHeader } from '../../../core/header';
export { MenuHeader } from './MenuHeader';
