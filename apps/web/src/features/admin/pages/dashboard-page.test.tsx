import { statsResponseSchema } from '@electro/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import DashboardPage from './dashboard-page';

startMockApi();
afterEach(cleanup);

const statuses = ['cancelled', 'shipped', 'delivered', 'pending'] as const;

describe('dashboard', () => {
  it("shows each recent order's own status, with the orders page's badge", async () => {
    server.use(
      http.get(apiPath('/admin/stats'), () =>
        answer(statsResponseSchema, {
          success: true,
          message: 'Stats',
          stats: {
            totalSales: 0,
            averageOrder: 0,
            totalOrders: 4,
            totalCustomers: 1,
            recentOrders: statuses.map((status, i) =>
              makeOrder({
                _id: `o${i}`,
                id: `o${i}`,
                status,
                isDelivered: status === 'delivered',
                customer: { _id: 'u1', name: `Buyer ${status}`, email: 'b@x.io' },
              }),
            ),
            recentCustomers: [],
            salesByDay: [],
          },
        }),
      ),
    );
    renderApp(<DashboardPage />, { path: '/admin' });
    const recent = await screen.findByRole('region', { name: 'Recent Orders' });
    for (const [status, label] of [
      ['cancelled', 'Cancelled'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
      ['pending', 'Pending'],
    ] as const) {
      const row = (await within(recent).findByText(`Buyer ${status}`)).closest('tr');
      expect(row?.textContent).toContain(label);
      // A cancelled or shipped order was called "Pending" because it was not delivered.
      if (status !== 'pending') expect(row?.textContent).not.toContain('Pending');
    }
  });
});
