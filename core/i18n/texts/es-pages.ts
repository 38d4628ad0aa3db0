/**
 * The texts of the text locale es that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './es/customer-changes';
import { header } from './es/header';
import { navMenus } from './es/nav-menus';
import { portalPages } from './es/portal-pages';
import { productStatus } from './es/product-status';
import { publicPages } from './es/public-pages';
import { session } from './es/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
