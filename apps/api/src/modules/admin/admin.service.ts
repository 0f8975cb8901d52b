import type { AdminOrderCreateInput } from '@electro/shared';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { fromCents } from '../../lib/money';
import { placeOnce } from '../../lib/order-book/idempotency';
import { placeOrder } from '../../lib/order-book/order-placement';
import { listOrders, type OrderRecord } from '../../lib/order-book/order-records';
import type { Services } from '../../lib/services';
import {
  countCustomers,
  countMatchingCustomers,
  customerFigures,
  findCustomerRow,
  findUserRole,
  newestCustomers,
  orderTotals,
  salesPerDay,
  type CustomerFigures,
} from './admin.repository';

export type AdminDeps = Pick<Services, 'db'>;
export type AdminOrderDeps = Pick<Services, 'db' | 'mail'>;

export const adminMessages = {
  stats: 'Store statistics',
  customers: 'Customers',
  customer: 'Customer found',
  orderCreated: 'Order placed successfully',
  notACustomer: 'Orders are placed for customers: this account is an admin.',
} as const;

const SALES_DAYS = 30;
const RECENT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export type StatsData = {
  totalSales: number;
  averageOrder: number;
  totalOrders: number;
  salesOrders: number;
  totalCustomers: number;
  recentOrders: OrderRecord[];
  recentCustomers: UserRow[];
  salesByDay: Array<{ date: string; total: number; orders: number }>;
};

/** The last 30 UTC days including today, oldest first, each day present even with no sale. */
async function salesByDay(db: Database, now: Date): Promise<StatsData['salesByDay']> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (SALES_DAYS - 1) * DAY_MS);
  const rows = await salesPerDay(db, first);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: SALES_DAYS }, (_, index) => {
    const date = new Date(first.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(date);
    return { date, total: fromCents(row?.cents ?? 0), orders: row?.orders ?? 0 };
  });
}

/**
 * Sales figures (and salesOrders) count every order that is not cancelled; totalOrders counts
 * all of them.
 * Everything is aggregated in SQL: the cost does not grow with the number of orders loaded.
 */
export async function getStats({ db }: AdminDeps, now = new Date()): Promise<StatsData> {
  const [totals, customers, recentOrders, recentCustomers, days] = await Promise.all([
    orderTotals(db),
    countCustomers(db),
    listOrders(db, { filter: {}, limit: RECENT, offset: 0 }),
    newestCustomers(db, { limit: RECENT }),
    salesByDay(db, now),
  ]);
  const salesCents = totals?.salesCents ?? 0;
  const sales = totals?.sales ?? 0;
  return {
    totalSales: fromCents(salesCents),
    averageOrder: sales === 0 ? 0 : fromCents(salesCents / sales),
    totalOrders: totals?.all ?? 0,
    salesOrders: sales,
    totalCustomers: customers,
    recentOrders,
    recentCustomers,
    salesByDay: days,
  };
}

export type CustomerData = {
  user: UserRow;
  ordersCount: number;
  totalSpent: number;
  lastOrderAt: Date | null;
};

/**
 * Customers (role user), newest first, a page at a time, each with their orders' count, what
 * they spent (orders not cancelled) and when they last ordered.
 */
export async function findCustomers(
  { db }: AdminDeps,
  input: { search?: string; page: number; limit: number },
): Promise<{ customers: CustomerData[]; total: number; totalPages: number }> {
  const [rows, total] = await Promise.all([
    newestCustomers(db, {
      search: input.search,
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    }),
    countMatchingCustomers(db, input.search),
  ]);
  const figures = await customerFigures(
    db,
    rows.map((row) => row.id),
  );
  const byUser = new Map(figures.map((figure) => [figure.userId, figure]));
  const customers = rows.map((user) => withFigures(user, byUser.get(user.id)));
  return { customers, total, totalPages: Math.ceil(total / input.limit) };
}

function withFigures(user: UserRow, figure: CustomerFigures | undefined): CustomerData {
  return {
    user,
    ordersCount: figure?.ordersCount ?? 0,
    totalSpent: fromCents(figure?.spentCents ?? 0),
    lastOrderAt: figure?.lastOrderAt ?? null,
  };
}

/** One customer (role user) with their figures; 404 for an unknown id or an admin's. */
export async function findCustomer({ db }: AdminDeps, id: string): Promise<CustomerData> {
  const user = await findCustomerRow(db, id);
  if (!user) throw notFound('Customer');
  const [figure] = await customerFigures(db, [user.id]);
  return withFigures(user, figure);
}

/**
 * A cash order placed by an admin: the same stock rules as a checkout, no cart involved. With
 * an `Idempotency-Key` (the admin's), a repeat answers the first order (`replayed`).
 */
export async function createOrderForCustomer(
  { db, mail }: AdminOrderDeps,
  input: { adminId: string; order: AdminOrderCreateInput; idempotencyKey?: string },
): Promise<{ record: OrderRecord; replayed: boolean }> {
  const { order } = input;
  const customer = await findUserRole(db, order.userId);
  if (!customer) throw notFound('Customer');
  // docs/API.md: an order is a customer's. An admin's own id (or another admin's) would put a
  // sale on a staff account that no customer page or customer figure shows.
  if (customer.role !== 'user') {
    throw new AppError('BAD_REQUEST', adminMessages.notACustomer, {
      errors: [{ path: 'userId', message: adminMessages.notACustomer }],
    });
  }
  const customerId = customer.id;
  return placeOnce(
    db,
    {
      userId: input.adminId,
      idempotencyKey: input.idempotencyKey,
      operation: 'admin-order',
      asked: order,
    },
    async (tx) => {
      const id = await placeOrder(tx, {
        userId: customerId,
        lines: order.items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity ?? 1,
        })),
        shoppingAddress: order.shoppingAddress,
      });
      // Mailed as a checkout is: the customer's confirmation and the owner's alert.
      await mail.orderPlaced(tx, id);
      return id;
    },
  );
}
