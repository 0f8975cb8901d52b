import { errorResponseSchema, orderResponseSchema } from '@electro/shared';
import type { Order } from '@electro/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import OrderPage from './order-page';

startMockApi();
afterEach(cleanup);

const image = { secure_url: 'https://img.test/phone.png', public_id: 'phone' };

const order = makeOrder({
  _id: 'o-42',
  id: 'o-42',
  number: 1042,
  orderItems: [
    {
      _id: 'l1',
      productId: { _id: 'p1', title: 'Pixel 9', imageCover: image },
      price: 500,
      quantity: 2,
    },
    {
      _id: 'l2',
      productId: { _id: 'p2', title: 'Case', imageCover: image },
      price: 20,
      quantity: 1,
    },
  ],
  totalOrderPrice: 1020,
  shoppingAddress: { city: 'Giza', street: 'Pyramids Rd 5', phone: '01098765432' },
  createdAt: '2026-03-01T10:00:00.000Z',
  shippedAt: '2026-03-02T10:00:00.000Z',
  cancelledAt: null,
  status: 'shipped',
});

function serve(body: Order, requested: string[] = []) {
  server.use(
    http.get(apiPath('/orders/:id'), ({ params }) => {
      requested.push(String(params.id));
      return answer(orderResponseSchema, { success: true, message: 'Order', order: body });
    }),
  );
}

const renderAt = (id: string) =>
  renderApp(
    <Routes>
      <Route path="/profile/order/:id" element={<OrderPage />} />
      <Route path="/profile/order" element={<h1>My orders stub</h1>} />
    </Routes>,
    { path: `/profile/order/${id}` },
  );

describe('customer order page', () => {
  it('opens the order by its number and shows items, totals, address, status and timeline', async () => {
    const requested: string[] = [];
    serve(order, requested);
    renderAt('1042');
    expect(screen.getByRole('status').textContent).toContain('Loading the order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
    expect(requested).toEqual(['1042']);
    expect(document.title).toBe('Order #1042 | Electro');

    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('link', { name: 'Pixel 9' }).getAttribute('href')).toBe(
      '/product/p1',
    );
    expect(items.textContent).toContain('2 x $500');
    expect(items.textContent).toContain('$1,000');
    expect(items.querySelectorAll('img')).toHaveLength(2);

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary.textContent).toContain('Subtotal$1,020');
    expect(summary.textContent).toContain('Total$1,020');
    expect(summary.textContent).toContain('Cash on delivery');

    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address.textContent).toContain('Giza');
    expect(address.textContent).toContain('Pyramids Rd 5');
    expect(address.textContent).toContain('01098765432');

    const status = screen.getByRole('region', { name: 'Payment and delivery' });
    expect(status.textContent).toContain('Not paid');
    expect(status.textContent).toContain('Shipped on');

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(['placed', 'shipped']);
    expect(steps[1]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-03-02T10:00:00.000Z',
    );
  });

  it("answers an unknown order or another customer's with Order not found and the way back", async () => {
    server.use(http.get(apiPath('/orders/:id'), () => failure(404, 'Order not found')));
    renderAt('1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to My orders' }));
    expect(await screen.findByRole('heading', { name: 'My orders stub' })).toBeTruthy();
  });

  it('offers Try again after a failure, and shows the order once it loads', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/orders/:id'), () => {
        calls += 1;
        return calls === 1
          ? answer(errorResponseSchema, { success: false, message: 'Server down' }, { status: 500 })
          : answer(orderResponseSchema, { success: true, message: 'Order', order });
      }),
    );
    renderAt('o-42');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
  });

  it('shows a delivered order as paid and delivered, with every step of its timeline', async () => {
    serve({
      ...order,
      status: 'delivered',
      isDelivered: true,
      deliveredAt: '2026-03-03T10:00:00.000Z',
      isPaid: true,
      paymentStatus: 'paid',
      paidAt: '2026-03-03T10:00:00.000Z',
    });
    renderAt('o-42');
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.getAttribute('data-step')),
    ).toEqual(['placed', 'shipped', 'paid', 'delivered']);
    const status = screen.getByRole('region', { name: 'Payment and delivery' });
    expect(status.textContent).toContain('Paid on');
    expect(status.textContent).toContain('Delivered on');
  });
});
