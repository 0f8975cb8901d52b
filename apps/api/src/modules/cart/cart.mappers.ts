import type { Cart } from '@electro/shared';
import { imageOut } from '../../lib/http';
import { fromCents } from '../../lib/money';
import type { CartData } from './cart.repository';

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
