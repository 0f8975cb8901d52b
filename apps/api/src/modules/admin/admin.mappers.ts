import type { Stats } from '@electro/shared';
import { toUser } from '../../lib/accounts/user-mappers';
import { toOrder } from '../../lib/order-book/order-mappers';
import type { StatsData } from './admin.service';

export function toStats(stats: StatsData, origin: string): Stats {
  return {
    ...stats,
    recentOrders: stats.recentOrders.map((record) => toOrder(record, origin)),
    recentCustomers: stats.recentCustomers.map((row) => toUser(row, origin)),
  };
}
