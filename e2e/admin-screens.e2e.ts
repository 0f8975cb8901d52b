/**
 * The owner's screens of the shop floor: customers and one customer's page, review
 * moderation, orders named by number and found by it, the products list filtered by stock
 * from the dashboard's figures, and the CSV exports of the filtered lists. Each walk runs at
 * 390 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import type { Product, Review } from '@electro/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import {
  VARIANTS,
  baseUrl,
  settle,
  runsAt,
  screenshot,
  toast,
  variantName,
  addressOf,
  it,
  type Open,
} from './browser';
import {
  adminLogin,
  apiCall,
  createCustomer,
  createProduct,
  placeOrder,
  uniqueTag,
} from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

/**
 * The rows of an admin list, as a table (captioned `name`) where its box is wide enough for
 * its columns, or as cards (a list named `name`) where it is not.
 */
const listRows = (page: Page, name: string) =>
  page.locator(
    `table:has(> caption:text-is("${name}")) > tbody > tr, ul[aria-label="${name}"] > li`,
  );

async function adminPage(open: Open, options: { width: number; dark: boolean }) {
  const tracked = await open({
    width: options.width,
    height: 900,
    dark: options.dark,
  });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  // A missing element fails its step with its name, well before the test's own time is up.
  tracked.page.setDefaultTimeout(15_000);
  return tracked;
}

/** Nothing wider than the screen: tables scroll inside their own box. */
const overflow = async (page: Page) => {
  const by = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (by > 0) {
    await screenshot(page, `overflow-${Date.now()}`, { always: true });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`),
    );
    console.log('wide', wide);
  }
  return by;
};

const address = (page: Page) => addressOf(page.url());

/** The products listed whose title holds `tag`, by their Select checkbox. */
const listedWith = (page: Page, tag: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^Select .*${tag}`) });
const names = (elements: Element[]) =>
  elements.map((element) => element.getAttribute('aria-label') ?? '');

/** The rows of a downloaded CSV, its header first (the cells these tests read hold no comma). */
const csvLines = (text: string) => text.trim().split(/\r?\n/);

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(filePath, 'utf8') };
}

// Each journey at one width (runsAt).
for (const variant of VARIANTS) {
  const { width, dark } = variant;
  const shot = (page: Page, name: string) => screenshot(page, `${name}-${variantName(variant)}`);

  describe(`the owner's screens at ${width} px`, () => {
    if (runsAt(width, 390))
      it('finds a customer by name and opens their page with their orders', async ({ open }) => {
        const customer = await createCustomer();
        const { product } = await createProduct(adminToken, {
          title: `E2E Kettle ${uniqueTag()}`,
          price: 250,
          stock: 10,
        });
        const order = await placeOrder(customer, product._id, 2);
        const { page, errors } = await adminPage(open, { width, dark });

        await page.goto('/admin/customers');
        await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
        await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
        const rows = listRows(page, 'Customers');
        await expect.poll(() => rows.count()).toBe(1);
        const row = rows.first();
        await row.getByRole('link', { name: customer.name }).waitFor();
        expect(await row.innerText()).toContain(customer.email);
        expect(await row.innerText()).toContain('$500');
        await settle(page);
        expect(await overflow(page)).toBe(0);
        await shot(page, 'admin-customers');

        await row.getByRole('link', { name: customer.name }).click();
        await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
        const link = listRows(page, 'Orders of this customer').getByRole('link', {
          name: `Order #${order.number}`,
        });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(`/admin/orders/${order.number}`);
        await settle(page);
        expect(await overflow(page)).toBe(0);
        await shot(page, 'admin-customer');
        expect(errors).toEqual([]);
      }, 60_000);

    if (runsAt(width, 1280))
      it('deletes a review after the confirmation', async ({ open }) => {
        const customer = await createCustomer();
        const { product } = await createProduct(adminToken, {
          title: `E2E Lamp ${uniqueTag()}`,
          price: 99,
          stock: 3,
        });
        const comment = `Bright and warm ${uniqueTag()}`;
        // A review needs an order of the product (decision 075).
        await placeOrder(customer, product._id, 1);
        await apiCall<{ review: Review }>({
          method: 'POST',
          path: `/products/${product._id}/reviews`,
          token: customer.token,
          body: { comment, rate: 4 },
        });
        const { page, errors } = await adminPage(open, { width, dark });

        await page.goto('/admin/reviews');
        await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
        const row = listRows(page, 'Reviews').filter({ hasText: comment });
        await row.waitFor();
        expect(await row.getByRole('link', { name: product.title }).getAttribute('href')).toBe(
          `/product/${product._id}`,
        );
        expect(await row.innerText()).toContain(customer.name);
        await settle(page);
        expect(await overflow(page)).toBe(0);
        await shot(page, 'admin-reviews');

        await row.getByRole('button', { name: /^Delete the review of/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete review?' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await toast(page, 'Review deleted successfully').waitFor();
        await expect.poll(() => row.count()).toBe(0);
        const after = await apiCall<{ product: Product & { reviews: Review[] } }>({
          method: 'GET',
          path: `/products/${product._id}`,
        });
        expect(after.product.reviews).toEqual([]);
        expect(errors).toEqual([]);
      }, 60_000);

    if (runsAt(width, 390))
      it('names orders by number, finds one by its number and exports what the search found', async ({
        open,
      }) => {
        const customer = await createCustomer();
        const { product } = await createProduct(adminToken, {
          title: `E2E Fan ${uniqueTag()}`,
          price: 40,
          stock: 10,
        });
        const first = await placeOrder(customer, product._id, 1);
        const second = await placeOrder(customer, product._id, 3);
        const { page, errors } = await adminPage(open, { width, dark });

        await page.goto('/admin/orders');
        await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        const table = page.getByRole('table', { name: 'Orders' });
        await table.getByRole('link', { name: `Order #${second.number}` }).waitFor();

        // '#' and the number: the bare digits are also part of the test customers' phone numbers.
        await page.getByLabel('Search', { exact: true }).fill(`#${first.number}`);
        await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
        const link = table.getByRole('link', { name: `Order #${first.number}` });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(`/admin/orders/${first.number}`);

        // Both orders have the product: a search by its title finds exactly them.
        await page.getByLabel('Search', { exact: true }).fill(product.title);
        await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
        await settle(page);
        await shot(page, 'admin-orders');
        const { name, text } = await download(page, 'Export CSV of the orders');
        // Named after the search that made it (decision 082).
        expect(name).toMatch(/^orders-search-e2e-fan-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
        const [header, ...rows] = csvLines(text);
        expect(header).toBe(
          'number,date,customer,email,phone,city,items,total,paid,delivered,status,street,currency',
        );
        expect(rows.map((row) => row.split(',')[0])).toEqual([
          String(second.number),
          String(first.number),
        ]);
        expect(rows[0]).toContain(`${product.title} x 3`);
        expect(errors).toEqual([]);
      }, 60_000);

    if (runsAt(width, 1280))
      it('goes from the dashboard to the products out of stock and exports that list', async ({
        open,
      }) => {
        const tag = uniqueTag();
        const { product: soldOut, category } = await createProduct(adminToken, {
          title: `E2E Gone ${tag}`,
          price: 10,
          stock: 0,
        });
        await createProduct(adminToken, {
          title: `E2E Plenty ${tag}`,
          price: 10,
          stock: 50,
          category,
        });
        const outCount = (
          await apiCall<{ totalProducts: number }>({
            method: 'GET',
            path: '/products?maxStock=0&limit=1',
          })
        ).totalProducts;
        const { page, errors } = await adminPage(open, { width, dark });

        await page.goto('/admin');
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        const card = page.getByRole('link', { name: /^Out of stock/ });
        await expect.poll(() => card.innerText()).toContain(String(outCount));
        await settle(page);
        await shot(page, 'admin-dashboard-stock');
        await card.click();

        await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
        expect(address(page)).toBe('/admin/products?stock=out');
        expect(await page.getByLabel('Stock', { exact: true }).inputValue()).toBe('out');
        // Its own category: the list and the export hold this journey's products only.
        await page.getByLabel('Category').selectOption({ label: category.name });
        await expect
          .poll(() => address(page))
          .toBe(`/admin/products?stock=out&category=${category.slug}`);
        // A table on a wide screen, cards on a phone: each product has its Select checkbox.
        const listed = listedWith(page, tag);
        await expect.poll(() => listed.evaluateAll(names)).toEqual([`Select ${soldOut.title}`]);
        await settle(page);
        expect(await overflow(page)).toBe(0);
        await shot(page, 'admin-products-out');

        const { text } = await download(page, 'Export CSV of the products');
        const [header, ...lines] = csvLines(text);
        expect(header?.split(',').slice(0, 2)).toEqual(['id', 'title']);
        expect(lines.map((line) => line.split(',').slice(0, 2))).toEqual([
          [soldOut._id, soldOut.title],
        ]);

        // A reload keeps the filters: they live in the address.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
        expect(await page.getByLabel('Stock', { exact: true }).inputValue()).toBe('out');
        await expect.poll(() => listedWith(page, tag).count()).toBe(1);
        expect(errors).toEqual([]);
      }, 60_000);
  });
}

describe('the low stock threshold', () => {
  it('is the owner’s, kept across visits, and lists products at or under it', async ({ open }) => {
    const tag = uniqueTag();
    const { product: three } = await createProduct(adminToken, {
      title: `E2E Three ${tag}`,
      price: 10,
      stock: 3,
    });
    const { product: eight } = await createProduct(adminToken, {
      title: `E2E Eight ${tag}`,
      price: 10,
      stock: 8,
    });
    const { page, errors } = await adminPage(open, { width: 1280, dark: false });
    await page.goto('/admin/products?stock=low');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    const threshold = page.getByLabel('Low stock at or under');
    expect(await threshold.inputValue()).toBe('5');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
    const listed = listedWith(page, tag);
    await expect.poll(() => listed.evaluateAll(names)).toEqual([`Select ${three.title}`]);

    await threshold.fill('10');
    await expect
      .poll(async () => (await listed.evaluateAll(names)).sort())
      .toEqual([`Select ${eight.title}`, `Select ${three.title}`]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await page.getByLabel('Low stock at or under').inputValue()).toBe('10');
    expect(errors).toEqual([]);
  }, 60_000);
});
