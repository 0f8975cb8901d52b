import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderListStatus } from '@electro/shared';
import { containsPattern } from '../like-patterns';
import { keyset, type Cursor, type SortKey } from '../csv/keyset';
import type { Executor } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema/index';

const orderColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  city: orders.city,
  street: orders.street,
  phone: orders.phone,
  totalCents: orders.totalCents,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  deliveredAt: orders.deliveredAt,
  shippedAt: orders.shippedAt,
  cancelledAt: orders.cancelledAt,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  customerName: users.name,
  customerEmail: users.email,
};

/** Orders with their customer: `orders.user_id` is restricted, so the join never drops one. */
function selectOrders(executor: Executor) {
  return executor.select(orderColumns).from(orders).innerJoin(users, eq(orders.userId, users.id));
}

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];
type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderRecord = OrderRow & { items: OrderItemRow[] };

export type OrderFilter = {
  /** Only this customer's orders; unset for an admin's view of every order. */
  userId?: string;
  /** An order status, or `paid` / `unpaid` for its payment. */
  status?: OrderListStatus;
  search?: string;
  /**
   * What `search` looks in: `all` (an admin) is the number, the customer's name, email and
   * phone, the order's phone, city and street, and product titles; `own` (a customer looking
   * through their orders) is the number and product titles. Text matches are case-insensitive
   * parts; the number matches whole ("1042" or "#1042").
   */
  searchIn?: 'all' | 'own';
};

function statusCondition(status: OrderListStatus): SQL {
  if (status === 'paid') return eq(orders.paymentStatus, 'paid');
  if (status === 'unpaid') return eq(orders.paymentStatus, 'pending');
  return eq(orders.status, status);
}

function searchCondition(search: string, searchIn: 'all' | 'own'): SQL | undefined {
  const pattern = containsPattern(search);
  const matches: Array<SQL | undefined> = [
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
      and ${orderItems.title} ilike ${pattern})`,
  ];
  const number = parseOrderNumber(search);
  if (number !== undefined) matches.push(eq(orders.number, number));
  if (searchIn === 'all') {
    matches.push(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
      ilike(orders.phone, pattern),
      ilike(orders.city, pattern),
      ilike(orders.street, pattern),
    );
  }
  return or(...matches);
}

function whereOf(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status) conditions.push(statusCondition(filter.status));
  if (filter.search) {
    const match = searchCondition(filter.search, filter.searchIn ?? 'own');
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function withItems<Row extends OrderRow>(
  executor: Executor,
  rows: Row[],
): Promise<Array<Row & { items: OrderItemRow[] }>> {
  if (rows.length === 0) return [];
  const items = await executor
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => ({ ...row, items: byOrder.get(row.id) ?? [] }));
}

/**
 * Newest first; a number-shaped search ("1012" or "#1012") puts the order of that number first,
 * above the orders that only contain it in a phone or a street (docs/PRODUCT.md, Admin
 * orders page).
 */
function listKeys(filter: OrderFilter): SortKey[] {
  const number = filter.search ? parseOrderNumber(filter.search) : undefined;
  return [
    ...(number === undefined
      ? []
      : [{ value: sql`${orders.number} = ${number}`, type: 'boolean' as const, descending: true }]),
    { value: orders.createdAt, type: 'timestamptz', descending: true },
    { value: orders.id, type: 'text', descending: true },
  ];
}

export async function listOrders(
  executor: Executor,
  options: { filter: OrderFilter; limit: number; offset: number },
): Promise<OrderRecord[]> {
  const rows = await selectOrders(executor)
    .where(whereOf(options.filter))
    .orderBy(...keyset(listKeys(options.filter)).order)
    .limit(options.limit)
    .offset(options.offset);
  return withItems(executor, rows);
}

/**
 * The list's orders after `after` (from the first without one), each with its own cursor: the
 * export reads them a page at a time, and an order placed or deleted meanwhile moves none of
 * the pages still to come.
 */
export async function listOrdersAfter(
  executor: Executor,
  options: { filter: OrderFilter; after?: Cursor; limit: number },
): Promise<Array<OrderRecord & { cursor: Cursor }>> {
  const keys = keyset(listKeys(options.filter));
  const rows = await executor
    .select({ ...orderColumns, cursor: keys.cursor })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(and(whereOf(options.filter), keys.after(options.after)))
    .orderBy(...keys.order)
    .limit(options.limit);
  return withItems(executor, rows);
}

export async function countOrders(executor: Executor, filter: OrderFilter): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(whereOf(filter));
  return row?.total ?? 0;
}

export async function findOrder(executor: Executor, id: string): Promise<OrderRecord | undefined> {
  const rows = await selectOrders(executor).where(eq(orders.id, id)).limit(1);
  const [record] = await withItems(executor, rows);
  return record;
}

/** The largest order number: ids are stored as int4. */
const MAX_ORDER_NUMBER = 2_147_483_647;

/** An order number as typed in a path or a search ("1042" or "#1042"), else undefined. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^#?(\d{1,10})$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const value = Number(match[1]);
  return value >= 1 && value <= MAX_ORDER_NUMBER ? value : undefined;
}

/** By id, or by number when no id matches (`/orders/1042`). */
export async function findOrderByIdOrNumber(
  executor: Executor,
  ref: string,
): Promise<OrderRecord | undefined> {
  const byId = await findOrder(executor, ref);
  if (byId) return byId;
  const value = parseOrderNumber(ref);
  if (value === undefined) return undefined;
  const rows = await selectOrders(executor).where(eq(orders.number, value)).limit(1);
  const [record] = await withItems(executor, rows);
  return record;
}
