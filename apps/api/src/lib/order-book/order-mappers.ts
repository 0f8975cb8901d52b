import type { OrderObject } from '@electro/shared';
import { imageOut, iso } from '../http';
import { fromCents } from '../money';
import type { OrderRecord } from './order-records';

export function toOrder(record: OrderRecord, origin: string): OrderObject {
  return {
    _id: record.id,
    id: record.id,
    number: record.number,
    user: record.userId,
    customer: { _id: record.userId, name: record.customerName, email: record.customerEmail },
    // The snapshot, not the product: history survives later edits and deletion.
    orderItems: record.items.map((item) => ({
      _id: item.id,
      productId: {
        _id: item.productId,
        title: item.title,
        imageCover: imageOut(item.imageCover, origin),
      },
      price: fromCents(item.priceCents),
      quantity: item.quantity,
    })),
    totalOrderPrice: fromCents(record.totalCents),
    shoppingAddress: { city: record.city, street: record.street, phone: record.phone },
    paymentMethod: record.paymentMethod,
    paymentStatus: record.paymentStatus,
    isPaid: record.paymentStatus === 'paid',
    paidAt: record.paidAt ? iso(record.paidAt) : null,
    isDelivered: record.status === 'delivered',
    deliveredAt: record.deliveredAt ? iso(record.deliveredAt) : null,
    shippedAt: record.shippedAt ? iso(record.shippedAt) : null,
    cancelledAt: record.cancelledAt ? iso(record.cancelledAt) : null,
    status: record.status,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}
