/**
 * The texts of the text locale it that only some pages read (public pages, product states,
 * customer changes, the portal texts of the pages that load the whole language, the menus' titles,
 * the header's menu texts) and the signed-in shell's session dialog: a chunk of their own, so the
 * login page does not download them (issue 12, decision 161).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './it/customer-changes';
import { header } from './it/header';
import { navMenus } from './it/nav-menus';
import { portalPages } from './it/portal-pages';
import { productStatus } from './it/product-status';
import { publicPages } from './it/public-pages';
import { session } from './it/session';

export const pages: PageTexts = {
  publicPages,
  productStatus,
  customerChanges,
  portalPages,
  navMenus,
  header,
  session,
};
