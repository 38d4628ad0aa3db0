/**
 * Paging over the product_instance call (§7 takes a pageId): pages count from 0.
 */
import type { ProductInstancesPage } from './schemas';

/**
 * The pageId to ask for next, or undefined after the last page. Guards against a server that repeats
 * a page number beyond totalPages, so a loop over pages always ends.
 * @example nextProductInstancePageId({ data: [], page: { pageId: 0, pageSize: 20, totalPages: 2, totalElements: 25 } }) // 1
 */
export function nextProductInstancePageId(page: ProductInstancesPage): number | undefined {
  const next = page.page.pageId + 1;
  return next < page.page.totalPages ? next : undefined;
}
