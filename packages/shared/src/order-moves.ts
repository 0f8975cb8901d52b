import type { ORDER_STATUSES } from './constants';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The status moves PATCH /orders/:id accepts, by current status. Cancelled and delivered are
 * final; an open order (pending or shipped) may move to any other status. The server checks
 * every PATCH with canMoveOrder and the admin's orders page offers only these moves.
 */
const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['shipped', 'delivered', 'cancelled'],
  shipped: ['pending', 'delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order in `status` may move to (not counting staying where it is). */
export function allowedOrderMoves(status: OrderStatus): readonly OrderStatus[] {
  return MOVES[status];
}

/** True when an order in `from` may move to `to`; staying in the same status is not a move. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** No change of any kind is accepted on a cancelled order. */
export function isOrderFinal(status: OrderStatus): boolean {
  return status === 'cancelled';
}

/** Why a PATCH of an order cannot be applied; the server answers 409 with its message. */
export type OrderUpdateRefusal = 'cancelled-is-final' | 'delivered-is-final' | 'delivered-is-paid';

/**
 * Checks a PATCH of an order against its current state: null when it may be applied.
 * A cash order is paid on delivery, so a delivered order cannot be marked unpaid.
 */
export function checkOrderUpdate(
  current: { status: OrderStatus },
  input: { status?: OrderStatus; isPaid?: boolean },
): OrderUpdateRefusal | null {
  if (isOrderFinal(current.status)) return 'cancelled-is-final';
  const status = input.status ?? current.status;
  if (status !== current.status && !canMoveOrder(current.status, status)) {
    return 'delivered-is-final';
  }
  if (input.isPaid === false && status === 'delivered') return 'delivered-is-paid';
  return null;
}

/** The admin's 'Mark paid': an unpaid order that is not cancelled. */
export function canMarkOrderPaid(order: { status: OrderStatus; isPaid: boolean }): boolean {
  return !order.isPaid && checkOrderUpdate(order, { isPaid: true }) === null;
}
