/**
 * The owner's orders list on a phone: below 768 px each order is a card holding its number,
 * price, status and actions without a sideways scroll, and a move works from a card; where the
 * list's box is wide enough for its nine columns (1440 px) the table stays. The footer's payment
 * badge (cash on delivery, the one payment the shop takes) fits a 320 px screen.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import {
  WRITING_SCREENSHOTS,
  baseUrl,
  screenshot,
  toast,
  unexpectedErrors,
  it,
  type Open,
} from './browser';
import { adminLogin, createCustomer, createProduct, placeOrder, uniqueTag } from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

async function adminPage(open: Open, options: { width: number; dark?: boolean }) {
  const tracked = await open({
    width: options.width,
    height: 900,
    dark: options.dark,
  });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  return tracked;
}

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element lies wholly inside the window's width and is shown. */
const insideWindow = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
  });

describe('the orders list on a phone', () => {
  // Dark changes colours only: light in a plain run, both for the screenshot bench.
  for (const dark of WRITING_SCREENSHOTS ? [false, true] : [false]) {
    const theme = dark ? 'dark' : 'light';
    it(`shows each order as a card at 390 px (${theme}) and marks one paid from it`, async ({
      open,
    }) => {
      const { product } = await createProduct(adminToken, {
        title: `E2E Card ${uniqueTag()}`,
        price: 61.25,
        stock: 5,
      });
      const customer = await createCustomer();
      const order = await placeOrder(customer, product._id, 2);
      const { page, errors } = await adminPage(open, { width: 390, dark });
      await page.goto('/admin/orders');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await page.getByLabel('Search', { exact: true }).fill(customer.email);
      const table = page.getByRole('table', { name: 'Orders' });
      const card = table.locator('tbody tr').filter({ hasText: customer.email });
      await card.waitFor();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

      const number = card.getByRole('link', { name: `Order #${order.number}` });
      const price = card.getByText('$122.50');
      const status = card.getByText('Not paid', { exact: true });
      expect(await insideWindow(page, number)).toBe(true);
      expect(await insideWindow(page, price)).toBe(true);
      expect(await insideWindow(page, status)).toBe(true);
      expect(await insideWindow(page, card.getByText('Not Delivered', { exact: true }))).toBe(true);
      // Each action shows its full name on the card, not an icon alone.
      for (const label of ['Mark paid', 'Mark shipped', 'Mark delivered', 'Cancel order']) {
        const button = card.getByRole('button', { name: label });
        expect(await insideWindow(page, button)).toBe(true);
        expect((await button.innerText()).trim()).toBe(label);
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-orders-cards-390-${theme}`);

      await card.getByRole('button', { name: 'Mark paid' }).click();
      await toast(page, 'Order marked as paid').waitFor();
      await expect.poll(() => card.getByText('Paid', { exact: true }).count()).toBe(1);
      expect(await card.getByRole('button', { name: 'Mark paid' }).isDisabled()).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(unexpectedErrors(errors)).toEqual([]);
    }, 60_000);
  }

  it('keeps the table with its column headers where it fits (1440 px)', async ({ open }) => {
    const { product } = await createProduct(adminToken, {
      title: `E2E Card ${uniqueTag()}`,
      price: 10,
      stock: 5,
    });
    const customer = await createCustomer();
    await placeOrder(customer, product._id, 1);
    const { page, errors } = await adminPage(open, { width: 1440 });
    await page.goto('/admin/orders');
    await page.getByLabel('Search', { exact: true }).fill(customer.email);
    const table = page.getByRole('table', { name: 'Orders' });
    const row = table.locator('tbody tr').filter({ hasText: customer.email });
    await row.waitFor();
    for (const name of ['Order', 'Products', 'Price', 'Status', 'Actions']) {
      expect(await table.getByRole('columnheader', { name, exact: true }).isVisible()).toBe(true);
    }
    // One line per order, its cells side by side; the actions are icons in a 2x2 square.
    const cells = await row
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => getComputedStyle(td).display));
    expect(new Set(cells)).toEqual(new Set(['table-cell']));
    const paid = row.getByRole('button', { name: 'Mark paid' });
    expect((await paid.boundingBox())?.width).toBeLessThanOrEqual(40);
    // The icon buttons' hidden names stay inside the table's own scroll box.
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await paid.click();
    await toast(page, 'Order marked as paid').waitFor();
    // The toast comes with the answer; the row shows the order paid once the list is read again.
    await expect.poll(() => row.getByText('Paid', { exact: true }).count()).toBe(1);
    expect(await paid.isDisabled()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 60_000);
});

describe('the footer on a small phone', () => {
  it('fits 320 px with its payment badge', async ({ open }) => {
    const { page, errors } = await open({ width: 320, height: 800 });
    await page.goto('/about');
    const payments = page.getByRole('list', { name: 'Payment methods' });
    await payments.waitFor();
    // The shop takes cash on delivery only (docs/PRODUCT.md §2 Footer).
    expect(await payments.getByRole('listitem').allTextContents()).toEqual(['Cash on delivery']);
    expect(await insideWindow(page, payments.getByText('Cash on delivery', { exact: true }))).toBe(
      true,
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
