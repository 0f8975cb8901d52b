import type { Transaction } from '../../db/client';
import { AppError, notFound, pgCodes, pgErrorCode } from '../../lib/errors';
import { stockMessages } from '../../lib/order-book/order-placement';
import type { Services } from '../../lib/services';
import {
  deleteLine,
  deleteLines,
  findLine,
  findOrCreateCartId,
  insertLine,
  loadCart,
  lockCart,
  productStock,
  updateLineQuantity,
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
    const key = { cartId, productId: input.productId };
    const line = await findLine(tx, key);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    if (quantity > product.stock) {
      throw new AppError('CONFLICT', stockMessages.short(product.title, product.stock));
    }
    if (line) await updateLineQuantity(tx, key, quantity);
    else await insertLine(tx, { ...key, quantity });
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
    const key = { cartId, productId: input.productId };
    if (!(await findLine(tx, key))) throw new AppError('NOT_FOUND', cartMessages.notInCart);
    const product = await productStock(tx, input.productId);
    if (!product) throw new AppError('NOT_FOUND', cartMessages.notInCart);
    if (input.quantity > product.stock) {
      throw new AppError('CONFLICT', stockMessages.short(product.title, product.stock));
    }
    await updateLineQuantity(tx, key, input.quantity);
    return loadCart(tx, cartId);
  });
}

export async function removeLine(
  { db }: CartDeps,
  input: { userId: string; productId: string },
): Promise<CartData> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, input.userId);
    const removed = await deleteLine(tx, { cartId, productId: input.productId });
    if (!removed) throw new AppError('NOT_FOUND', cartMessages.notInCart);
    return loadCart(tx, cartId);
  });
}

export async function clearCart({ db }: CartDeps, userId: string): Promise<CartData> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await deleteLines(tx, cartId);
    return { id: cartId, lines: [] };
  });
}
