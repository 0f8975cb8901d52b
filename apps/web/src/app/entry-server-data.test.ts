import { CATEGORY_PAGE_SIZE, SHOP_PAGE_SIZE } from '@electro/shared';
import { describe, expect, it } from 'vitest';
import { pageQueries } from './entry-server-data';

const keysOf = (location: string) => pageQueries(location).map((query) => query.queryKey);

describe('pageQueries: what a page rendered on the server is given', () => {
  it("names the shop's list under the key its hook asks with, whatever the filters' spelling", () => {
    const [list] = pageQueries('/shop?sort=price&brand=sony,apple&page=2&maxPrice=2000');
    // Brands sorted, the slider's top left out, the page size added: as shop-page.tsx asks.
    expect(list).toEqual({
      queryKey: [
        'products',
        { brand: ['apple', 'sony'], sort: 'price', page: 2, limit: SHOP_PAGE_SIZE },
      ],
      path: `/products?brand=apple%2Csony&sort=price&page=2&limit=${SHOP_PAGE_SIZE}`,
    });
    expect(keysOf('/shop?page=abc')[0]).toEqual(['products', { page: 1, limit: SHOP_PAGE_SIZE }]);
    expect(keysOf('/shop').slice(1)).toEqual([['categories'], ['brands'], ['settings']]);
  });

  it("names a category's and a brand's name and first products", () => {
    expect(pageQueries('/category/phones')).toEqual([
      { queryKey: ['category', 'phones'], path: '/categories/phones', field: 'category' },
      {
        queryKey: ['products', { category: ['phones'], limit: CATEGORY_PAGE_SIZE }],
        path: `/products?category=phones&limit=${CATEGORY_PAGE_SIZE}`,
      },
      { queryKey: ['settings'], path: '/settings', field: 'settings' },
    ]);
    expect(keysOf('/brand/a%20b')).toEqual([
      ['brand', 'a b'],
      ['products', { brand: ['a b'], limit: CATEGORY_PAGE_SIZE }],
      ['settings'],
    ]);
    expect(pageQueries('/brand/a%20b')[0]?.path).toBe('/brands/a%20b');
  });

  it('names the home page and the content pages, and nothing for the others', () => {
    expect(keysOf('/')).toEqual([['categories'], ['settings']]);
    expect(keysOf('/about')).toEqual([['pages', 'about'], ['settings']]);
    expect(keysOf('/pages/returns')).toEqual([['pages', 'returns'], ['settings']]);
    for (const location of ['/cart', '/brands', '/product/x', '/category/%E0%A4%A']) {
      expect(keysOf(location), location).toEqual([]);
    }
  });
});
