/** Orders after checkout: who sees which, the admin's filters and search, and status changes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema, ordersResponseSchema } from '@electro/shared';
import {
  createUser,
  expectError,
  placeOrder as placeOrderOf,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { useOrdersStore } from '../../test/order-calls';

let ctx: TestContext;
let admin: TestUser;
const { state, product, call, stockOf, placeOrder } = useOrdersStore();
beforeAll(() => ({ ctx, admin } = state));

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
