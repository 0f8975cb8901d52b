/**
 * Two findings of the walk's second pass (issue 21), as a shopper and an owner meet them:
 * Pay Now without a connection says so in words and sends the order once the connection is
 * back (item 8), and a number-shaped search of the admin's orders puts that order first, above
 * orders whose phone holds the same digits (item 9).
 */
import type { Order, Product } from '@electro/shared';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, unexpectedErrors, addressOf, it } from './browser';
import {
  adminLogin,
  apiCall,
  createCustomer,
  createProduct,
  placeOrder,
  uniqueTag,
} from './fixtures';

let adminToken: string;
beforeAll(async () => {
  adminToken = await adminLogin();
});

async function newProduct(): Promise<Product> {
  const { product } = await createProduct(adminToken, {
    title: `Offline ${uniqueTag()}`,
    price: 80,
    stock: 5,
  });
  return product;
}

const addToCart = (token: string, productId: string) =>
  apiCall({ method: 'POST', path: '/cart', token, body: { productId, quantity: 1 } });

const ordersOf = async (token: string) =>
  (await apiCall<{ orders: Order[] }>({ method: 'GET', path: '/orders?limit=50', token })).orders;

// At one width (runsAt in browser.ts): a phone's, where a connection comes and goes.
describe('at 390 px', () => {
  const width = 390;
  it('says Pay Now waits for the connection, then sends the order once', async ({ open }) => {
    const customer = await createCustomer();
    const product = await newProduct();
    // An earlier order, so the checkout arrives filled in with its address.
    await placeOrder(customer, product._id, 1);
    await addToCart(customer.token, product._id);
    const { page, context, errors } = await open({ width });
    await context.addCookies([{ name: 'AUTH_TOKEN', value: customer.token, url: baseUrl() }]);
    await page.goto('/checkout-cash');
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    await expect.poll(() => payNow.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The shopper touches the page while still online (a key here): the toast's code is fetched
    // at the first interaction (providers.tsx) and must have arrived before the connection goes,
    // or the test races that fetch against setOffline.
    await page.keyboard.press('Shift');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
            (entry) => entry.name.includes('toast-container') && entry.responseEnd > 0,
          ),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.getByText('You are offline. Pay Now still takes your order').waitFor();
    await payNow.click();
    await page.getByText('The connection is gone. Your order will be sent as soon').waitFor();
    expect(await ordersOf(customer.token)).toHaveLength(1);

    await context.setOffline(false);
    await expect
      .poll(() => addressOf(page.url()), { timeout: 15_000 })
      .toMatch(/^\/profile\/order\//);
    expect(await ordersOf(customer.token)).toHaveLength(2);
    // Only the browser's own lines for requests made while the connection was off.
    expect(
      unexpectedErrors(errors).filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED')),
    ).toEqual([]);
  });
});

describe("the admin's order search", () => {
  it('puts the order of a number first, above phones that hold its digits', async ({ open }) => {
    const product = await newProduct();
    const wanted = await placeOrder(await createCustomer(), product._id, 1);
    const digits = String(wanted.number);
    // A newer order whose phone holds the number: by date it would be listed first.
    const other = await createCustomer();
    await addToCart(other.token, product._id);
    const { cart } = await apiCall<{ cart: { _id: string } }>({
      method: 'GET',
      path: '/cart',
      token: other.token,
    });
    const phone = `010${digits.padEnd(8, '7')}`;
    const { order: lookalike } = await apiCall<{ order: Order }>({
      method: 'POST',
      path: `/orders/${cart._id}`,
      token: other.token,
      body: { shoppingAddress: { city: 'Cairo', street: 'Tahrir St', phone } },
    });

    const { page, context, errors } = await open({ width: 1280 });
    await context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
    await page.goto('/admin/orders');
    const search = page.getByLabel('Search', { exact: true });
    const titles = page.getByRole('link', { name: /^Order #\d+$/ });
    const firstTwo = async () => (await titles.allTextContents()).slice(0, 2);
    await search.fill(digits);
    await expect
      .poll(firstTwo, { timeout: 15_000 })
      .toEqual([`Order #${digits}`, `Order #${lookalike.number}`]);
    await search.fill(`#${digits}`);
    await expect
      .poll(async () => (await firstTwo())[0], { timeout: 15_000 })
      .toBe(`Order #${digits}`);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
