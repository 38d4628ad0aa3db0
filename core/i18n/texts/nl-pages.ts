/**
 * The texts of the text locale nl that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles
 * and the header's menu texts): a chunk of their own, so the login page does not download them
 * (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './nl/customer-changes';
import { header } from './nl/header';
import { navMenus } from './nl/nav-menus';
import { portalPages } from './nl/portal-pages';
import { productStatus } from './nl/product-status';
import { publicPages } from './nl/public-pages';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
};
