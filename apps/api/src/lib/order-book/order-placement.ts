import { and, eq, gte, sql } from 'drizzle-orm';
import type { ShoppingAddress } from '@electro/shared';
import type { Executor, Transaction } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema/index';
import { AppError, notFound } from '../errors';

export type OrderLine = { productId: string; quantity: number };

export const stockMessages = {
  short: (title: string, left: number) => `Not enough stock for "${title}": only ${left} left.`,
} as const;

/** Lines of one product are summed, first position kept, so each product is taken once. */
export function mergeLines(lines: OrderLine[]): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const line of lines) {
    const existing = merged.get(line.productId);
    if (existing) existing.quantity += line.quantity;
    else merged.set(line.productId, { ...line });
  }
  return [...merged.values()];
}

/** A fixed lock order (by product id) so that two orders sharing products cannot deadlock. */
const byProductId = (a: OrderLine, b: OrderLine) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

async function explainShortage(executor: Executor, line: OrderLine): Promise<AppError> {
  const [product] = await executor
    .select({ title: products.title, stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId))
    .limit(1);
  if (!product) return notFound('Product');
  return new AppError('CONFLICT', stockMessages.short(product.title, product.stock));
}

/**
 * Takes the stock of every line and records the order at the current prices. Must run inside
 * the caller's transaction: a short line throws, and the rollback gives back what was taken.
 *
 * Each line is one conditional update (`stock >= quantity`): under READ COMMITTED a concurrent
 * update makes PostgreSQL wait and re-check the condition on the newest row, so stock can never
 * go below zero and no read-then-write gap exists.
 */
export async function placeOrder(
  tx: Transaction,
  input: { userId: string; lines: OrderLine[]; shoppingAddress: ShoppingAddress },
): Promise<string> {
  const lines = mergeLines(input.lines);
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'Your cart is empty.');

  const snapshots = new Map<string, { title: string; imageCover: string; priceCents: number }>();
  for (const line of [...lines].sort(byProductId)) {
    const [taken] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        sold: sql`${products.sold} + ${line.quantity}`,
      })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({
        title: products.title,
        imageCover: products.imageCover,
        priceCents: products.priceAfterDiscountCents,
      });
    if (!taken) throw await explainShortage(tx, line);
    snapshots.set(line.productId, taken);
  }

  const items = lines.map((line, position) => {
    const snapshot = snapshots.get(line.productId);
    if (!snapshot) throw new Error(`no snapshot for product ${line.productId}`);
    return { ...snapshot, productId: line.productId, quantity: line.quantity, position };
  });
  const totalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);

  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      city: input.shoppingAddress.city,
      street: input.shoppingAddress.street,
      phone: input.shoppingAddress.phone,
      totalCents,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  return order.id;
}

/** Gives back the stock (and takes back `sold`) of a cancelled order's lines. */
export async function returnStock(tx: Transaction, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const line of mergeLines(lines).sort(byProductId)) {
    // A deleted product simply matches no row: there is nothing to give back to.
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        sold: sql`greatest(${products.sold} - ${line.quantity}, 0)`,
      })
      .where(eq(products.id, line.productId));
  }
}
