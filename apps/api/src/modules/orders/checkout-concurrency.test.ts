import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema/index';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const STOCK = 5;
const CUSTOMERS = 12;
const address = { city: 'Cairo', street: 'Tahrir', phone: '01012345678' };

describe('many checkouts of the last units at once', () => {
  it('sells exactly the stock: the others get 409 and keep their cart', async () => {
    const { category, brand } = await createCatalog(ctx);
    const item = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      title: 'Hot Item',
      stock: STOCK,
    });
    // A second, plentiful product in every cart: a failed checkout must give it back too.
    const extra = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      stock: 1000,
    });

    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => createUser(ctx)));
    const carts = new Map<string, string>();
    for (const customer of customers) {
      for (const productId of [extra.id, item.id]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/cart',
          headers: auth(customer),
          payload: { productId },
        });
        expect(res.statusCode).toBe(200);
        carts.set(customer.id, res.json().cart._id);
      }
    }

    const results = await Promise.all(
      customers.map((customer) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${carts.get(customer.id)}`,
          headers: auth(customer),
          payload: { shoppingAddress: address },
        }),
      ),
    );

    const placed = results.filter((res) => res.statusCode === 201);
    const refused = results.filter((res) => res.statusCode !== 201);
    expect(placed).toHaveLength(STOCK);
    expect(refused).toHaveLength(CUSTOMERS - STOCK);
    for (const res of refused) {
      expectError(res, 409, 'Not enough stock for "Hot Item": only 0 left.');
    }

    const [hot] = await ctx.db
      .select({ stock: products.stock, sold: products.sold })
      .from(products)
      .where(eq(products.id, item.id));
    expect(hot).toEqual({ stock: 0, sold: STOCK });
    const [plenty] = await ctx.db
      .select({ stock: products.stock, sold: products.sold })
      .from(products)
      .where(eq(products.id, extra.id));
    expect(plenty).toEqual({ stock: 1000 - STOCK, sold: STOCK });

    const [orderCount] = await ctx.db.select({ n: count() }).from(orders);
    expect(orderCount?.n).toBe(STOCK);
    const [hotLines] = await ctx.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, item.id));
    expect(hotLines?.n).toBe(STOCK);

    for (const [index, res] of results.entries()) {
      const customer = customers[index]!;
      const cart = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/cart',
        headers: auth(customer),
      });
      const lines = cart.json().cart.products as Array<{ productId: { _id: string } }>;
      if (res.statusCode === 201) {
        expect(lines).toEqual([]);
      } else {
        expect(lines.map((line) => line.productId._id)).toEqual([extra.id, item.id]);
      }
    }
  });
});
