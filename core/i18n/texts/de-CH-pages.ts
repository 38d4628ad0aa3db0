/**
 * The texts of the text locale de-CH that only some pages read (public pages, product states,
 * customer changes): a chunk of their own, so the login page does not download them (issue 12).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './de-CH/customer-changes';
import { productStatus } from './de-CH/product-status';
import { publicPages } from './de-CH/public-pages';

export const pages: PageTexts = { publicPages, productStatus, customerChanges };
