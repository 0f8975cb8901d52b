import { and, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, users, type UserRow } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-patterns';

/** A sale is any order that is not cancelled. */
const isSale = ne(orders.status, 'cancelled');

/** Sales (cents and count) and all orders, aggregated in SQL. */
export async function orderTotals(
  executor: Executor,
): Promise<{ salesCents: number; sales: number; all: number } | undefined> {
  const [totals] = await executor
    .select({
      salesCents:
        sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${isSale}), 0)`.mapWith(
          Number,
        ),
      sales: sql<number>`count(*) filter (where ${isSale})`.mapWith(Number),
      all: count(),
    })
    .from(orders);
  return totals;
}

/** Sales per UTC day (`YYYY-MM-DD`) since `first`; days without a sale are left out. */
export function salesPerDay(
  executor: Executor,
  first: Date,
): Promise<Array<{ day: string; cents: number; orders: number }>> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return executor
    .select({
      day,
      cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(and(isSale, gte(orders.createdAt, first)))
    .groupBy(day);
}

export async function countCustomers(executor: Executor): Promise<number> {
  const [customers] = await executor
    .select({ total: count() })
    .from(users)
    .where(eq(users.role, 'user'));
  return customers?.total ?? 0;
}

function customerConditions(search: string | undefined): SQL | undefined {
  const conditions: SQL[] = [eq(users.role, 'user')];
  if (search) {
    const pattern = containsPattern(search);
    const match = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
    );
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

/** Customers (role user), newest first, whose name, email or phone contains `search`. */
export function newestCustomers(
  executor: Executor,
  input: { search?: string; limit: number; offset?: number },
): Promise<UserRow[]> {
  return executor
    .select()
    .from(users)
    .where(customerConditions(input.search))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.limit)
    .offset(input.offset ?? 0);
}

export async function countMatchingCustomers(executor: Executor, search?: string) {
  const [row] = await executor
    .select({ total: count() })
    .from(users)
    .where(customerConditions(search));
  return row?.total ?? 0;
}

export type CustomerFigures = {
  userId: string;
  ordersCount: number;
  spentCents: number;
  lastOrderAt: Date | null;
};

/** The orders' figures of these customers (one grouped read over orders_user_created_idx). */
export async function customerFigures(
  executor: Executor,
  userIds: string[],
): Promise<CustomerFigures[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({
      userId: orders.userId,
      ordersCount: count(),
      spentCents:
        sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${isSale}), 0)`.mapWith(
          Number,
        ),
      lastOrderAt: sql<Date | null>`max(${orders.createdAt})`.mapWith((value) =>
        value === null ? null : new Date(value as string),
      ),
    })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
}

/** The customer (role user) with this id, or undefined. */
export async function findCustomerRow(
  executor: Executor,
  id: string,
): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')))
    .limit(1);
  return user;
}

/** The user's id as stored and their role, or undefined when no user has that id. */
export async function findUserRole(
  executor: Executor,
  id: string,
): Promise<Pick<UserRow, 'id' | 'role'> | undefined> {
  const [user] = await executor
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return user;
}
