import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { cartItems, carts, products } from '../../db/schema/index';

export type CartLineRow = {
  lineId: string;
  quantity: number;
  productId: string;
  title: string;
  priceCents: number;
  priceAfterDiscountCents: number;
  imageCover: string;
  stock: number;
};

export type CartData = { id: string; lines: CartLineRow[] };

/** The caller's cart id; the cart is created on first use, once (the user id is unique). */
export async function findOrCreateCartId(executor: Executor, userId: string): Promise<string> {
  const [created] = await executor
    .insert(carts)
    .values({ userId })
    .onConflictDoNothing({ target: carts.userId })
    .returning({ id: carts.id });
  if (created) return created.id;
  const [existing] = await executor
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, userId))
    .limit(1);
  if (!existing) throw new Error(`cart of user ${userId} vanished`);
  return existing.id;
}

/**
 * The caller's cart id with its row locked until the transaction ends: cart changes and a
 * checkout of the same cart (which locks it too) take turns instead of interleaving.
 */
export async function lockCart(tx: Transaction, userId: string): Promise<string> {
  const [cart] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error(`cart of user ${userId} could not be locked`);
  return cart.id;
}

/** Lines in the order they were added, each with its product as it is now. */
export async function loadCart(executor: Executor, cartId: string): Promise<CartData> {
  const lines = await executor
    .select({
      lineId: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      title: products.title,
      priceCents: products.priceCents,
      priceAfterDiscountCents: products.priceAfterDiscountCents,
      imageCover: products.imageCover,
      stock: products.stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return { id: cartId, lines };
}

export async function productStock(tx: Transaction, productId: string) {
  const [product] = await tx
    .select({ title: products.title, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return product;
}

type LineKey = { cartId: string; productId: string };

const lineWhere = (key: LineKey) =>
  and(eq(cartItems.cartId, key.cartId), eq(cartItems.productId, key.productId));

/** The cart's line of this product (one at most: the line key is unique). */
export async function findLine(
  tx: Transaction,
  key: LineKey,
): Promise<{ id: string; quantity: number } | undefined> {
  const [line] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(lineWhere(key))
    .limit(1);
  return line;
}

export async function insertLine(
  tx: Transaction,
  line: LineKey & { quantity: number },
): Promise<void> {
  await tx.insert(cartItems).values(line);
}

export async function updateLineQuantity(
  tx: Transaction,
  key: LineKey,
  quantity: number,
): Promise<void> {
  await tx.update(cartItems).set({ quantity }).where(lineWhere(key));
}

/** False when the cart has no line of this product. */
export async function deleteLine(tx: Transaction, key: LineKey): Promise<boolean> {
  const removed = await tx.delete(cartItems).where(lineWhere(key)).returning({ id: cartItems.id });
  return removed.length > 0;
}

export async function deleteLines(tx: Transaction, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
