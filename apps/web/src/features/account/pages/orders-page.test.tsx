import { ordersResponseSchema } from '@electro/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import OrdersPage from './orders-page';

startMockApi();
afterEach(cleanup);

describe('order history', () => {
  it('names each order by its number and links it to its page', async () => {
    server.use(
      http.get(apiPath('/orders'), () =>
        answer(ordersResponseSchema, {
          success: true,
          message: 'Orders',
          orders: [
            makeOrder({ _id: 'o2', id: 'o2', number: 1042 }),
            makeOrder({ _id: 'o1', id: 'o1', number: 1007 }),
          ],
          totalOrders: 2,
          page: 1,
          limit: 5,
          totalPages: 1,
        }),
      ),
    );
    renderApp(<OrdersPage />, { path: '/profile/order' });
    const newest = await screen.findByRole('article', { name: 'Order #1042' });
    expect(within(newest).getByRole('link', { name: 'Order #1042' }).getAttribute('href')).toBe(
      '/profile/order/1042',
    );
    const oldest = screen.getByRole('article', { name: 'Order #1007' });
    expect(within(oldest).getByRole('link', { name: 'Order #1007' }).getAttribute('href')).toBe(
      '/profile/order/1007',
    );
  });
});
