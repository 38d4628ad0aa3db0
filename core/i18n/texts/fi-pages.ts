/**
 * The texts of the text locale fi that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './fi/customer-changes';
import { header } from './fi/header';
import { navMenus } from './fi/nav-menus';
import { portalPages } from './fi/portal-pages';
import { productStatus } from './fi/product-status';
import { publicPages } from './fi/public-pages';
import { session } from './fi/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
