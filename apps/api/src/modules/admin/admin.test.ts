import { beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@electro/shared';
import { createUser, expectError, type TestContext, type TestUser } from '../../test/harness';
import { useOrdersStore } from '../../test/order-calls';
import { adminMessages } from './admin.service';

// The admin's own orders (add-order) and the guards; customers and stats: admin-customers.test.ts.
let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const { state, product, call, stockOf } = useOrdersStore();
beforeAll(async () => {
  ({ ctx, admin } = state);
  customer = await createUser(ctx, { name: 'Mona', email: 'mona.admin@example.test' });
});

const address = { city: 'Giza', street: 'Pyramids', phone: '+201112345678' };

describe('guards', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const [method, url] of [
      ['GET', '/admin/stats'],
      ['GET', '/admin/customers'],
      ['GET', `/admin/customers/${customer.id}`],
      ['POST', '/admin/orders'],
    ] as const) {
      expectError(await call(null, method, url, method === 'POST' ? {} : undefined), 401);
      expectError(
        await call(customer, method, url, method === 'POST' ? {} : undefined),
        403,
        'You are not allowed to do this.',
      );
    }
  });
});

describe('POST /admin/orders', () => {
  it("places a cash order for a customer with the checkout's stock rules, leaving their cart alone", async () => {
    const tv = await product({ title: 'TV', priceCents: 123_45, stock: 4 });
    const remote = await product({ title: 'Remote', priceCents: 5_00, stock: 9 });
    await call(customer, 'POST', '/cart', { productId: tv.id });

    const res = await call(admin, 'POST', '/admin/orders', {
      userId: customer.id,
      items: [
        { productId: tv.id, quantity: 2 },
        { productId: remote.id },
        { productId: remote.id, quantity: 2 },
      ],
      shoppingAddress: address,
    });
    expect(res.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order).toMatchObject({
      user: customer.id,
      customer: { _id: customer.id, name: 'Mona' },
      paymentMethod: 'cash',
      status: 'pending',
      totalOrderPrice: 261.9,
      shoppingAddress: address,
    });
    expect(order.orderItems.map((item) => [item.productId.title, item.quantity])).toEqual([
      ['TV', 2],
      ['Remote', 3],
    ]);
    expect(await stockOf(tv.id)).toEqual({ stock: 2, sold: 2 });
    expect(await stockOf(remote.id)).toEqual({ stock: 6, sold: 3 });
    expect((await call(customer, 'GET', '/cart')).json().count).toBe(1);
    // The customer sees it among their own orders.
    const own = (await call(customer, 'GET', '/orders')).json();
    expect(own.orders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('answers 409 when short (nothing taken), 404 for an unknown customer or product', async () => {
    const a = await product({ stock: 5 });
    const short = await product({ title: 'Rare', stock: 1 });
    const res = await call(admin, 'POST', '/admin/orders', {
      userId: customer.id,
      items: [
        { productId: a.id, quantity: 2 },
        { productId: short.id, quantity: 2 },
      ],
      shoppingAddress: address,
    });
    expectError(res, 409, 'Not enough stock for "Rare": only 1 left.');
    expect(await stockOf(a.id)).toEqual({ stock: 5, sold: 0 });

    expectError(
      await call(admin, 'POST', '/admin/orders', {
        userId: 'nobody',
        items: [{ productId: a.id }],
        shoppingAddress: address,
      }),
      404,
      'Customer not found',
    );
    expectError(
      await call(admin, 'POST', '/admin/orders', {
        userId: customer.id,
        items: [{ productId: 'nothing' }],
        shoppingAddress: address,
      }),
      404,
      'Product not found',
    );
  });

  it("refuses an admin's own id, or another admin's, as the customer, and takes nothing", async () => {
    const a = await product({ stock: 5 });
    const other = await createUser(ctx, { role: 'admin' });
    for (const userId of [admin.id, other.id]) {
      const res = await call(admin, 'POST', '/admin/orders', {
        userId,
        items: [{ productId: a.id }],
        shoppingAddress: address,
      });
      const body = expectError(res, 400, adminMessages.notACustomer);
      expect(body.errors).toEqual([{ path: 'userId', message: adminMessages.notACustomer }]);
    }
    expect(await stockOf(a.id)).toEqual({ stock: 5, sold: 0 });
  });

  it.each([
    [{ userId: '' }, 'Customer is required.'],
    [{ items: [] }, 'Add at least one product.'],
    [{ items: undefined }, 'Add at least one product.'],
    [{ items: [{ productId: 'x', quantity: 0 }] }, 'Quantity must be a whole number of 1 or more.'],
    [{ shoppingAddress: { ...address, city: '' } }, 'City is required.'],
    [{ shoppingAddress: { ...address, phone: '12' } }, 'Enter a valid Egyptian phone number'],
  ])('answers 400 for %o', async (change, message) => {
    const res = await call(admin, 'POST', '/admin/orders', {
      userId: customer.id,
      items: [{ productId: 'x' }],
      shoppingAddress: address,
      ...change,
    });
    expectError(res, 400, message);
  });
});

describe('Idempotency-Key on POST /admin/orders', () => {
  const post = (key: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders',
      headers: { token: admin.token, 'idempotency-key': key },
      payload: body as object,
    });

  it('places one order for concurrent and later repeats; another body is 409', async () => {
    const item = await product({ stock: 10 });
    const body = {
      userId: customer.id,
      items: [{ productId: item.id, quantity: 2 }],
      shoppingAddress: address,
    };
    const answers = await Promise.all([post('add-order-1', body), post('add-order-1', body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((res) => orderResponseSchema.parse(res.json()).order._id);
    expect(ids[0]).toBe(ids[1]);
    const later = await post('add-order-1', body);
    expect(later.statusCode).toBe(200);
    expect(orderResponseSchema.parse(later.json()).order._id).toBe(ids[0]);
    expect(await stockOf(item.id)).toEqual({ stock: 8, sold: 2 });

    expectError(
      await post('add-order-1', { ...body, items: [{ productId: item.id, quantity: 3 }] }),
      409,
      'This Idempotency-Key was already used for a different request. ' +
        'Send a new key for a new order.',
    );
    expect((await post('add-order-2', body)).statusCode).toBe(201);
    expect(await stockOf(item.id)).toEqual({ stock: 6, sold: 4 });
    const bad = expectError(await post('x'.repeat(201), body), 400);
    expect(bad.message).toContain('Idempotency-Key');
  });
});
