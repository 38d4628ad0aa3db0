/**
 * The texts of the text locale en that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './en/customer-changes';
import { header } from './en/header';
import { navMenus } from './en/nav-menus';
import { portalPages } from './en/portal-pages';
import { productStatus } from './en/product-status';
import { publicPages } from './en/public-pages';
import { session } from './en/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
