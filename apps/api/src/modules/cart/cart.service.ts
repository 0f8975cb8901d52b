import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart } from '@electro/shared';
import type { Executor, Transaction } from '../../db/client';
import { cartItems, carts, products } from '../../db/schema/index';
import { AppError, notFound, pgCodes, pgErrorCode } from '../../lib/errors';
import { imageOut } from '../../lib/http';
import { fromCents } from '../../lib/money';
import { stockMessages } from '../../lib/order-book/order-placement';
import type { Services } from '../../lib/services';

export type CartDeps = Pick<Services, 'db'>;

export const cartMessages = {
  found: 'Your cart',
  added: 'Product added successfully to your cart',
  updated: 'Quantity updated',
  removed: 'Item deleted',
  cleared: 'Cart cleared',
  notInCart: 'This product is not in your cart.',
} as const;

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
async function lockCart(tx: Transaction, userId: string): Promise<string> {
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

export function toCart(data: CartData, origin: string): { count: number; cart: Cart } {
  let totalCents = 0;
  const lines = data.lines.map((line) => {
    totalCents += line.priceAfterDiscountCents * line.quantity;
    return {
      _id: line.lineId,
      productId: {
        _id: line.productId,
        id: line.productId,
        title: line.title,
        price: fromCents(line.priceCents),
        priceAfterDiscount: fromCents(line.priceAfterDiscountCents),
        imageCover: imageOut(line.imageCover, origin),
        stock: line.stock,
      },
      quantity: line.quantity,
      price: fromCents(line.priceAfterDiscountCents),
    };
  });
  return {
    count: lines.length,
    cart: { _id: data.id, id: data.id, products: lines, totalCartPrice: fromCents(totalCents) },
  };
}

export async function getCart({ db }: CartDeps, userId: string): Promise<CartData> {
  return loadCart(db, await findOrCreateCartId(db, userId));
}

async function productStock(tx: Transaction, productId: string) {
  const [product] = await tx
    .select({ title: products.title, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return product;
}

export async function addToCart(
  { db }: CartDeps,
  input: { userId: string; productId: string; quantity: number },
): Promise<CartData> {
  const add = async (tx: Transaction) => {
    const cartId = await lockCart(tx, input.userId);
    const product = await productStock(tx, input.productId);
    if (!product) throw notFound('Product');
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, input.productId)))
      .limit(1);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    if (quantity > product.stock) {
      throw new AppError('CONFLICT', stockMessages.short(product.title, product.stock));
    }
    if (line) {
      await tx
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, input.productId)));
    } else {
      await tx.insert(cartItems).values({ cartId, productId: input.productId, quantity });
    }
    return loadCart(tx, cartId);
  };
  try {
    return await db.transaction(add);
  } catch (error) {
    // The product was deleted between the read and the insert.
    if (pgErrorCode(error) === pgCodes.foreignKeyViolation) throw notFound('Product');
    throw error;
  }
}

export async function setLineQuantity(
  { db }: CartDeps,
  input: { userId: string; productId: string; quantity: number },
): Promise<CartData> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, input.userId);
    const [line] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, input.productId)))
      .limit(1);
    if (!line) throw new AppError('NOT_FOUND', cartMessages.notInCart);
    const product = await productStock(tx, input.productId);
    if (!product) throw new AppError('NOT_FOUND', cartMessages.notInCart);
    if (input.quantity > product.stock) {
      throw new AppError('CONFLICT', stockMessages.short(product.title, product.stock));
    }
    await tx.update(cartItems).set({ quantity: input.quantity }).where(eq(cartItems.id, line.id));
    return loadCart(tx, cartId);
  });
}

export async function removeLine(
  { db }: CartDeps,
  input: { userId: string; productId: string },
): Promise<CartData> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, input.userId);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, input.productId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', cartMessages.notInCart);
    return loadCart(tx, cartId);
  });
}

export async function clearCart({ db }: CartDeps, userId: string): Promise<CartData> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    return { id: cartId, lines: [] };
  });
}
