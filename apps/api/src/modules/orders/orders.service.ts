import {
  checkOrderUpdate,
  type OrderUpdateInput,
  type OrderUpdateRefusal,
  type ShoppingAddress,
} from '@electro/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/app/auth';
import {
  countOrders,
  findOrder,
  findOrderByIdOrNumber,
  listOrders,
  type OrderFilter,
  type OrderRecord,
} from '../../lib/order-book/order-records';
import { placeOnce } from '../../lib/order-book/idempotency';
import { placeOrder, returnStock } from '../../lib/order-book/order-placement';
import type { Services } from '../../lib/services';
import { isMailedMove } from '../../lib/store-mail';
import {
  cartLines,
  emptyCart,
  lockOrderState,
  lockUserCart,
  updateOrderInStatus,
  type OrderChanges,
  type OrderState,
} from './orders.repository';

export type OrdersDeps = Pick<Services, 'db'>;
/** What placing and moving an order use: they queue the customer's mail (lib/store-mail.ts). */
export type OrderMailingDeps = Pick<Services, 'db' | 'mail'>;

export const ordersMessages = {
  created: 'Order placed successfully',
  /** A replay of a keyed request: the order the first one placed. */
  alreadyPlaced: 'Order placed successfully',
  found: 'Order found',
  list: 'Orders',
  updated: 'Order updated',
  cancelledIsFinal: 'This order is cancelled and can no longer change.',
  deliveredIsFinal: 'This order is delivered: its status can no longer change.',
  deliveredIsPaid: 'A delivered cash order is paid.',
} as const;

/** Reads an order that must exist (it was just written in a committed transaction). */
async function mustFind(db: Database, id: string): Promise<OrderRecord> {
  const record = await findOrder(db, id);
  if (!record) throw notFound('Order');
  return record;
}

/**
 * Turns the caller's cart into an order in one transaction. The cart row is locked first, so
 * a second checkout of the same cart (a double click) waits and then finds it empty. With an
 * `Idempotency-Key`, the second answers the first one's order instead (`replayed`).
 */
export async function checkout(
  { db, mail }: OrderMailingDeps,
  input: {
    userId: string;
    cartId: string;
    shoppingAddress: ShoppingAddress;
    idempotencyKey?: string;
  },
): Promise<{ record: OrderRecord; replayed: boolean }> {
  return placeOnce(
    db,
    {
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      operation: 'checkout',
      asked: { cartId: input.cartId, shoppingAddress: input.shoppingAddress },
    },
    async (tx) => {
      const cartId = await lockUserCart(tx, input);
      // Someone else's cart is answered like an unknown one: ids cannot be probed.
      if (!cartId) throw notFound('Cart');
      const lines = await cartLines(tx, cartId);
      const id = await placeOrder(tx, {
        userId: input.userId,
        lines,
        shoppingAddress: input.shoppingAddress,
      });
      await emptyCart(tx, cartId);
      // The confirmation and the owner's alert commit with the order, or not at all.
      await mail.orderPlaced(tx, id);
      return id;
    },
  );
}

/**
 * An admin sees (and searches) every customer's orders, or one customer's; a customer only
 * their own, whatever `customerId` says.
 */
export function filterFor(
  user: AuthUser,
  filter: Omit<OrderFilter, 'userId' | 'searchIn'>,
  customerId: string | undefined,
): OrderFilter {
  return user.role === 'admin'
    ? { ...filter, userId: customerId, searchIn: 'all' }
    : { ...filter, userId: user.id, searchIn: 'own' };
}

export async function listOrdersFor(
  { db }: OrdersDeps,
  input: {
    user: AuthUser;
    page: number;
    limit: number;
    filter: Omit<OrderFilter, 'userId' | 'searchIn'>;
    /** An admin's view of one customer's orders; ignored for a customer. */
    customerId?: string;
  },
) {
  const filter = filterFor(input.user, input.filter, input.customerId);
  const [records, total] = await Promise.all([
    listOrders(db, { filter, limit: input.limit, offset: (input.page - 1) * input.limit }),
    countOrders(db, filter),
  ]);
  return { records, total, totalPages: Math.ceil(total / input.limit) };
}

/**
 * By id or number, for the owner or an admin. Anyone else gets 404, not 403, so that order ids
 * and numbers cannot be probed for existence.
 */
export async function getOrderFor(
  { db }: OrdersDeps,
  input: { user: AuthUser; id: string },
): Promise<OrderRecord> {
  const record = await findOrderByIdOrNumber(db, input.id);
  if (!record || (input.user.role !== 'admin' && record.userId !== input.user.id)) {
    throw notFound('Order');
  }
  return record;
}

/** The 409 message of each refusal of packages/shared's checkOrderUpdate. */
const refusalMessages: Record<OrderUpdateRefusal, string> = {
  'cancelled-is-final': ordersMessages.cancelledIsFinal,
  'delivered-is-final': ordersMessages.deliveredIsFinal,
  'delivered-is-paid': ordersMessages.deliveredIsPaid,
};

/**
 * What a PATCH changes. Whether it may is decided by checkOrderUpdate, the rule set the admin's
 * orders page offers its moves from, so the page never offers what this refuses.
 */
function planChanges(current: OrderState, input: OrderUpdateInput, now: Date): OrderChanges {
  const refusal = checkOrderUpdate(current, input);
  if (refusal) throw new AppError('CONFLICT', refusalMessages[refusal]);
  const status = input.status ?? current.status;
  const changes: OrderChanges = {};
  let paid = current.paymentStatus === 'paid';
  if (status !== current.status) {
    changes.status = status;
    // Each move is dated, so the order's timeline is what happened.
    if (status === 'shipped') changes.shippedAt = now;
    // Back to pending: it is no longer on its way.
    if (status === 'pending') changes.shippedAt = null;
    if (status === 'cancelled') changes.cancelledAt = now;
    if (status === 'delivered') {
      changes.deliveredAt = now;
      // Cash is paid on delivery.
      paid = true;
    }
  }
  if (input.isPaid === true) paid = true;
  if (input.isPaid === false) paid = false;
  if (paid && current.paymentStatus !== 'paid') {
    changes.paymentStatus = 'paid';
    changes.paidAt = current.paidAt ?? now;
  }
  if (!paid && current.paymentStatus === 'paid') {
    changes.paymentStatus = 'pending';
    changes.paidAt = null;
  }
  return changes;
}

/**
 * One transaction: the order row is locked, the move is checked against its current status,
 * and the update is conditional on that status as well. Two concurrent cancels therefore run
 * one after the other, and the second finds the order cancelled (409): the stock is returned
 * exactly once.
 */
export async function updateOrder(
  { db, mail }: OrderMailingDeps,
  input: { id: string; changes: OrderUpdateInput },
): Promise<OrderRecord> {
  await db.transaction(async (tx) => {
    const current = await lockOrderState(tx, input.id);
    if (!current) throw notFound('Order');
    const changes = planChanges(current, input.changes, new Date());
    if (Object.keys(changes).length === 0) return;
    const updated = await updateOrderInStatus(tx, {
      id: input.id,
      status: current.status,
      changes,
    });
    if (!updated) throw new AppError('CONFLICT', ordersMessages.cancelledIsFinal);
    if (changes.status === 'cancelled') await returnStock(tx, input.id);
    if (changes.status && isMailedMove(changes.status)) {
      await mail.orderMoved(tx, input.id, changes.status);
    }
  });
  return mustFind(db, input.id);
}
