/**
 * The texts of the text locale fr that only some pages read (public pages, product states,
 * customer changes): a chunk of their own, so the login page does not download them (issue 12).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './fr/customer-changes';
import { productStatus } from './fr/product-status';
import { publicPages } from './fr/public-pages';

export const pages: PageTexts = { publicPages, productStatus, customerChanges };
