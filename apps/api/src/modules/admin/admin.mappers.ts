import type { Customer, Stats } from '@electro/shared';
import { iso } from '../../lib/http';
import { toUser } from '../../lib/accounts/user-mappers';
import { toOrder } from '../../lib/order-book/order-mappers';
import type { CustomerData, StatsData } from './admin.service';

export function toStats(stats: StatsData, origin: string): Stats {
  return {
    ...stats,
    recentOrders: stats.recentOrders.map((record) => toOrder(record, origin)),
    recentCustomers: stats.recentCustomers.map((row) => toUser(row, origin)),
  };
}

export function toCustomer(customer: CustomerData, origin: string): Customer {
  return {
    ...toUser(customer.user, origin),
    ordersCount: customer.ordersCount,
    totalSpent: customer.totalSpent,
    lastOrderAt: customer.lastOrderAt ? iso(customer.lastOrderAt) : null,
  };
}
