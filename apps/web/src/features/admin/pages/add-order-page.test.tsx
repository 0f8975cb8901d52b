import {
  customersResponseSchema,
  errorResponseSchema,
  orderResponseSchema,
  productsResponseSchema,
} from '@electro/shared';
import type { Product } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { makeOrder, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import AddOrderPage from './add-order-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ref = (name: string) => ({ _id: name, name, slug: name.toLowerCase() });

const phone: Product = {
  _id: 'p1',
  id: 'p1',
  title: 'Phone X',
  slug: 'phone-x',
  description: 'A phone.',
  price: 100,
  discount: 0,
  priceAfterDiscount: 100,
  stock: 3,
  sold: 0,
  rateAvg: 0,
  rateNum: 0,
  category: ref('Phones'),
  brand: ref('Acme'),
  imageCover: { secure_url: 'http://x/p.webp', public_id: 'p' },
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function answerShop(onOrder: (body: unknown) => void) {
  const list = { success: true as const, message: 'OK', page: 1, limit: 8, totalPages: 1 };
  server.use(
    http.get(apiPath('/admin/customers'), () =>
      answer(customersResponseSchema, {
        ...list,
        totalCustomers: 1,
        customers: [
          { ...makeUser({ _id: 'c1', id: 'c1', name: 'Mona' }), ordersCount: 0, totalSpent: 0 },
        ].map((customer) => ({ ...customer, lastOrderAt: null })),
      }),
    ),
    http.get(apiPath('/products'), () =>
      answer(productsResponseSchema, { ...list, totalProducts: 1, products: [phone] }),
    ),
    http.post(apiPath('/admin/orders'), async ({ request }) => {
      onOrder(await request.json());
      return answer(
        orderResponseSchema,
        { success: true, message: 'Order placed successfully', order: makeOrder({ number: 1042 }) },
        { status: 201 },
      );
    }),
  );
}

describe('add order page', { timeout: 20_000 }, () => {
  it('refuses a quantity above the stock on the line, then names the placed order', async () => {
    const orders: unknown[] = [];
    answerShop((body) => orders.push(body));
    renderApp(<AddOrderPage />, {
      path: '/admin/orders/add',
      routes: { '/admin/orders': <h1>Orders stub</h1> },
    });

    fireEvent.click(await screen.findByRole('radio', { name: /Mona/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Phone X' }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Cairo' } });
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Tahrir 1' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01012345678' } });

    const quantity = screen.getByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '5' } });
    expect((await screen.findByText('Only 3 in stock.')).getAttribute('role')).toBe('alert');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    const submit = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);

    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText('Only 3 in stock.')).toBeNull());
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(orders).toHaveLength(0);
    fireEvent.click(submit);

    await screen.findByRole('heading', { name: 'Orders stub' });
    expect(toast.success).toHaveBeenCalledWith('Order placed successfully (Order #1042)');
    expect(orders).toEqual([
      expect.objectContaining({ userId: 'c1', items: [{ productId: 'p1', quantity: 3 }] }),
    ]);
  });

  it('sends one Idempotency-Key per form, the same on a retry after a 503', async () => {
    answerShop(() => undefined);
    const keys: Array<string | null> = [];
    server.use(
      http.post(apiPath('/admin/orders'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) {
          return HttpResponse.json(
            errorResponseSchema.parse({
              success: false,
              message: 'The store is briefly unavailable. Please try again shortly.',
            }),
            { status: 503, headers: { 'retry-after': '0' } },
          );
        }
        return answer(
          orderResponseSchema,
          {
            success: true,
            message: 'Order placed successfully',
            order: makeOrder({ number: 1043 }),
          },
          { status: 201 },
        );
      }),
    );
    renderApp(<AddOrderPage />, {
      path: '/admin/orders/add',
      routes: { '/admin/orders': <h1>Orders stub</h1> },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Mona/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Phone X' }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Cairo' } });
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Tahrir 1' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01012345678' } });
    const submit = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));

    fireEvent.click(submit);
    // Said once, in the form's alert beside the button; no toast over it.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The store is briefly unavailable.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByRole('heading', { name: 'Orders stub' });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
