/**
 * The texts of the text locale de-CH that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './de-CH/customer-changes';
import { header } from './de-CH/header';
import { navMenus } from './de-CH/nav-menus';
import { portalPages } from './de-CH/portal-pages';
import { productStatus } from './de-CH/product-status';
import { publicPages } from './de-CH/public-pages';
import { session } from './de-CH/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
