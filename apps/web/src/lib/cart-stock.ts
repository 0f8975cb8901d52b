import type { Cart } from '@electro/shared';

type CartLine = Cart['products'][number];

/**
 * What stands between a cart line and checkout: the product sold out since it was added, or
 * fewer left than the line holds. Null when the line can be ordered as it is.
 */
export function stockProblem(line: CartLine): 'sold-out' | 'short' | null {
  const { stock } = line.productId;
  if (stock <= 0) return 'sold-out';
  return line.quantity > stock ? 'short' : null;
}

/**
 * Why the cart cannot be ordered as it is, or null. The server would refuse the order and take
 * nothing (docs/PRODUCT.md §4), so the cart and checkout wait for the shopper's fix instead.
 */
export function cartBlockedReason(lines: readonly CartLine[]): string | null {
  const count = lines.filter((line) => stockProblem(line)).length;
  if (count === 0) return null;
  return count === 1
    ? 'A product in your cart is short of stock. Fix it in your cart to check out.'
    : `${count} products in your cart are short of stock. Fix them in your cart to check out.`;
}
