/**
 * The texts of the text locale fr that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './fr/customer-changes';
import { header } from './fr/header';
import { navMenus } from './fr/nav-menus';
import { portalPages } from './fr/portal-pages';
import { productStatus } from './fr/product-status';
import { publicPages } from './fr/public-pages';
import { session } from './fr/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
