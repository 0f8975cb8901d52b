import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { fixedImageOrigin } from '../../lib/http';
import type { ImageStore } from '../../lib/images';
import { fromCents } from '../../lib/money';
import { findOrder, type OrderRecord } from '../../lib/order-book/order-records';
import type { StoreMail } from '../../lib/store-mail';
import { queueMail } from '../../modules/mail/outbox';
import { accountChangedMail, passwordResetMail } from '../../modules/mail/messages/account-mail';
import { contactMessageMail } from '../../modules/mail/messages/contact-mail';
import { storeLinks, storeOrigin } from '../../modules/mail/messages/links';
import {
  orderAlert,
  orderConfirmation,
  orderStatusMail,
  type OrderMailContext,
  type OrderMailData,
} from '../../modules/mail/messages/order-mail';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    storeMail: StoreMail;
  }
}

/** The name the messages sign with. */
export const SHOP_NAME = 'Electro';

type MailSettings = Pick<
  Config,
  'PUBLIC_URL' | 'PORT' | 'IMAGE_BASE_URL' | 'CURRENCY' | 'SHOP_TIME_ZONE' | 'ORDER_ALERT_EMAIL'
>;

/** Every admin's address, oldest account first: the owner's addresses without ORDER_ALERT_EMAIL. */
async function adminAddresses(executor: Executor): Promise<string[]> {
  const rows = await executor
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt));
  return rows.map((row) => row.email);
}

/**
 * What each event of the store mails, and to whom (lib/store-mail.ts). A message is rendered
 * in the caller's transaction, from the rows that transaction sees, then queued with one INSERT
 * per recipient; rendering a message takes well under a millisecond (decision 094).
 */
export function createStoreMail(options: {
  config: MailSettings;
  images: Pick<ImageStore, 'publicUrl'>;
}): StoreMail {
  const { config } = options;
  const origin = storeOrigin(config);
  const links = storeLinks(origin);
  // Product pictures are the store's own, at their absolute URLs (a CDN or bucket when set).
  const imageOrigin = fixedImageOrigin(config, options.images) ?? origin;
  const shop: OrderMailContext = {
    shopName: SHOP_NAME,
    currency: config.CURRENCY,
    timeZone: config.SHOP_TIME_ZONE,
  };
  const alertRecipients = (config.ORDER_ALERT_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  /** Where the owner's mail goes: new orders and the Contact page's messages alike. */
  const ownerAddresses = async (tx: Executor) =>
    alertRecipients.length > 0 ? alertRecipients : await adminAddresses(tx);

  const orderData = (record: OrderRecord): OrderMailData => ({
    id: record.id,
    number: record.number,
    createdAt: record.createdAt,
    customerName: record.customerName,
    customerEmail: record.customerEmail,
    lines: record.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPrice: fromCents(item.priceCents),
      imageUrl: `${imageOrigin}/uploads/${item.imageCover}`,
    })),
    total: fromCents(record.totalCents),
    address: { city: record.city, street: record.street, phone: record.phone },
  });

  const mustFind = async (tx: Executor, orderId: string) => {
    const record = await findOrder(tx, orderId);
    if (!record) throw new Error(`order ${orderId} is not in this transaction`);
    return orderData(record);
  };

  return {
    async orderPlaced(tx, orderId) {
      const order = await mustFind(tx, orderId);
      const confirmation = orderConfirmation(shop, order, links.order(order.id));
      await queueMail(tx, { to: order.customerEmail, kind: 'order-confirmation', ...confirmation });
      const recipients = await ownerAddresses(tx);
      if (recipients.length === 0) return;
      const alert = orderAlert(shop, order, links.adminOrder(order.id));
      for (const to of recipients) await queueMail(tx, { to, kind: 'order-alert', ...alert });
    },
    async orderMoved(tx, orderId, move, reason) {
      const order = await mustFind(tx, orderId);
      const message = orderStatusMail(shop, order, move, links.order(order.id), reason);
      await queueMail(tx, { to: order.customerEmail, kind: 'order-status', ...message });
    },
    async passwordReset(tx, user, token) {
      const message = passwordResetMail(
        shop,
        { name: user?.name ?? 'there' },
        links.resetPassword(token),
      );
      if (user) await queueMail(tx, { to: user.email, kind: 'password-reset', ...message });
    },
    async accountChanged(tx, user, change) {
      const message = accountChangedMail(shop, user, change, new Date(), {
        forgotPassword: links.forgotPassword,
      });
      const kind = change === 'profile-changed' ? 'account-changed' : 'password-changed';
      await queueMail(tx, { to: user.email, kind, ...message });
    },
    async contactMessage(tx, contact) {
      const recipients = await ownerAddresses(tx);
      const message = contactMessageMail(shop, contact, new Date());
      for (const to of recipients) await queueMail(tx, { to, kind: 'contact-message', ...message });
      return recipients.length;
    },
  };
}

async function storeMailPlugin(app: FastifyInstance) {
  app.decorate('storeMail', createStoreMail({ config: app.config, images: app.images }));
}

export default fp(storeMailPlugin, { name: 'store-mail', dependencies: ['config', 'images'] });
