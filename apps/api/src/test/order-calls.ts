/**
 * The orders tests' store: an admin, a category and brand to make products in, and the calls
 * they make as a shopper or the admin: the orders tests and the admin module's share it.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  apiCall,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  fillCart,
  placeOrder,
  stockOf,
  type CartLine,
  type TestContext,
  type TestUser,
} from './harness';

export type OrdersStore = {
  ctx: TestContext;
  catalog: Awaited<ReturnType<typeof createCatalog>>;
  admin: TestUser;
};

/**
 * Opens the store before the file's tests and closes it after them; the calls read the state
 * when a test makes them.
 */
export function useOrdersStore() {
  const state = {} as OrdersStore;
  beforeAll(async () => {
    state.ctx = await createTestContext();
    state.catalog = await createCatalog(state.ctx);
    state.admin = await createUser(state.ctx, { role: 'admin', name: 'Boss' });
  });
  afterAll(async () => state.ctx?.close());

  return {
    state,
    product: (
      options: { priceCents?: number; discount?: number; stock?: number; title?: string } = {},
    ) =>
      createProduct(state.ctx, {
        categoryId: state.catalog.category.id,
        brandId: state.catalog.brand.id,
        ...options,
      }),
    call: (
      user: TestUser | null,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
    ) => apiCall(state.ctx, { user, method, url, payload }),
    stockOf: (id: string) => stockOf(state.ctx, id),
    fillCart: (user: TestUser, lines: CartLine[]) => fillCart(state.ctx, user, lines),
    placeOrder: (user: TestUser, lines: CartLine[]) => placeOrder(state.ctx, user, lines),
  };
}
