import { productQuerySchema } from '@electro/shared';
import type { ProductsParams } from './products';

/*
 * Apart from products.ts because it needs zod (the API's own schema): the pages that only list
 * products (home, category) stay without it; the shop page, which reads its filters from the
 * address bar, loads it.
 */

/**
 * Reads GET /products parameters from an address bar with the API's own schema. A link may
 * carry anything, so each value the API would refuse is dropped on its own (the rest still
 * apply), and so is a price range the API would refuse as a whole (minimum above maximum).
 */
export function productsParamsFromSearchParams(search: URLSearchParams): ProductsParams {
  const raw: Record<string, string> = {};
  for (const [key, field] of Object.entries(productQuerySchema.shape)) {
    const value = search.get(key);
    if (value !== null && field.safeParse(value).success) raw[key] = value;
  }
  let parsed = productQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const { minPrice: _min, maxPrice: _max, ...withoutPrices } = raw;
    parsed = productQuerySchema.safeParse(withoutPrices);
  }
  const params = parsed.success ? parsed.data : {};
  // Sorted like normalizeProductsParams, so equal filters read back equal.
  return {
    ...params,
    search: params.search || undefined,
    category: params.category && [...params.category].sort(),
    brand: params.brand && [...params.brand].sort(),
  };
}
