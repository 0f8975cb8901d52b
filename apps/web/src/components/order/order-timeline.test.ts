import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/fixtures';
import { orderTimeline } from './order-timeline';

describe('order timeline', () => {
  it('lists only the moves that happened, placed first from createdAt', () => {
    const order = makeOrder({ createdAt: '2026-03-01T10:00:00.000Z' });
    expect(orderTimeline(order)).toEqual([
      { step: 'placed', label: 'Placed', at: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('orders the moves by date, and a delivery paid in the same instant after the payment', () => {
    const order = makeOrder({
      createdAt: '2026-03-01T10:00:00.000Z',
      shippedAt: '2026-03-02T09:00:00.000Z',
      deliveredAt: '2026-03-03T12:00:00.000Z',
      paidAt: '2026-03-03T12:00:00.000Z',
      isPaid: true,
      isDelivered: true,
      status: 'delivered',
    });
    expect(orderTimeline(order).map((entry) => entry.step)).toEqual([
      'placed',
      'shipped',
      'paid',
      'delivered',
    ]);
  });

  it('shows a payment before shipping and a cancellation last', () => {
    const order = makeOrder({
      createdAt: '2026-03-01T10:00:00.000Z',
      paidAt: '2026-03-01T11:00:00.000Z',
      cancelledAt: '2026-03-04T08:00:00.000Z',
      status: 'cancelled',
    });
    expect(orderTimeline(order).map((entry) => entry.label)).toEqual([
      'Placed',
      'Paid',
      'Cancelled',
    ]);
  });
});
