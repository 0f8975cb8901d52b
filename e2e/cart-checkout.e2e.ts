/**
 * The shop floor as a shopper meets it at a phone's or a desktop's width: a double click adds
 * one unit, sold-out products cannot be added, a cart line that ran out of stock says so with
 * its fix, a failed checkout keeps the address, a double click on Pay Now on a slow line makes
 * one order, and a login asked for by a page returns to it.
 */
import type { Order, Product } from '@electro/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, runsAt, toast, unexpectedErrors, it } from './browser';
import {
  adminLogin,
  apiCall,
  createCustomer,
  createProduct,
  placeOrder,
  uniqueTag,
} from './fixtures';
import type { Customer } from './fixtures';

let adminToken: string;
beforeAll(async () => {
  adminToken = await adminLogin();
});

const WIDTHS = [390, 1280] as const;

/** A button whose visible text is followed by the product's title for screen readers. */
const forProduct = (text: string, title: string) => new RegExp(`^${text}\\W*${title}$`);

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

async function signIn(context: BrowserContext, customer: Customer) {
  await context.addCookies([{ name: 'AUTH_TOKEN', value: customer.token, url: baseUrl() }]);
}

async function newProduct(stock: number): Promise<Product> {
  const { product } = await createProduct(adminToken, {
    title: `Floor ${uniqueTag()}`,
    price: 120,
    stock,
  });
  return product;
}

async function setStock(productId: string, stock: number) {
  const form = new FormData();
  form.set('stock', String(stock));
  await apiCall({ method: 'PUT', path: `/products/${productId}`, token: adminToken, body: form });
}

async function addToCartByApi(customer: Customer, productId: string, quantity: number) {
  await apiCall({
    method: 'POST',
    path: '/cart',
    token: customer.token,
    body: { productId, quantity },
  });
}

async function cartQuantities(customer: Customer): Promise<number[]> {
  const { cart } = await apiCall<{ cart: { products: { quantity: number }[] } }>({
    method: 'GET',
    path: '/cart',
    token: customer.token,
  });
  return cart.products.map((line) => line.quantity);
}

const toastCount = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text }).count();

async function blurField(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

// Each journey at one width (runsAt); the header's Login, a menu on a phone, at both.
describe.each(WIDTHS)('the shop floor at %i px', (width) => {
  if (runsAt(width, 390))
    it('adds one unit with one toast for a double click on Add to cart', async ({ open }) => {
      const customer = await createCustomer();
      const product = await newProduct(5);
      const { page, context, errors } = await open({ width });
      await signIn(context, customer);

      await page.goto(`/product/${product._id}`);
      const add = page.getByRole('button', { name: 'Add to cart', exact: true });
      await add.waitFor();
      await add.dblclick();

      await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');
      await expect.poll(() => toast(page, 'Success! Product added to cart').isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await toastCount(page, 'Success! Product added to cart')).toBe(1);
      expect(await cartQuantities(customer)).toEqual([1]);
      expect(errors).toEqual([]);
    });

  if (runsAt(width, 1280))
    it('shows a product with no stock as out of stock, on its card and its page', async ({
      open,
    }) => {
      const { product, category } = await createProduct(adminToken, {
        title: `Sold ${uniqueTag()}`,
        price: 80,
        stock: 0,
      });
      const { page, errors } = await open({ width });

      await page.goto(`/category/${category.slug}`);
      const cardButton = page.getByRole('button', {
        name: forProduct('Out of stock', product.title),
      });
      await cardButton.waitFor();
      expect(await cardButton.isDisabled()).toBe(true);
      expect(
        await page.getByRole('button', { name: forProduct('Add to cart', product.title) }).count(),
      ).toBe(0);

      await page.goto(`/product/${product._id}`);
      const pageButton = page.getByRole('button', { name: 'Out of stock' });
      await pageButton.waitFor();
      expect(await pageButton.isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    });

  if (runsAt(width, 390))
    it('warns of a cart line that ran short and holds checkout until its fix', async ({ open }) => {
      const customer = await createCustomer();
      const short = await newProduct(5);
      const soldOut = await newProduct(5);
      await addToCartByApi(customer, short._id, 3);
      await addToCartByApi(customer, soldOut._id, 1);
      await setStock(short._id, 1);
      await setStock(soldOut._id, 0);
      const { page, context, errors } = await open({ width });
      await signIn(context, customer);

      await page.goto('/cart');
      await page
        .getByText(`Only 1 left of ${short.title}. Lower the quantity to check out.`)
        .waitFor();
      await page.getByText(`${soldOut.title} is out of stock. Remove it to check out.`).waitFor();
      const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
      expect(await proceed.isDisabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'Proceed to checkout' }).count()).toBe(0);

      await page.getByRole('button', { name: forProduct('Lower to 1', short.title) }).click();
      await expect.poll(() => toast(page, 'Quantity updated').isVisible()).toBe(true);
      await page
        .getByRole('button', { name: forProduct('Remove from cart', soldOut.title) })
        .click();
      await expect.poll(() => toast(page, 'Item deleted').isVisible()).toBe(true);

      await page.getByRole('link', { name: 'Proceed to checkout' }).waitFor();
      expect(await page.getByText(/Lower the quantity|Remove it to check out/).count()).toBe(0);
      expect(await cartQuantities(customer)).toEqual([1]);
      expect(unexpectedErrors(errors)).toEqual([]);
    });

  if (runsAt(width, 1280))
    it('keeps the typed address when a checkout fails', async ({ open }) => {
      const customer = await createCustomer();
      const product = await newProduct(3);
      await addToCartByApi(customer, product._id, 2);
      const { page, context, errors } = await open({ width });
      await signIn(context, customer);

      await page.goto('/checkout-cash');
      // The saved phone is there already. The saved address does not fit the order's street (at
      // most 10 characters): it is shown beside the fields, not put in Street with an error the
      // shopper did not make.
      await expect
        .poll(() => page.getByLabel('Phone', { exact: true }).inputValue())
        .toBe('01012345678');
      await page.getByText('12 Nile Street, Cairo').waitFor();
      expect(await page.getByLabel('Street', { exact: true }).inputValue()).toBe('');
      expect(await page.getByText('Street must not exceed 10 characters.').count()).toBe(0);
      await blurField(page, 'City', 'Giza');
      await blurField(page, 'Street', 'Pyramids 7');
      // Someone else buys the last units meanwhile.
      await setStock(product._id, 1);
      const payNow = page.getByRole('button', { name: 'Pay Now' });
      await expect.poll(() => payNow.isEnabled()).toBe(true);
      await payNow.click();

      await expect
        .poll(() => page.locator('.Toastify__toast--error').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(page.url()).toMatch(/:\d+\/checkout-cash$/);
      expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Giza');
      expect(await page.getByLabel('Street', { exact: true }).inputValue()).toBe('Pyramids 7');
      // The cart as the server has it now: Pay Now waits for the fix, with the reason.
      await page.getByText(/short of stock/).waitFor();
      expect(await payNow.isDisabled()).toBe(true);

      // Fixed in the cart, back at checkout: the address is still the one typed.
      await page.getByRole('link', { name: 'Back to cart' }).click();
      await page.getByRole('button', { name: forProduct('Lower to 1', product.title) }).click();
      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Giza');
      expect(await page.getByLabel('Street', { exact: true }).inputValue()).toBe('Pyramids 7');
      expect(unexpectedErrors(errors, [409])).toEqual([]);
    });

  if (runsAt(width, 390))
    it('offers the address of the last order at the next checkout, ready to pay', async ({
      open,
    }) => {
      const customer = await createCustomer();
      const product = await newProduct(5);
      await placeOrder(customer, product._id, 1);
      await addToCartByApi(customer, product._id, 1);
      const { page, context, errors } = await open({ width });
      await signIn(context, customer);

      await page.goto('/checkout-cash');
      await expect
        .poll(() => page.getByLabel('Street', { exact: true }).inputValue())
        .toBe('Tahrir St');
      expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Cairo');
      expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('01012345678');
      await expect.poll(() => page.getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true);
      expect(unexpectedErrors(errors)).toEqual([]);
    });

  if (runsAt(width, 1280))
    it('places one order for a double click on Pay Now on a slow line, and shows it', async ({
      open,
    }) => {
      const customer = await createCustomer();
      const product = await newProduct(5);
      await addToCartByApi(customer, product._id, 1);
      const { page, context, errors } = await open({ width });
      await signIn(context, customer);
      // A slow line: the order's request takes 1.5 s to leave.
      await page.route('**/api/v1/orders/**', async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });

      await page.goto('/checkout-cash');
      await blurField(page, 'City', 'Cairo');
      await blurField(page, 'Street', 'Tahrir 1');
      const payNow = page.getByRole('button', { name: 'Pay Now' });
      await expect.poll(() => payNow.isEnabled()).toBe(true);
      await payNow.dblclick();

      await expect
        .poll(() => page.url(), { timeout: 15_000 })
        .toMatch(/:\d+\/profile\/order\/[^/]+$/);
      await expect.poll(() => toast(page, 'Order placed successfully').isVisible()).toBe(true);
      const { orders } = await apiCall<{ orders: Order[] }>({
        method: 'GET',
        path: '/orders',
        token: customer.token,
      });
      expect(orders).toHaveLength(1);
      expect(page.url()).toContain(`/profile/order/${orders[0]!._id}`);
      expect(unexpectedErrors(errors, [404])).toEqual([]);
    });

  if (runsAt(width, 390))
    it('returns to the page that asked for a login', async ({ open }) => {
      const customer = await createCustomer();
      const { page, context, errors } = await open({ width });

      await page.goto('/profile/order');
      await expect.poll(() => page.url()).toMatch(/:\d+\/login$/);
      await blurField(page, 'Email', customer.email);
      await blurField(page, 'Password', 'Secret123');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => page.url()).toMatch(/:\d+\/profile\/order$/);

      expect(errors).toEqual([]);
      await context.close();

      // A link naming another site is not followed (open redirect): the login goes home.
      const guest = await open({ width });
      await guest.page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/')}`);
      await blurField(guest.page, 'Email', customer.email);
      await blurField(guest.page, 'Password', 'Secret123');
      await guest.page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => guest.page.url()).toBe(`${baseUrl()}/`);
      expect(guest.errors).toEqual([]);
    });

  it("returns to the product page after the header's Login", async ({ open }) => {
    const customer = await createCustomer();
    const product = await newProduct(3);
    const { page, errors } = await open({ width });
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/:\d+\/login$/);
    await blurField(page, 'Email', customer.email);
    await blurField(page, 'Password', 'Secret123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/product/${product._id}$`));
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
