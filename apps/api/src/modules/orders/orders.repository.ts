import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '@electro/shared';
import type { Transaction } from '../../db/client';
import { cartItems, carts, orders } from '../../db/schema/index';
import type { OrderLine } from '../../lib/order-book/order-placement';

export type OrderChanges = Partial<
  Pick<
    typeof orders.$inferInsert,
    'status' | 'paymentStatus' | 'paidAt' | 'deliveredAt' | 'shippedAt' | 'cancelledAt'
  >
>;

export type OrderState = {
  status: Order['status'];
  paymentStatus: Order['paymentStatus'];
  paidAt: Date | null;
};

/** The cart's id when it is this user's, its row locked until the transaction ends. */
export async function lockUserCart(
  tx: Transaction,
  input: { cartId: string; userId: string },
): Promise<string | undefined> {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, input.cartId), eq(carts.userId, input.userId)))
    .for('update');
  return cart?.id;
}

/** The cart's lines in the order they were added. */
export function cartLines(tx: Transaction, cartId: string): Promise<OrderLine[]> {
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function emptyCart(tx: Transaction, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** The order's status and payment, its row locked until the transaction ends. */
export async function lockOrderState(tx: Transaction, id: string): Promise<OrderState | undefined> {
  const [current] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return current;
}

/** Applies the changes only while the order still has `status`: false when it no longer has. */
export async function updateOrderInStatus(
  tx: Transaction,
  input: { id: string; status: Order['status']; changes: OrderChanges },
): Promise<boolean> {
  const [updated] = await tx
    .update(orders)
    .set(input.changes)
    .where(and(eq(orders.id, input.id), eq(orders.status, input.status)))
    .returning({ id: orders.id });
  return Boolean(updated);
}
