import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import CheckoutCashPage from './checkout-cash-page';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const customerToken = `${base64url('{"alg":"HS256"}')}.${base64url(
  JSON.stringify({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }),
)}.sig`;

const cart = {
  _id: 'cart-1',
  id: 'cart-1',
  totalCartPrice: 180,
  products: [
    {
      _id: 'line-1',
      quantity: 2,
      price: 90,
      productId: {
        _id: 'p1',
        id: 'p1',
        title: 'Phone X',
        price: 100,
        priceAfterDiscount: 90,
        stock: 5,
        imageCover: { secure_url: 'http://x/p.webp', public_id: 'p' },
      },
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(orderAnswer: Response) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/v1/cart')) return json(200, { success: true, count: 1, cart });
      if (url.startsWith('/api/v1/orders/')) return orderAnswer;
      return json(200, { success: true, wishlist: { products: [] }, count: 0 });
    }),
  );
  return calls;
}

function renderCheckout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/checkout-cash']}>
        <Routes>
          <Route path="/checkout-cash" element={<CheckoutCashPage />} />
          <Route path="/cart" element={<h1>Cart stub</h1>} />
          <Route path="/profile" element={<h1>Profile stub</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

async function fillAndPay(phone = '01012345678') {
  const type = (label: string, value: string) => {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  await screen.findByRole('button', { name: 'Pay Now' });
  type('City', 'Cairo');
  type('Street', 'Tahrir 1');
  type('Phone', phone);
}

beforeEach(() => setAuthToken(customerToken));
afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('checkout (cash)', () => {
  it('keeps Pay Now disabled with a bad phone and shows the rule', async () => {
    stubApi(json(201, {}));
    renderCheckout();
    await fillAndPay('0123');
    expect(await screen.findByText('Enter a valid Egyptian phone number')).toBeTruthy();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(payNow.disabled).toBe(true);
  });

  it('places the order, empties the cached cart and goes to /profile', async () => {
    const calls = stubApi(json(201, { success: true, message: 'Order placed successfully' }));
    const queryClient = renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);

    expect(await screen.findByRole('heading', { name: 'Profile stub' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/orders/cart-1',
      body: { shoppingAddress: { city: 'Cairo', street: 'Tahrir 1', phone: '01012345678' } },
    });
    expect(toast.success).toHaveBeenCalledWith('Order placed successfully');
    expect(queryClient.getQueryData<{ count: number }>(['cart'])?.count).toBe(0);
  });

  it("shows the server's message and goes back to /cart when the order fails", async () => {
    stubApi(json(409, { success: false, message: 'Not enough stock for Phone X' }));
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);

    expect(await screen.findByRole('heading', { name: 'Cart stub' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Not enough stock for Phone X');
  });
});
