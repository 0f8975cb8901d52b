/**
 * Real addresses (decision 096): a page opens at its own path on a fresh load and on a reload,
 * links change the path without a page load, back and forward walk the history, an old `/#/…`
 * link lands on the same page at its real address in the same history entry, and an address
 * that names nothing answers 404 with the app's not-found page.
 */
import type { Product } from '@electro/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { addressOf, baseUrl, unexpectedErrors, it } from './browser';
import { adminLogin, createCustomer, createProduct, uniqueTag } from './fixtures';

let adminToken = '';
let product: Product;

beforeAll(async () => {
  adminToken = await adminLogin();
  ({ product } = await createProduct(adminToken, {
    title: `Address Phone ${uniqueTag()}`,
    price: 321,
    stock: 5,
  }));
});

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** A mark in the page's window: gone after a page load, kept by a route change. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { mark?: number }).mark = 1));
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

describe('real addresses', () => {
  it('opens a product by its path, follows links without a page load, and walks back and forward', async ({
    open,
  }) => {
    const { page, errors } = await open();
    const response = await page.goto(`/product/${product._id}`);
    expect(response?.status()).toBe(200);
    await heading(page, product.title);
    expect(page.url()).toBe(`${baseUrl()}/product/${product._id}`);

    await markWindow(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop', exact: true })
      .click();
    await expect.poll(() => addressOf(page.url())).toBe('/shop');
    expect(page.url()).not.toContain('#');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await windowMarked(page)).toBe(true);

    await page.goBack();
    await expect.poll(() => addressOf(page.url())).toBe(`/product/${product._id}`);
    await heading(page, product.title);
    await page.goForward();
    await expect.poll(() => addressOf(page.url())).toBe('/shop');
    expect(await windowMarked(page)).toBe(true);

    // A reload of a deep page is the same page.
    await page.goBack();
    await heading(page, product.title);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await heading(page, product.title);
    expect(addressOf(page.url())).toBe(`/product/${product._id}`);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 60_000);

  it('lands an old /#/ link on its real address, filters kept, in the same history entry', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await page.goto('/#/shop?sort=price&page=1');
    await expect.poll(() => addressOf(page.url())).toBe('/shop?sort=price&page=1');
    expect(new URL(page.url()).hash).toBe('');
    // The shop reads its filters from the query: the sort the old link named is the one shown.
    await expect
      .poll(() => page.getByRole('combobox', { name: /sort/i }).first().inputValue())
      .toBe('price');

    await page.goto(`/#/product/${product._id}`);
    await heading(page, product.title);
    expect(addressOf(page.url())).toBe(`/product/${product._id}`);
    // Replaced, not pushed: Back goes to the shop, not to the old address.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/shop?sort=price&page=1`);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 60_000);

  it('signs in on the login page an old /#/login link opens', async ({ open }) => {
    // The server answers the home page it renders for `/`; the browser then draws the login
    // page in its place, whose button must answer at once (nothing held for the home page).
    const customer = await createCustomer();
    const { page, errors } = await open();
    await page.goto('/#/login');
    await expect.poll(() => addressOf(page.url())).toBe('/login');
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => addressOf(page.url())).not.toBe('/login');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('answers an unknown address and a missing product with 404 and the not-found pages', async ({
    open,
  }) => {
    const { page, errors } = await open();
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
    await heading(page, 'Page not found');

    const missing = await page.goto('/product/no-such-product');
    expect(missing?.status()).toBe(404);
    await heading(page, 'Product not found');

    const trailing = await page.goto('/Shop/');
    expect(trailing?.status()).toBe(200);
    expect(addressOf(page.url())).toBe('/shop');
    expect(unexpectedErrors(errors, [404])).toEqual([]);
  }, 60_000);

  it('reloads admin pages at their addresses', async ({ open }) => {
    const { page, context, errors } = await open();
    await context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    expect(addressOf(page.url())).toBe('/admin/products');
    await page.goto(`/admin/products/${product._id}`);
    await page.getByLabel('Title').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(product.title);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 60_000);
});
