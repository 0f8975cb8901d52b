import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import {
  apiCall,
  fillCart,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  placeOrder,
  testAddress,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { startTestSmtpServer, until, type TestSmtpServer } from '../../test/smtp-server';

/**
 * What the store's events mail, end to end: through the API, the outbox and its sender to a
 * real SMTP server started here; who each message is for, its subject, and the order's number
 * and total in it. Runs on the embedded database and on PostgreSQL (the harness's choice): the
 * messages are queued in each one's transactions.
 */
let smtp: TestSmtpServer;
let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext({
    PUBLIC_URL: 'https://shop.example',
    CURRENCY: 'EGP',
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: 50,
  });
  catalog = await createCatalog(ctx);
  admin = await createUser(ctx, { role: 'admin', name: 'Boss' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});

/** The messages that reached `to` once `count` have, in the order they arrived. */
const arrived = (to: string, count: number) => smtp.waitFor(count, to);

type QueuedMail = { to: string; subject: string; kind: string; html: string; text: string };

async function mailTo(to: string): Promise<QueuedMail[]> {
  const m = mailOutbox;
  return ctx.db
    .select({ to: m.to, subject: m.subject, kind: m.kind, html: m.html, text: m.text })
    .from(m)
    .where(eq(m.to, to))
    .orderBy(asc(m.createdAt), asc(m.id));
}

const product = (priceCents: number) =>
  createProduct(ctx, {
    categoryId: catalog.category.id,
    brandId: catalog.brand.id,
    priceCents,
    stock: 20,
  });

describe('order mail', () => {
  it('confirms a checkout to the customer and alerts every admin', async () => {
    const customer = await createUser(ctx, { name: 'Mona' });
    const phone = await product(129_950);
    const { number, _id: id } = await placeOrder(ctx, customer, [
      { productId: phone.id, quantity: 2 },
    ]);

    const [confirmation, ...others] = await arrived(customer.email, 1);
    expect(others).toEqual([]);
    expect(confirmation?.to).toEqual([customer.email]);
    expect(confirmation?.subject).toBe(`Your order #${number} is confirmed`);
    expect((await mailTo(customer.email)).map((mail) => mail.kind)).toEqual(['order-confirmation']);
    for (const part of [confirmation?.html, confirmation?.text]) {
      expect(part).toContain(`#${number}`);
      expect(part).toContain('EGP\u00a02,599');
      expect(part).toContain(`https://shop.example/profile/order/${id}`);
      expect(part).toContain(`${testAddress.street}, ${testAddress.city}`);
    }
    expect(confirmation?.html).toContain('src="https://shop.example/uploads/products/test.webp"');

    const alertSubject = `New order #${number}: EGP\u00a02,599`;
    await until(
      () => smtp.received.some((mail) => mail.subject === alertSubject),
      "the owner's alert",
    );
    const alert = smtp.received.find((mail) => mail.subject === alertSubject);
    expect(alert?.to).toEqual([admin.email]);
    expect(alert?.text).toContain(`https://shop.example/admin/orders/${id}`);
  });

  it('confirms an order the admin adds for a customer', async () => {
    const customer = await createUser(ctx);
    const cable = await product(1000);
    const res = await apiCall(ctx, {
      user: admin,
      method: 'POST',
      url: '/admin/orders',
      payload: {
        userId: customer.id,
        items: [{ productId: cable.id, quantity: 3 }],
        shoppingAddress: testAddress,
      },
    });
    expect(res.statusCode).toBe(201);
    const { number } = res.json().order as { number: number };
    const [confirmation] = await arrived(customer.email, 1);
    expect(confirmation?.subject).toBe(`Your order #${number} is confirmed`);
    expect(confirmation?.text).toContain('Total: EGP\u00a030');
  });

  it('queues nothing for an order that fails', async () => {
    const customer = await createUser(ctx);
    const scarce = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
      stock: 2,
    });
    await placeOrder(ctx, customer, [{ productId: scarce.id, quantity: 1 }]);
    // The last unit goes while it waits in the cart: the order is refused, and mails nothing.
    const cartId = await fillCart(ctx, customer, [{ productId: scarce.id, quantity: 1 }]);
    await ctx.db.execute(sql`update products set stock = 0 where id = ${scarce.id}`);
    const refused = await apiCall(ctx, {
      user: customer,
      method: 'POST',
      url: `/orders/${cartId}`,
      payload: { shoppingAddress: testAddress },
    });
    expect(refused.statusCode).toBe(409);
    expect((await mailTo(customer.email)).map((mail) => mail.kind)).toEqual(['order-confirmation']);
  });

  it('tells the customer when the order ships, arrives, or is cancelled', async () => {
    const customer = await createUser(ctx);
    const item = await product(5000);
    const move = async (id: string, status: string) => {
      const res = await apiCall(ctx, {
        user: admin,
        method: 'PATCH',
        url: `/orders/${id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    };
    const first = await placeOrder(ctx, customer, [{ productId: item.id, quantity: 1 }]);
    await move(first._id, 'shipped');
    await move(first._id, 'delivered');
    const second = await placeOrder(ctx, customer, [{ productId: item.id, quantity: 1 }]);
    await move(second._id, 'cancelled');

    // Two confirmations and three moves.
    const mails = await arrived(customer.email, 5);
    const moves = mails.filter((mail) => !mail.subject.endsWith('is confirmed'));
    expect(moves.map((mail) => mail.subject).sort()).toEqual(
      [
        `Your order #${first.number} is on its way`,
        `Your order #${first.number} was delivered`,
        `Your order #${second.number} was cancelled`,
      ].sort(),
    );
    for (const mail of moves) expect(mail.text).toContain('EGP\u00a050');
  });
});

describe('account mail', () => {
  it('tells the owner of a password change and of a profile change, at the old address', async () => {
    const user = await createUser(ctx);
    const changed = await apiCall(ctx, {
      user,
      method: 'PUT',
      url: '/users/change-password',
      payload: { currentPassword: user.password, newPassword: 'Newpass1' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { token: changed.json().token as string };
    const newEmail = `moved-${Date.now()}@example.test`;
    const updated = await apiCall(ctx, {
      user: fresh,
      method: 'PUT',
      url: '/users/update-account',
      payload: { email: newEmail },
    });
    expect(updated.statusCode).toBe(200);
    // The same values again change nothing, and say nothing.
    await apiCall(ctx, {
      user: fresh,
      method: 'PUT',
      url: '/users/update-account',
      payload: { email: newEmail },
    });

    const notices = await arrived(user.email, 2);
    expect(notices.map((mail) => mail.subject).sort()).toEqual(
      ['Your password was changed', 'Your account details were changed'].sort(),
    );
    for (const mail of notices) expect(mail.text).toContain('If this was not you');
    expect(await mailTo(newEmail)).toEqual([]);
  });
});
