import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema, ordersResponseSchema } from '@electro/shared';
import { products } from '../../db/schema/index';
import {
  apiCall,
  stockOf as productStock,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  fillCart as fillCartOf,
  placeOrder as placeOrderOf,
  testAddress as address,
  type CartLine,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  catalog = await createCatalog(ctx);
  admin = await createUser(ctx, { role: 'admin', name: 'Boss' });
});
afterAll(async () => ctx.close());

const product = (
  options: { priceCents?: number; discount?: number; stock?: number; title?: string } = {},
) => createProduct(ctx, { categoryId: catalog.category.id, brandId: catalog.brand.id, ...options });

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => apiCall(ctx, { user, method, url, payload });

const stockOf = (id: string) => productStock(ctx, id);

const fillCart = (user: TestUser, lines: CartLine[]) => fillCartOf(ctx, user, lines);
const placeOrder = (user: TestUser, lines: CartLine[]) => placeOrderOf(ctx, user, lines);

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

describe('GET /orders and /orders/:id', () => {
  let alice: TestUser;
  let bob: TestUser;
  let aliceOrders: string[];
  let bobOrder: string;
  beforeAll(async () => {
    alice = await createUser(ctx, { name: 'Alice', email: 'alice.orders@example.test' });
    bob = await createUser(ctx, { name: 'Bob', email: 'bob.orders@example.test' });
    const item = await product({ stock: 100 });
    aliceOrders = [];
    for (let i = 0; i < 3; i += 1) {
      aliceOrders.push((await placeOrder(alice, [{ productId: item.id, quantity: 1 }])).id);
    }
    bobOrder = (await placeOrder(bob, [{ productId: item.id, quantity: 2 }])).id;
  });

  it("lists a customer's own orders, newest first, with paging", async () => {
    const res = await call(alice, 'GET', '/orders');
    expect(res.statusCode).toBe(200);
    const body = ordersResponseSchema.parse(res.json());
    expect(body.orders.map((o) => o.id)).toEqual([...aliceOrders].reverse());
    expect(body).toMatchObject({ totalOrders: 3, page: 1, limit: 50, totalPages: 1 });

    const paged = (await call(alice, 'GET', '/orders?page=2&limit=2')).json();
    expect(paged).toMatchObject({ totalOrders: 3, page: 2, limit: 2, totalPages: 2 });
    expect(paged.orders.map((o: { id: string }) => o.id)).toEqual([aliceOrders[0]]);
  });

  it("gives an admin every customer's orders, with status and customer filters", async () => {
    const all = ordersResponseSchema.parse((await call(admin, 'GET', '/orders?limit=100')).json());
    const ids = all.orders.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([...aliceOrders, bobOrder]));
    expect(all.totalOrders).toBe(all.orders.length);

    const bobs = (await call(admin, 'GET', '/orders?search=BOB.ORDERS')).json();
    expect(bobs.orders.map((o: { id: string }) => o.id)).toEqual([bobOrder]);
    const byName = (await call(admin, 'GET', '/orders?search=alic')).json();
    expect(byName.totalOrders).toBe(3);

    await call(admin, 'PATCH', `/orders/${aliceOrders[1]}`, { status: 'shipped' });
    const shipped = (await call(admin, 'GET', '/orders?status=shipped')).json();
    expect(shipped.orders.map((o: { id: string }) => o.id)).toEqual([aliceOrders[1]]);
  });

  it('filters by payment and searches what contract v1.1 names, per role', async () => {
    const carla = await createUser(ctx, {
      name: 'Carla Searchable',
      email: 'carla.s@example.test',
    });
    const lamp = await product({ title: 'Moonlight Lamp 100%', stock: 10 });
    const plain = await product({ title: 'Plain Mug', stock: 10 });
    const lampOrder = await placeOrderOf(ctx, carla, [{ productId: lamp.id, quantity: 1 }], {
      city: 'Aswan',
      street: 'Corniche',
      phone: '01098765432',
    });
    const mugOrder = await placeOrder(carla, [{ productId: plain.id, quantity: 1 }]);
    await call(admin, 'PATCH', `/orders/${mugOrder.id}`, { isPaid: true });

    const ids = async (user: TestUser, query: string) => {
      const res = await call(user, 'GET', `/orders?limit=100&${query}`);
      expect(res.statusCode).toBe(200);
      return ordersResponseSchema.parse(res.json()).orders.map((order) => order.id);
    };
    const search = (text: string) => `search=${encodeURIComponent(text)}`;
    for (const text of [
      String(lampOrder.number),
      `#${lampOrder.number}`,
      'moonlight',
      'lamp 100%',
      'ASWAN',
      'corniche',
      '0109876',
    ]) {
      expect(await ids(admin, search(text))).toEqual([lampOrder.id]);
    }
    expect(await ids(admin, search('carla.s@'))).toEqual([mugOrder.id, lampOrder.id]);
    // A % or _ typed by the user is a character, not a wildcard.
    expect(await ids(admin, search('lamp_100'))).toEqual([]);
    expect(await ids(admin, search('100%'))).toEqual([lampOrder.id]);

    // A customer searches their own orders by number and product title only.
    expect(await ids(carla, search(String(lampOrder.number)))).toEqual([lampOrder.id]);
    expect(await ids(carla, search('plain mug'))).toEqual([mugOrder.id]);
    expect(await ids(carla, search('aswan'))).toEqual([]);
    expect(await ids(alice, search('moonlight'))).toEqual([]);
    expect(await ids(alice, search(String(lampOrder.number)))).toEqual([]);

    expect(await ids(carla, 'status=paid')).toEqual([mugOrder.id]);
    expect(await ids(carla, 'status=unpaid')).toEqual([lampOrder.id]);
    expect(await ids(admin, 'status=paid&search=carla')).toEqual([mugOrder.id]);
    const unpaid = await ids(admin, 'status=unpaid');
    expect(unpaid).toContain(lampOrder.id);
    expect(unpaid).not.toContain(mugOrder.id);
  });

  it('bounds the search: at most 200 characters and no NUL', async () => {
    expect((await call(admin, 'GET', `/orders?search=${'a'.repeat(200)}`)).statusCode).toBe(200);
    const long = expectError(await call(admin, 'GET', `/orders?search=${'a'.repeat(201)}`), 400);
    expect(long.message).toMatch(/search/i);
    const nul = expectError(await call(admin, 'GET', '/orders?search=a%00b'), 400);
    expect(nul.message).toMatch(/search/i);
    expectError(
      await call(admin, 'GET', '/orders?status=lost'),
      400,
      'status must be one of: pending, shipped, delivered, cancelled, paid, unpaid.',
    );
  });

  it('rejects bad paging and filters with 400', async () => {
    expectError(
      await call(alice, 'GET', '/orders?limit=101'),
      400,
      'limit must be a whole number from 1 to 100.',
    );
    expectError(
      await call(alice, 'GET', '/orders?page=0'),
      400,
      'page must be a whole number from 1 to 10000.',
    );
    expectError(await call(admin, 'GET', '/orders?status=lost'), 400);
  });

  it('shows an order to its owner and to an admin, and 404 to anyone else', async () => {
    const own = await call(alice, 'GET', `/orders/${aliceOrders[0]}`);
    expect(own.statusCode).toBe(200);
    expect(orderResponseSchema.parse(own.json()).order.id).toBe(aliceOrders[0]);
    expect((await call(admin, 'GET', `/orders/${aliceOrders[0]}`)).statusCode).toBe(200);
    expectError(await call(bob, 'GET', `/orders/${aliceOrders[0]}`), 404, 'Order not found');
    expectError(await call(alice, 'GET', '/orders/unknown'), 404, 'Order not found');
  });
});

describe('PATCH /orders/:id', () => {
  let customer: TestUser;
  beforeAll(async () => {
    customer = await createUser(ctx);
  });

  it('validates the body and answers 404 for an unknown order', async () => {
    expectError(
      await call(admin, 'PATCH', '/orders/unknown', { status: 'shipped' }),
      404,
      'Order not found',
    );
    expectError(await call(admin, 'PATCH', '/orders/unknown', {}), 400, 'Send a status or isPaid.');
    expectError(
      await call(admin, 'PATCH', '/orders/unknown', { status: 'lost' }),
      400,
      'status must be one of: pending, shipped, delivered, cancelled.',
    );
  });

  it('marks an order paid, then delivered, after which its status is final', async () => {
    const item = await product({ stock: 5 });
    const order = await placeOrder(customer, [{ productId: item.id, quantity: 1 }]);

    const paid = (await call(admin, 'PATCH', `/orders/${order.id}`, { isPaid: true })).json().order;
    expect(paid).toMatchObject({ isPaid: true, paymentStatus: 'paid', status: 'pending' });
    expect(paid.paidAt).toEqual(expect.any(String));

    const shipped = await call(admin, 'PATCH', `/orders/${order.id}`, { status: 'shipped' });
    expect(shipped.json().order).toMatchObject({ status: 'shipped', isDelivered: false });

    const delivered = orderResponseSchema.parse(
      (await call(admin, 'PATCH', `/orders/${order.id}`, { status: 'delivered' })).json(),
    ).order;
    expect(delivered).toMatchObject({ status: 'delivered', isDelivered: true, isPaid: true });
    expect(delivered.deliveredAt).toEqual(expect.any(String));
    expect(delivered.paidAt).toBe(paid.paidAt);

    for (const status of ['pending', 'shipped', 'cancelled']) {
      expectError(await call(admin, 'PATCH', `/orders/${order.id}`, { status }), 409);
    }
    expect(await stockOf(item.id)).toEqual({ stock: 4, sold: 1 });
  });

  it('dates every move: shipped, back to pending, delivered, and cancelled', async () => {
    const item = await product({ stock: 5 });
    const order = await placeOrder(customer, [{ productId: item.id, quantity: 1 }]);
    expect(order).toMatchObject({ shippedAt: null, cancelledAt: null, deliveredAt: null });
    const move = async (status: string) =>
      orderResponseSchema.parse(
        (await call(admin, 'PATCH', `/orders/${order.id}`, { status })).json(),
      ).order;

    const before = Date.now();
    const shipped = await move('shipped');
    expect(Date.parse(shipped.shippedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(shipped.cancelledAt).toBeNull();
    // Back to pending it is no longer on its way; shipped again, it is dated again.
    expect((await move('pending')).shippedAt).toBeNull();
    const again = await move('shipped');
    expect(again.shippedAt).toEqual(expect.any(String));
    const delivered = await move('delivered');
    expect(delivered).toMatchObject({ shippedAt: again.shippedAt, cancelledAt: null });
    expect(delivered.deliveredAt).toEqual(expect.any(String));

    const other = await placeOrder(customer, [{ productId: item.id, quantity: 1 }]);
    const cancelled = orderResponseSchema.parse(
      (await call(admin, 'PATCH', `/orders/${other.id}`, { status: 'cancelled' })).json(),
    ).order;
    expect(cancelled).toMatchObject({ shippedAt: null, deliveredAt: null });
    expect(Date.parse(cancelled.cancelledAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const fetched = (await call(customer, 'GET', `/orders/${other.id}`)).json().order;
    expect(fetched.cancelledAt).toBe(cancelled.cancelledAt);
  });

  it('delivering a cash order marks it paid', async () => {
    const item = await product({ stock: 5 });
    const order = await placeOrder(customer, [{ productId: item.id, quantity: 1 }]);
    const delivered = (
      await call(admin, 'PATCH', `/orders/${order.id}`, { status: 'delivered' })
    ).json().order;
    expect(delivered).toMatchObject({ isDelivered: true, isPaid: true, paymentStatus: 'paid' });
    expect(delivered.paidAt).toBe(delivered.deliveredAt);
  });

  it('cancelling returns the stock exactly once, even with two cancels at the same time', async () => {
    const a = await product({ stock: 10 });
    const b = await product({ stock: 10 });
    const order = await placeOrder(customer, [
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 2 },
    ]);
    expect(await stockOf(a.id)).toEqual({ stock: 7, sold: 3 });

    const results = await Promise.all([
      call(admin, 'PATCH', `/orders/${order.id}`, { status: 'cancelled' }),
      call(admin, 'PATCH', `/orders/${order.id}`, { status: 'cancelled' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(a.id)).toEqual({ stock: 10, sold: 0 });
    expect(await stockOf(b.id)).toEqual({ stock: 10, sold: 0 });

    // Cancelled is final.
    for (const change of [{ status: 'pending' }, { status: 'delivered' }, { isPaid: true }]) {
      expectError(
        await call(admin, 'PATCH', `/orders/${order.id}`, change),
        409,
        'This order is cancelled and can no longer change.',
      );
    }
    expect(await stockOf(a.id)).toEqual({ stock: 10, sold: 0 });
  });
});
