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
            salesOrders: 3,
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

  it('counts on the Total Order card the orders the sales count, and says so', async () => {
    // 12 orders, 1 cancelled: the card said 12 while the chart and the average counted 11.
    server.use(
      http.get(apiPath('/admin/stats'), () =>
        answer(statsResponseSchema, {
          success: true,
          message: 'Stats',
          stats: {
            totalSales: 1100,
            averageOrder: 100,
            totalOrders: 12,
            salesOrders: 11,
            totalCustomers: 3,
            recentOrders: [],
            recentCustomers: [],
            salesByDay: [],
          },
        }),
      ),
    );
    renderApp(<DashboardPage />, { path: '/admin' });
    const card = (await screen.findByRole('heading', { name: 'Total Order' })).parentElement!;
    expect(within(card).getByText('11')).toBeTruthy();
    expect(card.textContent).toContain('Not cancelled (1 cancelled order left out)');
  });
});
