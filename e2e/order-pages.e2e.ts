/**
 * The order pages: a customer opens an order from My orders and reads its number, items,
 * address and timeline, and cannot open another customer's order; the admin opens an order by
 * its number, moves it on as the rules allow and sees each move on its timeline. Screenshots of
 * both pages at both widths and in both themes (npm run bench:screenshots).
 */
import type { Order } from '@electro/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import {
  VARIANTS,
  baseUrl,
  settle,
  screenshot,
  toast,
  unexpectedErrors,
  variantName,
  it,
  type Open,
} from './browser';
import { adminLogin, createCustomer, createProduct, placeOrder, uniqueTag } from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

async function signedInPage(open: Open, token: string, options: { width: number; dark: boolean }) {
  const tracked = await open({ ...options, height: 900 });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: token, url: baseUrl() }]);
  return tracked;
}

/** The steps of the order's timeline, oldest first: ['placed', 'paid', ...]. */
const timeline = (page: Page) =>
  page
    .getByRole('region', { name: 'Timeline' })
    .locator('li[data-step]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-step')));

/** An order of its own: a new product, bought twice by a new customer. */
async function freshOrder() {
  const { product } = await createProduct(adminToken, {
    title: `E2E Speaker ${uniqueTag()}`,
    price: 120,
    stock: 10,
  });
  const customer = await createCustomer();
  const order: Order = await placeOrder(customer, product._id, 2);
  expect(order.number).toBeGreaterThan(1000);
  return { product, customer, order };
}

describe('customer order page', () => {
  for (const variant of VARIANTS) {
    it(`opens an order from My orders, and not another customer's, at ${variantName(variant)}`, async ({
      open,
    }) => {
      const { product, customer, order } = await freshOrder();
      const other = await freshOrder();
      const name = `Order #${order.number}`;

      const { page, errors } = await signedInPage(open, customer.token, variant);
      await page.goto('/profile/order');
      const card = page.getByRole('article', { name });
      await card.waitFor();
      await card.getByRole('link', { name }).click();
      await expect.poll(() => page.url()).toMatch(new RegExp(`/profile/order/${order.number}$`));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.title()).toBe(`${name} | Electro`);

      const items = page.getByRole('region', { name: 'Items' });
      const link = items.getByRole('link', { name: product.title });
      expect(await link.getAttribute('href')).toBe(`/product/${product._id}`);
      expect(await items.textContent()).toContain('2 x $120');
      expect(await items.locator('img').count()).toBe(1);
      const summary =
        (await page.getByRole('region', { name: 'Order Summary' }).textContent()) ?? '';
      expect(summary).toContain('Total$240');
      const address =
        (await page.getByRole('region', { name: 'Shipping address' }).textContent()) ?? '';
      expect(address).toContain('Cairo');
      expect(address).toContain('Tahrir St');
      expect(address).toContain('01012345678');
      const status =
        (await page.getByRole('region', { name: 'Payment and delivery' }).textContent()) ?? '';
      expect(status).toContain('Not paid');
      expect(status).toContain('Not delivered yet');
      expect(await timeline(page)).toEqual(['placed']);
      await settle(page);
      // Nothing (a long email in the profile sidebar, say) widens the page past the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(variant.width);
      await screenshot(page, `order-customer-${variantName(variant)}`);

      // Another customer's order, by its number: answered like an unknown one.
      await page.goto(`/profile/order/${other.order.number}`);
      await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
      expect(await page.getByText(other.product.title).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to My orders' }).click();
      await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
      await screenshot(page, `order-customer-history-${variantName(variant)}`);
      expect(unexpectedErrors(errors, [404])).toEqual([]);
    });
  }
});

describe('admin order page', () => {
  for (const variant of VARIANTS) {
    it(`marks an order paid, shipped and delivered, each on its timeline, at ${variantName(variant)}`, async ({
      open,
    }) => {
      const { product, customer, order } = await freshOrder();
      const name = `Order #${order.number}`;

      const { page, context, errors } = await signedInPage(open, adminToken, variant);
      await page.goto(`/admin/orders/${order.number}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const who = page.getByRole('region', { name: 'Customer' });
      await expect.poll(() => who.textContent()).toContain('01012345678');
      expect(await who.textContent()).toContain(customer.name);
      expect(await who.textContent()).toContain(customer.email);
      expect(
        await who
          .getByRole('link', { name: `View customer ${customer.name}` })
          .getAttribute('href'),
      ).toBe(`/admin/customers/${order.user}`);
      expect(await page.getByRole('region', { name: 'Items' }).textContent()).toContain(
        product.title,
      );
      expect(await timeline(page)).toEqual(['placed']);
      await settle(page);
      await screenshot(page, `order-admin-pending-${variantName(variant)}`);

      const actions = page.getByRole('group', { name: 'Status actions' });
      const moves: Array<[string, string, string[]]> = [
        ['Mark paid', 'Order marked as paid', ['placed', 'paid']],
        ['Mark shipped', 'Order marked as shipped', ['placed', 'paid', 'shipped']],
        ['Mark delivered', 'Order marked as delivered', ['placed', 'paid', 'shipped', 'delivered']],
      ];
      for (const [label, done, steps] of moves) {
        await actions.getByRole('button', { name: label }).click();
        await toast(page, done).waitFor();
        await expect.poll(() => timeline(page)).toEqual(steps);
        // A move made is not offered again.
        expect(await actions.getByRole('button', { name: label }).count()).toBe(0);
      }
      const header = page.locator('header').filter({ has: page.getByRole('heading', { name }) });
      expect(await header.textContent()).toContain('Delivered');
      await expect.poll(() => actions.textContent()).toContain('can no longer change');
      expect(await actions.getByRole('button').count()).toBe(0);
      await settle(page);
      await screenshot(page, `order-admin-delivered-${variantName(variant)}`);
      expect(errors).toEqual([]);
      await context.close();

      // The customer sees the same moves on their own page.
      const mine = await signedInPage(open, customer.token, variant);
      await mine.page.goto(`/profile/order/${order._id}`);
      await mine.page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await timeline(mine.page)).toEqual(['placed', 'paid', 'shipped', 'delivered']);
      await settle(mine.page);
      await screenshot(mine.page, `order-customer-delivered-${variantName(variant)}`);
      expect(mine.errors).toEqual([]);
    });
  }
});
