import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@electro/shared';
import { products } from '../../db/schema/index';
import {
  createUser,
  expectError,
  placeOrder as placeOrderOf,
  testAddress as address,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { useOrdersStore } from '../../test/order-calls';

// Checkout: the cart becomes an order. Listing and the admin's changes: orders-admin.test.ts.
let ctx: TestContext;
let admin: TestUser;
const { state, product, call, stockOf, fillCart, placeOrder } = useOrdersStore();
beforeAll(() => ({ ctx, admin } = state));

describe('guards', () => {
  it('answers 401 without a token and 403 to a customer changing an order', async () => {
    for (const [method, url] of [
      ['POST', '/orders/x'],
      ['GET', '/orders'],
      ['GET', '/orders/x'],
      ['PATCH', '/orders/x'],
    ] as const) {
      expectError(await call(null, method, url, method === 'GET' ? undefined : {}), 401);
    }
    const customer = await createUser(ctx);
    expectError(await call(customer, 'PATCH', '/orders/x', { status: 'shipped' }), 403);
  });
});

describe('POST /orders/:cartId', () => {
  it('turns the cart into an order at current prices, takes the stock and empties the cart', async () => {
    const user = await createUser(ctx, { name: 'Mona' });
    const phone = await product({ title: 'Phone', priceCents: 1999, discount: 15, stock: 5 });
    const cable = await product({ title: 'Cable', priceCents: 10, stock: 10 });
    const cartId = await fillCart(user, [
      { productId: phone.id, quantity: 2 },
      { productId: cable.id, quantity: 3 },
    ]);

    const res = await call(user, 'POST', `/orders/${cartId}`, { shoppingAddress: address });
    expect(res.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order).toMatchObject({
      user: user.id,
      customer: { _id: user.id, name: 'Mona', email: user.email },
      totalOrderPrice: 34.28,
      shoppingAddress: address,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
      status: 'pending',
    });
    expect(order._id).toBe(order.id);
    expect(order.orderItems).toEqual([
      {
        _id: expect.any(String),
        productId: {
          _id: phone.id,
          title: 'Phone',
          imageCover: { public_id: 'products/test.webp', secure_url: expect.any(String) },
        },
        price: 16.99,
        quantity: 2,
      },
      {
        _id: expect.any(String),
        productId: { _id: cable.id, title: 'Cable', imageCover: expect.any(Object) },
        price: 0.1,
        quantity: 3,
      },
    ]);

    expect(await stockOf(phone.id)).toEqual({ stock: 3, sold: 2 });
    expect(await stockOf(cable.id)).toEqual({ stock: 7, sold: 3 });
    const cart = (await call(user, 'GET', '/cart')).json();
    expect(cart).toMatchObject({ count: 0, cart: { _id: cartId, products: [] } });
  });

  it.each([
    [{ city: '' }, 'City is required.'],
    [{ city: 'Ab' }, 'City must be at least 3 characters long.'],
    [{ city: 'Alexandria!' }, 'City must not exceed 10 characters.'],
    [{ street: undefined }, 'Street is required.'],
    [{ street: 'St' }, 'Street must be at least 3 characters long.'],
    [{ phone: '' }, 'Phone is required.'],
    [{ phone: '0123' }, 'Enter a valid Egyptian phone number'],
  ])('answers 400 with the message of docs/PRODUCT.md for %o', async (change, message) => {
    const user = await createUser(ctx);
    const cartId = (await call(user, 'GET', '/cart')).json().cart._id;
    const res = await call(user, 'POST', `/orders/${cartId}`, {
      shoppingAddress: { ...address, ...change },
    });
    expectError(res, 400, message);
  });

  it('records an order whose total is beyond an int4 of cents (found by the fuzz run)', async () => {
    // 22 units at 1,000,000 is 2,200,000,000 cents: it used to overflow the total's column (500).
    const pricey = await product({ priceCents: 100_000_000, stock: 100 });
    const customer = await createUser(ctx);
    const order = await placeOrderOf(ctx, customer, [{ productId: pricey.id, quantity: 22 }]);
    expect(order.totalOrderPrice).toBe(22_000_000);
    const fetched = await call(customer, 'GET', `/orders/${order._id}`);
    expect(fetched.json().order.totalOrderPrice).toBe(22_000_000);
  });

  it('answers 400 without an address and for an empty cart', async () => {
    const user = await createUser(ctx);
    const cartId = (await call(user, 'GET', '/cart')).json().cart._id;
    expectError(
      await call(user, 'POST', `/orders/${cartId}`, {}),
      400,
      'Shopping address is required.',
    );
    expectError(
      await call(user, 'POST', `/orders/${cartId}`, { shoppingAddress: address }),
      400,
      'Your cart is empty.',
    );
  });

  it("answers 404 for someone else's cart and for an unknown one, taking nothing", async () => {
    const owner = await createUser(ctx);
    const thief = await createUser(ctx);
    const item = await product({ stock: 4 });
    const cartId = await fillCart(owner, [{ productId: item.id, quantity: 1 }]);
    await fillCart(thief, [{ productId: item.id, quantity: 1 }]);

    expectError(
      await call(thief, 'POST', `/orders/${cartId}`, { shoppingAddress: address }),
      404,
      'Cart not found',
    );
    expectError(await call(thief, 'POST', '/orders/unknown', { shoppingAddress: address }), 404);
    expect(await stockOf(item.id)).toEqual({ stock: 4, sold: 0 });
    expect((await call(owner, 'GET', '/cart')).json().count).toBe(1);
  });

  it('answers 409 naming the short product; nothing is taken and the cart stays', async () => {
    const user = await createUser(ctx);
    const plenty = await product({ title: 'Plenty', stock: 10 });
    const scarce = await product({ title: 'Scarce', stock: 3 });
    const cartId = await fillCart(user, [
      { productId: plenty.id, quantity: 2 },
      { productId: scarce.id, quantity: 3 },
    ]);
    // Someone else bought some in the meantime.
    await ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id));

    const res = await call(user, 'POST', `/orders/${cartId}`, { shoppingAddress: address });
    expectError(res, 409, 'Not enough stock for "Scarce": only 1 left.');
    expect(await stockOf(plenty.id)).toEqual({ stock: 10, sold: 0 });
    expect(await stockOf(scarce.id)).toEqual({ stock: 1, sold: 0 });
    const cart = (await call(user, 'GET', '/cart')).json();
    expect(cart.count).toBe(2);
    expect((await call(user, 'GET', '/orders')).json().totalOrders).toBe(0);
  });

  it('keeps the snapshot when the product later changes or is deleted', async () => {
    const user = await createUser(ctx);
    const item = await product({ title: 'Old Title', priceCents: 5000, stock: 5 });
    const order = await placeOrder(user, [{ productId: item.id, quantity: 1 }]);

    await ctx.db
      .update(products)
      .set({ title: 'New Title', priceCents: 9000 })
      .where(eq(products.id, item.id));
    const edited = (await call(user, 'GET', `/orders/${order.id}`)).json().order;
    expect(edited.orderItems[0]).toMatchObject({ price: 50, productId: { title: 'Old Title' } });

    await ctx.db.delete(products).where(eq(products.id, item.id));
    const res = await call(user, 'GET', `/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const after = orderResponseSchema.parse(res.json()).order;
    expect(after.orderItems[0]).toMatchObject({
      price: 50,
      quantity: 1,
      productId: {
        _id: item.id,
        title: 'Old Title',
        imageCover: { public_id: 'products/test.webp' },
      },
    });
    expect(after.totalOrderPrice).toBe(50);

    // Cancelling it still works: there is simply no stock to give back.
    const cancelled = await call(admin, 'PATCH', `/orders/${order.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
  });
});
