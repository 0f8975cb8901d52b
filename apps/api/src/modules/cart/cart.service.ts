import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { AppError, notFound, pgCodes, pgErrorCode } from '../../lib/errors';
import { stockMessages } from '../../lib/order-book/order-placement';
import type { Services } from '../../lib/services';
import {
  findOrCreateCartId,
  loadCart,
  lockCart,
  productStock,
  type CartData,
} from './cart.repository';

export type CartDeps = Pick<Services, 'db'>;

export const cartMessages = {
  found: 'Your cart',
  added: 'Product added successfully to your cart',
  updated: 'Quantity updated',
  removed: 'Item deleted',
  cleared: 'Cart cleared',
  notInCart: 'This product is not in your cart.',
} as const;

export async function getCart({ db }: CartDeps, userId: string): Promise<CartData> {
  return loadCart(db, await findOrCreateCartId(db, userId));
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
