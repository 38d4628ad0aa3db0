/**
 * The texts of the text locale pl that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './pl/customer-changes';
import { header } from './pl/header';
import { navMenus } from './pl/nav-menus';
import { portalPages } from './pl/portal-pages';
import { productStatus } from './pl/product-status';
import { publicPages } from './pl/public-pages';
import { session } from './pl/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
