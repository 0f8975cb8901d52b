import {
  brandsResponseSchema,
  cartResponseSchema,
  categoriesResponseSchema,
  currentUserResponseSchema,
  errorResponseSchema,
  productsResponseSchema,
  reviewsResponseSchema,
  settingsResponseSchema,
  wishlistResponseSchema,
} from '@electro/shared';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';
import { API_BASE } from '@/config/api';
import { makeUser } from './fixtures';

/** The address of an API path as the web app requests it: `/api/v1/cart`. */
export const apiPath = (path: string) => `${API_BASE}${path}`;

/**
 * A JSON answer whose body is checked against the shared schema of the API's envelope, so a
 * test cannot feed the page a shape the server never sends.
 */
export function answer<Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  init: { status?: number } = {},
) {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, {
    status: init.status ?? 200,
  });
}

/** `{ success: false, message }` with an error status. */
export const failure = (status: number, message: string) =>
  answer(errorResponseSchema, { success: false, message }, { status });

const emptyList = { success: true as const, message: 'OK' };

/**
 * What a fresh, empty shop answers: no products, categories, brands or reviews, and for a
 * signed-in user an empty cart and wishlist. Tests add their own answers with server.use().
 */
export const defaultHandlers = [
  http.get(apiPath('/products'), () =>
    answer(productsResponseSchema, {
      ...emptyList,
      products: [],
      totalProducts: 0,
      page: 1,
      limit: 6,
      totalPages: 0,
    }),
  ),
  http.get(apiPath('/categories'), () =>
    answer(categoriesResponseSchema, { ...emptyList, categories: [] }),
  ),
  http.get(apiPath('/brands'), () => answer(brandsResponseSchema, { ...emptyList, brands: [] })),
  http.get(apiPath('/settings'), () =>
    answer(settingsResponseSchema, {
      success: true,
      message: 'Store settings',
      settings: { currency: 'USD' },
    }),
  ),
  http.get(apiPath('/reviews'), () => answer(reviewsResponseSchema, { ...emptyList, reviews: [] })),
  http.get(apiPath('/cart'), () =>
    answer(cartResponseSchema, {
      ...emptyList,
      count: 0,
      cart: { _id: 'cart-0', id: 'cart-0', products: [], totalCartPrice: 0 },
    }),
  ),
  http.get(apiPath('/wishlist'), () =>
    answer(wishlistResponseSchema, { ...emptyList, count: 0, wishlist: { products: [] } }),
  ),
  http.get(apiPath('/users'), ({ request }) =>
    request.headers.get('token')
      ? answer(currentUserResponseSchema, {
          ...emptyList,
          user: { ...makeUser(), lastShippingAddress: null },
        })
      : failure(401, 'No token found'),
  ),
];

export const server = setupServer(...defaultHandlers);

/**
 * Starts the mock API for the calling test file: a request nobody answers fails the test, and
 * each test's own answers are dropped after it.
 */
export function startMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
