import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants';
import {
  allowedOrderMoves,
  canMarkOrderPaid,
  canMoveOrder,
  checkOrderUpdate,
  isOrderFinal,
} from './order-moves';

describe('order moves', () => {
  it('lets an open order move to any other status', () => {
    expect(allowedOrderMoves('pending')).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(allowedOrderMoves('shipped')).toEqual(['pending', 'delivered', 'cancelled']);
  });

  it('keeps cancelled and delivered orders where they are', () => {
    expect(allowedOrderMoves('cancelled')).toEqual([]);
    expect(allowedOrderMoves('delivered')).toEqual([]);
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('cancelled', to)).toBe(false);
      expect(canMoveOrder('delivered', to)).toBe(false);
    }
  });

  it('does not count staying in the same status as a move', () => {
    for (const status of ORDER_STATUSES) expect(canMoveOrder(status, status)).toBe(false);
  });

  it('agrees with allowedOrderMoves for every pair', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canMoveOrder(from, to)).toBe(allowedOrderMoves(from).includes(to));
      }
    }
  });

  it('refuses any change of a cancelled order', () => {
    expect(isOrderFinal('cancelled')).toBe(true);
    expect(checkOrderUpdate({ status: 'cancelled' }, { isPaid: true })).toBe('cancelled-is-final');
    expect(checkOrderUpdate({ status: 'cancelled' }, { status: 'cancelled' })).toBe(
      'cancelled-is-final',
    );
  });

  it('refuses moving a delivered order or marking it unpaid', () => {
    expect(checkOrderUpdate({ status: 'delivered' }, { status: 'shipped' })).toBe(
      'delivered-is-final',
    );
    expect(checkOrderUpdate({ status: 'delivered' }, { status: 'delivered' })).toBeNull();
    expect(checkOrderUpdate({ status: 'delivered' }, { isPaid: true })).toBeNull();
    expect(checkOrderUpdate({ status: 'delivered' }, { isPaid: false })).toBe('delivered-is-paid');
    expect(checkOrderUpdate({ status: 'shipped' }, { status: 'delivered', isPaid: false })).toBe(
      'delivered-is-paid',
    );
  });

  it('accepts the moves of an open order', () => {
    expect(checkOrderUpdate({ status: 'pending' }, { status: 'shipped' })).toBeNull();
    expect(
      checkOrderUpdate({ status: 'shipped' }, { status: 'pending', isPaid: false }),
    ).toBeNull();
    expect(checkOrderUpdate({ status: 'pending' }, { status: 'cancelled' })).toBeNull();
  });

  it('offers Mark paid on unpaid orders that are not cancelled', () => {
    expect(canMarkOrderPaid({ status: 'pending', isPaid: false })).toBe(true);
    expect(canMarkOrderPaid({ status: 'shipped', isPaid: false })).toBe(true);
    expect(canMarkOrderPaid({ status: 'pending', isPaid: true })).toBe(false);
    expect(canMarkOrderPaid({ status: 'cancelled', isPaid: false })).toBe(false);
  });
});
