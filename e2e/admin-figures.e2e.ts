/**
 * The dashboard's figures and the sales the API counts, moved by exactly what a test did: its
 * orders placed, delivered and cancelled. The figures are the whole store's, so this file takes
 * the store alone (store-turns.ts); the rest of the admin area is in admin.e2e.ts.
 */
import type { Product, Stats } from '@electro/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { addressOf, baseUrl, it, toast, type Open } from './browser';
import {
  adminLogin,
  apiCall,
  createCustomer,
  createProduct,
  moveOrder,
  placeOrder,
  uniqueTag,
} from './fixtures';

let adminToken = '';
beforeAll(async () => {
  adminToken = await adminLogin();
});

const stats = async () =>
  (await apiCall<{ stats: Stats }>({ method: 'GET', path: '/admin/stats', token: adminToken }))
    .stats;

const productById = async (id: string) =>
  (await apiCall<{ product: Product }>({ method: 'GET', path: `/products/${id}` })).product;

/** A page signed in as the admin, 1280 px wide. */
async function adminPage(open: Open) {
  const tracked = await open({ width: 1280, height: 900 });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  return tracked;
}

const address = (page: Page) => addressOf(page.url());

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function readDashboard(page: Page) {
  await page.goto('/admin');
  const sales = page.locator('[data-stat="Total Sales"]');
  await sales.waitFor();
  return {
    sales: money(await sales.textContent()),
    average: money(await page.locator('[data-stat="Average Order"]').textContent()),
    orders: Number(await page.locator('[data-stat="Total Order"]').textContent()),
  };
}

describe('admin figures', () => {
  it('shows dashboard figures that grew by exactly what this test placed', async ({ open }) => {
    const first = await adminPage(open);
    const before = await readDashboard(first.page);
    const apiBefore = await stats();
    expect(first.errors).toEqual([]);
    await first.context.close();
    expect(before.sales).toBeCloseTo(apiBefore.totalSales, 2);
    // The card counts what the sales and the average count: orders not cancelled.
    expect(before.orders).toBe(apiBefore.salesOrders);

    // Three orders of this test's own customer: one cancelled, one delivered, then one left
    // pending. The cancelled one changes no figure.
    const { product } = await createProduct(adminToken, {
      title: `E2E Phone ${uniqueTag()}`,
      price: 99.5,
      stock: 5,
    });
    const customer = await createCustomer();
    const cancelled = await placeOrder(customer, product._id, 1);
    await moveOrder(adminToken, cancelled._id, { status: 'cancelled' });
    const delivered = await placeOrder(customer, product._id, 2);
    await moveOrder(adminToken, delivered._id, { status: 'delivered' });
    const pending = await placeOrder(customer, product._id, 1);

    // A page of its own: the first one's query cache would show the old figures.
    const { page, errors } = await adminPage(open);
    const after = await readDashboard(page);
    const api = await stats();
    expect(after.sales - before.sales).toBeCloseTo(
      delivered.totalOrderPrice + pending.totalOrderPrice,
      2,
    );
    expect(after.orders - before.orders).toBe(2);
    expect(after.sales).toBeCloseTo(api.totalSales, 2);
    expect(after.average).toBeCloseTo(api.averageOrder, 2);

    const recent = page.getByRole('region', { name: 'Recent Orders' });
    const rows = recent.locator('tbody tr');
    expect(await rows.first().textContent()).toContain(customer.name);
    expect(await rows.first().textContent()).toContain('Pending');
    expect(await rows.nth(1).textContent()).toContain(customer.name);
    expect(await rows.nth(1).textContent()).toContain('Delivered');
    await page
      .getByRole('region', { name: 'Recent Customers' })
      .getByText(customer.email)
      .waitFor();
    const chart = page.getByRole('img', { name: /Sales per day, last 30 days/ });
    expect(await chart.count()).toBe(1);
    await recent.getByRole('link', { name: 'View All' }).click();
    await expect.poll(() => address(page)).toBe('/admin/orders');
    expect(errors).toEqual([]);
  });

  it('cancels an order only once confirmed, and gives its stock back', async ({ open }) => {
    const { product } = await createProduct(adminToken, {
      title: `E2E Phone ${uniqueTag()}`,
      price: 99.5,
      stock: 5,
    });
    const customer = await createCustomer();
    await placeOrder(customer, product._id, 1);
    const before = await stats();
    const stockBefore = (await productById(product._id)).stock;
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/orders');
    await page.getByLabel('Search', { exact: true }).fill(customer.email);
    const row = page
      .locator('tbody tr')
      .filter({ hasText: customer.email })
      .filter({ hasText: '$99.50' });
    await row.waitFor();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await row.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await stats()).totalSales).toBeCloseTo(before.totalSales, 2);

    await row.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, 'Order cancelled').waitFor();
    await expect.poll(() => row.textContent()).toContain('Cancelled');
    for (const label of ['Mark paid', 'Mark shipped', 'Mark delivered', 'Cancel order']) {
      expect(await row.getByRole('button', { name: label }).isDisabled()).toBe(true);
    }
    const after = await stats();
    expect(after.totalSales).toBeCloseTo(before.totalSales - 99.5, 2);
    expect(after.totalOrders).toBe(before.totalOrders);
    expect((await productById(product._id)).stock).toBe(stockBefore + 1);
    expect(errors).toEqual([]);
  });
});
