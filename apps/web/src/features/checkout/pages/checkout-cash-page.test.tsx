import {
  cartResponseSchema,
  currentUserResponseSchema,
  errorResponseSchema,
  orderResponseSchema,
} from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { makeCart, makeCartLine, makeOrder, makeToken, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import CheckoutCashPage from './checkout-cash-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

const customerToken = makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' });

const cart = makeCart({ totalCartPrice: 180, products: [makeCartLine(2, 5)] });

const order = makeOrder({ _id: 'order-7', id: 'order-7', totalOrderPrice: 180 });

type Call = { method: string; url: string; body: unknown; key: string | null };

/** The cart, and the order's answer; returns every request the page made. */
function mockApi(orderAnswer: () => Response | Promise<Response>, cartNow = cart) {
  const calls: Call[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    void request
      .clone()
      .text()
      .then((text) =>
        calls.push({
          method: request.method,
          url: url.pathname + url.search,
          body: text ? JSON.parse(text) : undefined,
          key: request.headers.get('idempotency-key'),
        }),
      );
  });
  server.use(
    http.get(apiPath('/cart'), () =>
      answer(cartResponseSchema, { success: true, message: 'Cart', count: 1, cart: cartNow }),
    ),
    http.post(apiPath('/orders/:cartId'), orderAnswer),
  );
  return calls;
}

function renderCheckout() {
  return renderApp(<CheckoutCashPage />, {
    path: '/checkout-cash',
    routes: {
      '/cart': <h1>Cart stub</h1>,
      '/profile': <h1>Profile stub</h1>,
      '/profile/order/order-7': <h1>Order 7 stub</h1>,
    },
  }).queryClient;
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
  sessionStorage.clear();
  server.events.removeAllListeners();
  vi.clearAllMocks();
});

describe('checkout (cash)', () => {
  it('keeps Pay Now disabled with a bad phone and shows the rule', async () => {
    mockApi(() => answer(errorResponseSchema, { success: false, message: 'Not reached' }));
    renderCheckout();
    await fillAndPay('0123');
    expect(await screen.findByText('Enter a valid Egyptian phone number')).toBeTruthy();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(payNow.disabled).toBe(true);
  });

  it("places the order, empties the cached cart and goes to the new order's page", async () => {
    const calls = mockApi(() =>
      answer(
        orderResponseSchema,
        { success: true, message: 'Order placed successfully', order },
        { status: 201 },
      ),
    );
    const queryClient = renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);

    expect(await screen.findByRole('heading', { name: 'Order 7 stub' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/orders/cart-1',
      body: { shoppingAddress: { city: 'Cairo', street: 'Tahrir 1', phone: '01012345678' } },
      key: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
    });
    expect(toast.success).toHaveBeenCalledWith('Order placed successfully');
    expect(queryClient.getQueryData<{ count: number }>(queryKeys.cart)?.count).toBe(0);
  });

  it('sends one checkout for a double click on Pay Now', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = mockApi(async () => {
      await held;
      return answer(
        orderResponseSchema,
        { success: true, message: 'Order placed successfully', order },
        { status: 201 },
      );
    });
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    // Both clicks land before React shows the button as busy.
    fireEvent.click(payNow);
    fireEvent.click(payNow);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    release();
    expect(await screen.findByRole('heading', { name: 'Order 7 stub' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('gives a new attempt after a failed one a new Idempotency-Key', async () => {
    const calls = mockApi(() =>
      answer(errorResponseSchema, { success: false, message: 'Try later' }, { status: 503 }),
    );
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Try later'));
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.method === 'POST');
    expect(first?.key).toBeTruthy();
    expect(second?.key).not.toBe(first?.key);
  });

  it("shows the server's message and keeps the typed address when the order fails", async () => {
    mockApi(() =>
      answer(
        errorResponseSchema,
        { success: false, message: 'Not enough stock for Phone X' },
        { status: 409 },
      ),
    );
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not enough stock for Phone X'));
    expect(screen.queryByRole('heading', { name: 'Cart stub' })).toBeNull();
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Cairo');
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('Tahrir 1');

    // Away to the cart and back: the address is still there.
    cleanup();
    renderCheckout();
    expect(((await screen.findByLabelText('City')) as HTMLInputElement).value).toBe('Cairo');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('01012345678');
  });

  /** GET /users answers this profile, with the address of the latest order (or none). */
  function profileIs(
    profile: { address: string; phone: string },
    lastShippingAddress: { city: string; street: string; phone: string } | null = null,
  ) {
    server.use(
      http.get(apiPath('/users'), () =>
        answer(currentUserResponseSchema, {
          success: true,
          message: 'OK',
          user: { ...makeUser(profile), lastShippingAddress },
        }),
      ),
    );
  }

  it("starts from the customer's saved address and phone, which stay editable", async () => {
    mockApi(() => answer(errorResponseSchema, { success: false, message: 'Not reached' }));
    profileIs({ address: '12 Nile St', phone: '01098765432' });
    renderCheckout();
    const street = (await screen.findByLabelText('Street')) as HTMLInputElement;
    expect(street.value).toBe('12 Nile St');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('01098765432');
    fireEvent.change(street, { target: { value: 'Tahrir 3' } });
    expect(street.value).toBe('Tahrir 3');
    fireEvent.blur(street);
    const city = screen.getByLabelText('City');
    fireEvent.change(city, { target: { value: 'Giza' } });
    fireEvent.blur(city);
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
  });

  it('never arrives blocked: a saved address that breaks the street rule is a hint, not a value', async () => {
    mockApi(() => answer(errorResponseSchema, { success: false, message: 'Not reached' }));
    profileIs({ address: '12 Nile St, Zamalek', phone: '01098765432' });
    renderCheckout();
    const street = (await screen.findByLabelText('Street')) as HTMLInputElement;
    expect(street.value).toBe('');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('01098765432');
    expect(screen.getByText('12 Nile St, Zamalek')).toBeTruthy();
    // No error the shopper did not make.
    expect(screen.queryByText('Street must not exceed 10 characters.')).toBeNull();
    fireEvent.change(street, { target: { value: '12 Nile St' } });
    fireEvent.blur(street);
    const city = screen.getByLabelText('City');
    fireEvent.change(city, { target: { value: 'Zamalek' } });
    fireEvent.blur(city);
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
  });

  it('offers the address of the last order first, ready to pay', async () => {
    mockApi(() => answer(errorResponseSchema, { success: false, message: 'Not reached' }));
    profileIs(
      { address: '12 Nile St, Zamalek', phone: '01098765432' },
      { city: 'Zamalek', street: '12 Nile St', phone: '01012345678' },
    );
    renderCheckout();
    const street = (await screen.findByLabelText('Street')) as HTMLInputElement;
    expect(street.value).toBe('12 Nile St');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Zamalek');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('01012345678');
    expect(screen.queryByText('12 Nile St, Zamalek')).toBeNull();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
  });

  it('keeps Pay Now disabled with the reason while a cart line is out of stock', async () => {
    const soldOut = makeCart({
      ...cart,
      products: cart.products.map((line) => ({
        ...line,
        productId: { ...line.productId, stock: 0 },
      })),
    });
    mockApi(() => answer(errorResponseSchema, { success: false, message: 'Not reached' }), soldOut);
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(
      screen.getByText(
        'A product in your cart is short of stock. Fix it in your cart to check out.',
      ),
    ).toBeTruthy();
    expect(payNow.disabled).toBe(true);
  });
});

describe('checkout (cash) without a connection', () => {
  const placed = () =>
    answer(
      orderResponseSchema,
      { success: true, message: 'Order placed successfully', order },
      { status: 201 },
    );
  let onLine = true;
  const goOffline = () => {
    onLine = false;
    window.dispatchEvent(new Event('offline'));
  };
  const goOnline = () => {
    onLine = true;
    window.dispatchEvent(new Event('online'));
  };
  beforeEach(() => {
    onLine = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  });
  // React Query listens to the same events: a test that stops offline leaves it paused.
  afterEach(() => {
    goOnline();
    vi.restoreAllMocks();
  });

  const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
  const note = () => document.getElementById('checkout-connection')?.textContent ?? '';

  it('says it will send the order when the connection is back, then sends it', async () => {
    const calls = mockApi(placed);
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    goOffline();
    await waitFor(() => expect(note()).toMatch(/You are offline/));
    fireEvent.click(payNow);
    await waitFor(() =>
      expect(note()).toMatch(/connection is gone\. Your order will be sent as soon as it is back/),
    );
    expect(document.getElementById('checkout-connection')?.getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(posts(calls)).toHaveLength(0);

    goOnline();
    expect(await screen.findByRole('heading', { name: 'Order 7 stub' })).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('ends a request the lost connection holds and sends it again with the same key', async () => {
    let answered = 0;
    const calls = mockApi(async () => {
      answered += 1;
      // The first request never gets its answer (a dead connection).
      if (answered === 1) await new Promise(() => undefined);
      return placed();
    });
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    goOffline();
    await waitFor(() => expect(note()).toMatch(/will be sent as soon as it is back/));

    goOnline();
    expect(await screen.findByRole('heading', { name: 'Order 7 stub' })).toBeTruthy();
    const [first, second] = posts(calls);
    expect(second?.key).toBe(first?.key);
  });

  it('says the order is not confirmed when the store cannot be reached, and retries with the same key', async () => {
    let answered = 0;
    const calls = mockApi(() => {
      answered += 1;
      return answered === 1 ? HttpResponse.error() : placed();
    });
    renderCheckout();
    await fillAndPay();
    const payNow = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);
    await waitFor(() => expect(note()).toMatch(/could not be reached.*will not be placed twice/));
    expect(toast.error).not.toHaveBeenCalled();
    await waitFor(() => expect(payNow.disabled).toBe(false));
    fireEvent.click(payNow);
    expect(await screen.findByRole('heading', { name: 'Order 7 stub' })).toBeTruthy();
    const [first, second] = posts(calls);
    expect(second?.key).toBe(first?.key);
  });
});
