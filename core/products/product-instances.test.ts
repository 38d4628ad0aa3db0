import { describe, expect, it } from 'vitest';
import { nextProductInstancePageId } from './product-instances';

const page = (pageId: number, totalPages: number) => ({
  data: [],
  page: { pageId, pageSize: 20, totalPages, totalElements: totalPages * 20 },
});

describe('product_instance paging (§7 pageId)', () => {
  it('asks for the next page until the last one', () => {
    expect(nextProductInstancePageId(page(0, 3))).toBe(1);
    expect(nextProductInstancePageId(page(1, 3))).toBe(2);
    expect(nextProductInstancePageId(page(2, 3))).toBeUndefined();
  });

  it('stops on an empty result and on a page beyond the total', () => {
    expect(nextProductInstancePageId(page(0, 0))).toBeUndefined();
    expect(nextProductInstancePageId(page(7, 3))).toBeUndefined();
  });
});
