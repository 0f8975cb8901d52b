import { settingsResponseSchema, statsResponseSchema } from '@electro/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from '@/features/admin/pages/dashboard-page';
import { queryClient } from '@/lib/query-client';
import { makeOrder } from '@/test/fixtures';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import { AppProviders } from './providers';

startMockApi();
afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
});

/** A dashboard whose sales and one recent order are 5,113. */
function answerStats() {
  server.use(
    http.get(apiPath('/admin/stats'), () =>
      answer(statsResponseSchema, {
        success: true,
        message: 'Stats',
        stats: {
          totalSales: 5113,
          averageOrder: 5113,
          totalOrders: 1,
          salesOrders: 1,
          totalCustomers: 1,
          recentOrders: [
            makeOrder({
              totalOrderPrice: 5113,
              customer: { _id: 'u1', name: 'Currency Buyer', email: 'c@x.io' },
            }),
          ],
          recentCustomers: [],
          salesByDay: [],
        },
      }),
    ),
  );
}

const renderDashboard = () =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/admin']}>
        <DashboardPage />
      </MemoryRouter>
    </AppProviders>,
  );

describe("the shop's currency", () => {
  it('writes every amount in the currency GET /settings names', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/settings'), () => {
        asked += 1;
        return answer(settingsResponseSchema, {
          success: true,
          message: 'Store settings',
          settings: { currency: 'EUR' },
        });
      }),
    );
    answerStats();
    const { unmount } = renderDashboard();
    // The first render of the file compiles the dashboard: more than findBy's default second.
    const sales = (await screen.findByRole('heading', { name: 'Total Sales' }, { timeout: 5000 }))
      .parentElement!;
    expect(await within(sales).findByText('€5,113')).toBeTruthy();
    const row = (await screen.findByText('Currency Buyer')).closest('tr')!;
    expect(row.textContent).toContain('€5,113');
    expect(row.textContent).not.toContain('$');

    // Read once a session: another screen does not ask again.
    unmount();
    renderDashboard();
    await screen.findByText('Currency Buyer');
    expect(asked).toBe(1);
  });

  it('shows amounts in the default currency when the settings cannot be read', async () => {
    server.use(http.get(apiPath('/settings'), () => failure(503, 'Busy')));
    answerStats();
    renderDashboard();
    const row = (await screen.findByText('Currency Buyer')).closest('tr')!;
    expect(row.textContent).toContain('$5,113');
  });

  it('starts the next session in the currency the last one was told, until the API answers', async () => {
    server.use(
      http.get(apiPath('/settings'), () =>
        answer(settingsResponseSchema, {
          success: true,
          message: 'Store settings',
          settings: { currency: 'GBP' },
        }),
      ),
    );
    answerStats();
    const first = renderDashboard();
    const row = (await screen.findByText('Currency Buyer')).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('£5,113'));
    first.unmount();

    // A new session whose settings request has not answered yet (nor will, here).
    queryClient.clear();
    server.use(http.get(apiPath('/settings'), () => new Promise<never>(() => {})));
    renderDashboard();
    const again = (await screen.findByText('Currency Buyer')).closest('tr')!;
    expect(again.textContent).toContain('£5,113');
  });
});
