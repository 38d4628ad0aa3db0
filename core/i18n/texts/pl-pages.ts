/**
 * The texts of the text locale pl that only some pages read (public pages, product states,
 * customer changes): a chunk of their own, so the login page does not download them (issue 12).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './pl/customer-changes';
import { productStatus } from './pl/product-status';
import { publicPages } from './pl/public-pages';

export const pages: PageTexts = { publicPages, productStatus, customerChanges };
