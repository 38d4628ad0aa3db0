/**
 * The texts of the text locale en that only some pages read (public pages, product states,
 * customer changes): a chunk of their own, so the login page does not download them (issue 12).
 */
import type { PageTexts } from '../language';
import { customerChanges } from './en/customer-changes';
import { productStatus } from './en/product-status';
import { publicPages } from './en/public-pages';

export const pages: PageTexts = { publicPages, productStatus, customerChanges };
