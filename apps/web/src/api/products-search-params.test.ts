import {
  INPUT_LIMITS,
  PRODUCT_SORTS,
  productFacetsQuerySchema,
  productQuerySchema,
} from '@electro/shared';
import { describe, expect, it } from 'vitest';
import type { ProductsParams } from './products';
import { productsParamsFromSearchParams } from './products-search-params';

/** The storefront's fields: productQuerySchema's, and `inStock` as GET /products takes it. */
const fields = { ...productQuerySchema.shape, inStock: productFacetsQuerySchema.shape.inStock };

/**
 * The address bar read with the API's own schema: each value the schema refuses on its own is
 * dropped, then a price range it refuses as a whole. The storefront's reader must agree.
 */
function readWithSchema(search: URLSearchParams): ProductsParams {
  const raw: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = search.get(key);
    if (value !== null && field.safeParse(value).success) raw[key] = value;
  }
  const { inStock, ...rest } = raw;
  let parsed = productQuerySchema.safeParse(rest);
  if (!parsed.success) {
    const { minPrice: _min, maxPrice: _max, ...withoutPrices } = rest;
    parsed = productQuerySchema.safeParse(withoutPrices);
  }
  const params: ProductsParams = parsed.success ? { ...parsed.data } : {};
  if (inStock !== undefined) params.inStock = fields.inStock.parse(inStock);
  return {
    ...params,
    search: params.search || undefined,
    category: params.category && [...params.category].sort(),
    brand: params.brand && [...params.brand].sort(),
  };
}

// Around every limit of the schema, from its own constants: a changed limit changes the inputs.
const around = (n: number) => [n - 1, n, n + 1].filter((v) => v >= 0).map(String);
const numbers = [
  ...['', ' ', '0', '1', '01', '2', '7', '1.5', '0.5', '10.25', '1.', '.5', '-1', '+3', '1e3'],
  ...[' 5', '5 ', '0x10', '1,5', '١٢', 'NaN', 'Infinity', 'abc', '12abc', '3.0'],
  ...around(100),
  ...around(INPUT_LIMITS.page),
  ...around(INPUT_LIMITS.price),
  `${INPUT_LIMITS.price}.5`,
  `${INPUT_LIMITS.price - 1}.99`,
  '1'.repeat(15),
  '1'.repeat(16),
  '1'.repeat(17),
  `0000000000000${'5'.repeat(3)}`,
  `${'0'.repeat(30)}12`,
  `${'0'.repeat(31)}12`,
  `1.${'0'.repeat(30)}`,
  `1.${'0'.repeat(29)}`,
];
const words = [
  '',
  ' ',
  'phone',
  '  phone  ',
  'Ünïcødé 📱',
  'a\u0000b',
  'x'.repeat(INPUT_LIMITS.search),
  `${'x'.repeat(INPUT_LIMITS.search)} `,
  ` ${'y'.repeat(INPUT_LIMITS.search - 1)}`,
  'x'.repeat(INPUT_LIMITS.search + 1),
];
const lists = [
  '',
  ',',
  ' , ',
  'phones',
  'tablets,laptops',
  ',apple,,samsung, ',
  ' b , a ',
  'a\u0000,b',
  'z,y,x,w',
  `${'s'.repeat(996)},abc`,
  `${'s'.repeat(996)},abcd`,
  `${'s'.repeat(997)},abcd`,
];
const sorts = [...PRODUCT_SORTS, '', 'cheapest', ' price', 'PRICE', '-title', 'price,-sold'];
const flags = ['true', 'false', '', 'TRUE', '1', 'yes', ' true', 'true '];

const pools: Record<keyof Required<ProductsParams>, readonly string[]> = {
  search: words,
  category: lists,
  brand: lists,
  minPrice: numbers,
  maxPrice: numbers,
  sort: sorts,
  page: numbers,
  limit: numbers,
  inStock: flags,
};

/** A small seeded generator, so a failure names an input that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function addresses(count: number, seed: number): URLSearchParams[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const out: URLSearchParams[] = [];
  for (let i = 0; i < count; i++) {
    const search = new URLSearchParams();
    for (const [key, pool] of Object.entries(pools)) {
      if (next() < 0.55) search.append(key, pick(pool));
      // A repeated key: both readers take the first.
      if (next() < 0.05) search.append(key, pick(pool));
    }
    if (next() < 0.1) search.append('unknown', pick(words));
    out.push(search);
  }
  return out;
}

describe("the shop's address-bar reader", () => {
  it('reads every single value as the schema does', () => {
    for (const [key, pool] of Object.entries(pools)) {
      for (const value of pool) {
        const search = new URLSearchParams([[key, value]]);
        expect({
          input: search.toString(),
          read: productsParamsFromSearchParams(search),
        }).toStrictEqual({
          input: search.toString(),
          read: readWithSchema(search),
        });
      }
    }
  });

  it('agrees with the schema on thousands of addresses', () => {
    for (const search of addresses(5000, 20240601)) {
      const expected = readWithSchema(search);
      expect({
        input: search.toString(),
        read: productsParamsFromSearchParams(search),
      }).toStrictEqual({
        input: search.toString(),
        read: expected,
      });
    }
  });

  it('drops a price range whose minimum is above its maximum, and keeps an equal one', () => {
    const read = (query: string) => productsParamsFromSearchParams(new URLSearchParams(query));
    expect(read('minPrice=900&maxPrice=100&sort=price')).toStrictEqual(
      readWithSchema(new URLSearchParams('minPrice=900&maxPrice=100&sort=price')),
    );
    expect(read('minPrice=900&maxPrice=100&sort=price').minPrice).toBeUndefined();
    expect(read('minPrice=100&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 100 });
  });
});
