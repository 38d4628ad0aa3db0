/**
 * The texts of the text locale nl that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './nl/customer-changes';
import { header } from './nl/header';
import { navMenus } from './nl/nav-menus';
import { portalPages } from './nl/portal-pages';
import { productStatus } from './nl/product-status';
import { publicPages } from './nl/public-pages';
import { session } from './nl/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
