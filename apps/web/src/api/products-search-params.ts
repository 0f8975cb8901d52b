import { PRODUCT_SORTS } from '@electro/shared';
import type { ProductsParams } from './products';

/*
 * The shop reads its filters from the address bar by the rules of the API's
 * productListQuerySchema (packages/shared), without zod: the schema would bring zod's core (about 25 KB gzip, and its
 * evaluation) into the shop page's first load for a handful of checks. These are the schema's
 * rules and limits, written out; products-search-params.test.ts reads thousands of addresses
 * with both and holds them equal, with the schema's own limits among its inputs.
 */
const LIMITS = {
  /** search: at most this many characters before trimming, as INPUT_LIMITS.search. */
  search: 200,
  /** category and brand: a comma-separated list of at most this many characters. */
  list: 1000,
  /** minPrice and maxPrice: digits with an optional decimal part, at most INPUT_LIMITS.price. */
  priceChars: 32,
  price: 1_000_000,
  /** page (up to INPUT_LIMITS.page) and limit: whole numbers written with at most 16 digits. */
  intChars: 16,
  page: 10_000,
  limit: 100,
} as const;

const NUMBER = /^\d+(?:\.\d+)?$/;
const WHOLE = /^\d+$/;

type Reader<T> = (value: string) => T | undefined;

const text: Reader<string> = (value) =>
  value.length <= LIMITS.search && !value.includes('\u0000') ? value.trim() : undefined;

const list: Reader<string[]> = (value) =>
  value.length <= LIMITS.list && !value.includes('\u0000')
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : undefined;

const price: Reader<number> = (value) => {
  if (value.length > LIMITS.priceChars || !NUMBER.test(value)) return undefined;
  const number = Number(value);
  return number <= LIMITS.price ? number : undefined;
};

const whole =
  (max: number): Reader<number> =>
  (value) => {
    if (value.length > LIMITS.intChars || !WHOLE.test(value)) return undefined;
    const number = Number(value);
    return number >= 1 && number <= max ? number : undefined;
  };

const sort: Reader<ProductsParams['sort']> = (value) =>
  PRODUCT_SORTS.find((candidate) => candidate === value);

/** `true` or `false` exactly, as the schema's enum; `false` lists the same as leaving it out. */
const flag: Reader<boolean> = (value) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

const readers: { [K in keyof Required<ProductsParams>]: Reader<ProductsParams[K]> } = {
  search: text,
  category: list,
  brand: list,
  minPrice: price,
  maxPrice: price,
  sort,
  page: whole(LIMITS.page),
  limit: whole(LIMITS.limit),
  inStock: flag,
};

/**
 * Reads GET /products parameters from an address bar by the API's rules. A link may carry
 * anything, so each value the API would refuse is dropped on its own (the rest still apply),
 * and so is a price range the API would refuse as a whole (minimum above maximum).
 */
export function productsParamsFromSearchParams(search: URLSearchParams): ProductsParams {
  const params: ProductsParams = {};
  for (const key of Object.keys(readers) as Array<keyof ProductsParams>) {
    const value = search.get(key);
    if (value === null) continue;
    const read = (readers[key] as Reader<unknown>)(value);
    if (read !== undefined) (params as Record<string, unknown>)[key] = read;
  }
  if (
    params.minPrice !== undefined &&
    params.maxPrice !== undefined &&
    params.minPrice > params.maxPrice
  ) {
    delete params.minPrice;
    delete params.maxPrice;
  }
  // Sorted like normalizeProductsParams, so equal filters read back equal.
  return {
    ...params,
    search: params.search || undefined,
    category: params.category && [...params.category].sort(),
    brand: params.brand && [...params.brand].sort(),
  };
}
