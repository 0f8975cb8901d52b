import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_FILTER,
  readShopState,
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
      filter: { category: ['laptops', 'tablets'], brand: ['apple'], minPrice: 100, maxPrice: 900 },
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
      page: 1,
      limit: 6,
    });
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
