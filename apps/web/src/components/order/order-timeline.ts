import type { Order } from '@electro/shared';

export type TimelineStep = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled';
export type TimelineEntry = { step: TimelineStep; label: string; at: string };

/** Each step and the date field that records it, in the order they normally happen. */
const STEPS: ReadonlyArray<{
  step: TimelineStep;
  label: string;
  at: (order: Order) => string | null | undefined;
}> = [
  { step: 'placed', label: 'Placed', at: (order) => order.createdAt },
  { step: 'paid', label: 'Paid', at: (order) => order.paidAt },
  { step: 'shipped', label: 'Shipped', at: (order) => order.shippedAt },
  { step: 'delivered', label: 'Delivered', at: (order) => order.deliveredAt },
  { step: 'cancelled', label: 'Cancelled', at: (order) => order.cancelledAt },
];

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The status moves an order has made, oldest first: only those that happened (their date is
 * set). A delivery pays a cash order in the same instant, so equal dates keep the natural
 * order (paid before delivered).
 */
export function orderTimeline(order: Order): TimelineEntry[] {
  return STEPS.flatMap((entry, index) => {
    const at = entry.at(order);
    return at ? [{ step: entry.step, label: entry.label, at, index }] : [];
  })
    .sort((a, b) => time(a.at) - time(b.at) || a.index - b.index)
    .map(({ step, label, at }) => ({ step, label, at }));
}
