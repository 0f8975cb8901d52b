/**
 * One order, one amount, one currency: the dashboard, the orders list, the order page, the
 * customers list and the customer's page write its total alike, in the shop's currency
 * (decision 081; the server runs on the default, USD). They used to say `$5,113` on some
 * screens and `5,113.00 EGP` on others. Runs at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { VARIANTS, baseUrl, screenshot, variantName, it } from './browser';
import { adminLogin, createCustomer, createProduct, placeOrder, uniqueTag } from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

/** The rows of an admin list: a table captioned `name`, or cards in a list named `name`. */
const listRows = (page: Page, name: string) =>
  page.locator(
    `table:has(> caption:text-is("${name}")) > tbody > tr, ul[aria-label="${name}"] > li`,
  );

/** 4 x 1,278.25: an amount with a thousands separator and no cents. */
const TOTAL = '$5,113';

for (const variant of VARIANTS) {
  const { width, dark } = variant;

  describe(`the amounts of the admin at ${width} px`, () => {
    it('are the same amount in the same currency on every screen', async ({ open }) => {
      const customer = await createCustomer();
      const { product } = await createProduct(adminToken, {
        title: `E2E Amp ${uniqueTag()}`,
        price: 1278.25,
        stock: 10,
      });
      const order = await placeOrder(customer, product._id, 4);
      expect(order.totalOrderPrice).toBe(5113);

      const { page, context, errors } = await open({ width, height: 900, dark });
      await context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
      page.setDefaultTimeout(15_000);
      const seen: Record<string, string> = {};
      const orderLink = `Order #${order.number}`;

      // The dashboard's recent orders: this order is the newest.
      await page.goto('/admin');
      const recent = listRows(page, 'Recent orders').filter({ hasText: orderLink });
      await recent.waitFor();
      seen.dashboard = await recent.innerText();

      // The orders list, found by its number.
      await page.goto('/admin/orders');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await page.getByLabel('Search', { exact: true }).fill(`#${order.number}`);
      const listed = page
        .locator('tbody tr, ul[aria-label="Orders"] > li')
        .filter({ has: page.getByRole('link', { name: orderLink }) });
      await expect.poll(() => listed.count()).toBe(1);
      seen.orders = await listed.innerText();
      await screenshot(page, `admin-currency-orders-${variantName(variant)}`);

      // The order's page.
      await listed.getByRole('link', { name: orderLink }).click();
      await page.getByRole('heading', { level: 1, name: orderLink }).waitFor();
      await page.getByText(TOTAL).first().waitFor();
      seen.order = await page.locator('main').innerText();

      // The customers list and the customer's page: their only order is all they spent.
      await page.goto('/admin/customers');
      await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
      const customerRow = listRows(page, 'Customers').filter({ hasText: customer.email });
      await expect.poll(() => customerRow.count()).toBe(1);
      seen.customers = await customerRow.innerText();
      await customerRow.getByRole('link', { name: customer.name }).click();
      await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
      const ordersOfCustomer = listRows(page, 'Orders of this customer').filter({
        hasText: orderLink,
      });
      await ordersOfCustomer.waitFor();
      seen.customerOrders = await ordersOfCustomer.innerText();
      seen.customer = await page.locator('main').innerText();

      for (const [screen, text] of Object.entries(seen)) {
        expect(text, screen).toContain(TOTAL);
        expect(text, screen).not.toMatch(/EGP|5,113\.00/);
      }
      expect(errors).toEqual([]);
    }, 90_000);
  });
}
