import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_FILTER,
  readShopState,
  shopFacetsParams,
  shopSortOptions,
  shopStateToApiParams,
  shopStateToSearchParams,
} from './shop-params';

describe('shop state in the address bar', () => {
  it('reads a shared link back into the same filter, sort and page', () => {
    const state = readShopState(
      new URLSearchParams(
        'category=tablets,laptops&brand=apple&minPrice=100&maxPrice=900&sort=-price&page=3',
      ),
    );
    expect(state).toEqual({
      filter: {
        category: ['laptops', 'tablets'],
        brand: ['apple'],
        minPrice: 100,
        maxPrice: 900,
        inStock: false,
      },
      search: undefined,
      sort: '-price',
      page: 3,
    });
    expect(readShopState(shopStateToSearchParams(state))).toEqual(state);
  });

  it('treats the default price range as no bound and leaves defaults out of the URL', () => {
    const state = { filter: DEFAULT_SHOP_FILTER, page: 1 };
    expect(shopStateToSearchParams(state).toString()).toBe('');
    expect(shopStateToApiParams(state)).toEqual({
      search: undefined,
      category: [],
      brand: [],
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
      inStock: undefined,
      page: 1,
      limit: 6,
    });
  });

  it('carries "In stock only" as inStock=true, to the address bar and to the API', () => {
    const state = readShopState(new URLSearchParams('inStock=true&brand=apple'));
    expect(state.filter.inStock).toBe(true);
    expect(shopStateToSearchParams(state).toString()).toBe('brand=apple&inStock=true');
    expect(shopStateToApiParams(state).inStock).toBe(true);
    expect(shopFacetsParams(state.search, state.filter)).toEqual({
      search: undefined,
      category: [],
      brand: ['apple'],
      minPrice: undefined,
      maxPrice: undefined,
      inStock: true,
    });
    // inStock=false lists everything, like no inStock at all: it leaves the address bar.
    const off = readShopState(new URLSearchParams('inStock=false'));
    expect(off.filter).toEqual(DEFAULT_SHOP_FILTER);
    expect(shopStateToSearchParams(off).toString()).toBe('');
  });

  it('sorts a search by relevance, and offers Relevance in place of Featured only then', () => {
    const state = readShopState(new URLSearchParams('search=pix&sort=relevance'));
    expect(state).toMatchObject({ search: 'pix', sort: 'relevance' });
    expect(shopStateToSearchParams(state).toString()).toBe('search=pix&sort=relevance');
    // Without a search there is nothing to rank by: Featured (the catalogue's order).
    expect(readShopState(new URLSearchParams('sort=relevance')).sort).toBeUndefined();
    expect(shopStateToApiParams({ ...state, search: undefined }).sort).toBeUndefined();
    expect(shopSortOptions(true).map((option) => option.label)).toContain('Relevance');
    expect(shopSortOptions(true).map((option) => option.label)).not.toContain('Featured');
    expect(shopSortOptions(false).map((option) => option.label)).toContain('Featured');
    expect(shopSortOptions(false).map((option) => option.label)).not.toContain('Relevance');
  });

  it('drops values the API would refuse (unknown sort, bad page)', () => {
    const state = readShopState(new URLSearchParams('sort=cheapest&page=-2&search=%20%20'));
    expect(state.sort).toBeUndefined();
    expect(state.page).toBe(1);
    expect(state.search).toBeUndefined();
  });

  it("reads the URL with the API's own rules: a bad value goes, the others stay", () => {
    const state = readShopState(
      new URLSearchParams('minPrice=abc&maxPrice=500&page=2.5&search=%20phone%20&brand=,apple,'),
    );
    expect(state.filter).toEqual({ ...DEFAULT_SHOP_FILTER, brand: ['apple'], maxPrice: 500 });
    expect(state.page).toBe(1);
    expect(state.search).toBe('phone');
  });

  it('drops a price range whose minimum is above its maximum, as the API would refuse it', () => {
    const state = readShopState(new URLSearchParams('minPrice=900&maxPrice=100&sort=price'));
    expect(state.filter).toEqual(DEFAULT_SHOP_FILTER);
    expect(state.sort).toBe('price');
  });
});
