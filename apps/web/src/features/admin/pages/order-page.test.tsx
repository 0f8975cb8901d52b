import { customerResponseSchema, orderResponseSchema } from '@electro/shared';
import type { Order, OrderUpdateInput } from '@electro/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { makeOrder, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import OrderPage from './order-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const image = { secure_url: 'https://img.test/phone.png', public_id: 'phone' };

const placed = makeOrder({
  _id: 'o-42',
  id: 'o-42',
  number: 1042,
  user: 'u7',
  customer: { _id: 'u7', name: 'Layla', email: 'layla@example.com' },
  orderItems: [
    {
      _id: 'l1',
      productId: { _id: 'p1', title: 'Pixel 9', imageCover: image },
      price: 500,
      quantity: 2,
    },
  ],
  totalOrderPrice: 1000,
  createdAt: '2026-03-01T10:00:00.000Z',
  shippedAt: null,
  cancelledAt: null,
});

/** The API of one order: GET answers the current copy, PATCH applies the move like the server. */
function serveOrder(start: Order) {
  let current: Order = start;
  const patches: OrderUpdateInput[] = [];
  server.use(
    http.get(apiPath('/orders/:id'), () =>
      answer(orderResponseSchema, { success: true, message: 'Order', order: current }),
    ),
    http.patch(apiPath('/orders/:id'), async ({ request, params }) => {
      expect(params.id).toBe('o-42');
      const changes = (await request.json()) as OrderUpdateInput;
      patches.push(changes);
      const now = `2026-03-0${4 + patches.length}T10:00:00.000Z`;
      if (changes.status === 'shipped') current = { ...current, status: 'shipped', shippedAt: now };
      if (changes.status === 'cancelled') {
        current = { ...current, status: 'cancelled', cancelledAt: now };
      }
      if (changes.isPaid) {
        current = { ...current, isPaid: true, paymentStatus: 'paid', paidAt: now };
      }
      return answer(orderResponseSchema, { success: true, message: 'Order', order: current });
    }),
    http.get(apiPath('/admin/customers/:id'), ({ params }) =>
      params.id === 'u7'
        ? answer(customerResponseSchema, {
            success: true,
            message: 'Customer',
            customer: {
              ...makeUser({ _id: 'u7', id: 'u7', name: 'Layla', phone: '01155556666' }),
              ordersCount: 1,
              totalSpent: 1000,
              lastOrderAt: null,
            },
          })
        : failure(404, 'Customer not found'),
    ),
  );
  return patches;
}

const renderAt = (id: string) =>
  renderApp(
    <Routes>
      <Route path="/admin/orders/:id" element={<OrderPage />} />
      <Route path="/admin/orders" element={<h1>Orders stub</h1>} />
    </Routes>,
    { path: `/admin/orders/${id}` },
  );

const steps = () =>
  within(screen.getByRole('region', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((step) => step.getAttribute('data-step'));

describe('admin order page', () => {
  it('shows the order with its customer, their phone and a link to their page', async () => {
    serveOrder(placed);
    renderAt('1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer.textContent).toContain('Layla');
    expect(customer.textContent).toContain('layla@example.com');
    expect(await within(customer).findByText('01155556666')).toBeTruthy();
    expect(
      within(customer).getByRole('link', { name: 'View customer Layla' }).getAttribute('href'),
    ).toBe('/admin/customers/u7');
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain('Pixel 9');
  });

  it('offers the moves the rules allow and shows the new status and timeline entry after one', async () => {
    const patches = serveOrder(placed);
    renderAt('1042');
    const actions = await screen.findByRole('group', { name: 'Status actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark paid', 'Mark shipped', 'Mark delivered', 'Cancel order']);
    expect(steps()).toEqual(['placed']);

    fireEvent.click(within(actions).getByRole('button', { name: 'Mark shipped' }));
    await vi.waitFor(() => expect(steps()).toEqual(['placed', 'shipped']));
    expect(patches).toEqual([{ status: 'shipped' }]);
    expect(toast.success).toHaveBeenCalledWith('Order marked as shipped');
    const header = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(header?.textContent).toContain('Shipped');
    // Shipped may go back to pending, on to delivered, or be cancelled: not shipped again.
    expect(within(actions).queryByRole('button', { name: 'Mark shipped' })).toBeNull();

    fireEvent.click(within(actions).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(steps()).toEqual(['placed', 'shipped', 'paid']));
    expect(within(actions).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('asks before cancelling, and keeps the order when the admin backs out', async () => {
    const patches = serveOrder(placed);
    renderAt('o-42');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(steps()).toEqual(['placed', 'cancelled']));
    expect(patches).toEqual([{ status: 'cancelled' }]);
    expect(screen.getByRole('group', { name: 'Status actions' }).textContent).toContain(
      'can no longer change',
    );
  });

  it('shows the refusal of a move the server no longer accepts', async () => {
    serveOrder(placed);
    server.use(
      http.patch(apiPath('/orders/:id'), () =>
        HttpResponse.json(
          { success: false, message: 'This order is cancelled and can no longer change.' },
          { status: 409 },
        ),
      ),
    );
    renderAt('1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This order is cancelled and can no longer change.'),
    );
  });

  it('answers an unknown order with Order not found and a link back to the orders', async () => {
    server.use(http.get(apiPath('/orders/:id'), () => failure(404, 'Order not found')));
    renderAt('999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });
});
