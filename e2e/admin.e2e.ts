/**
 * The admin area as the demo admin uses it: categories, brands and products with images, the
 * storefront showing the result, bulk and refused deletes, orders moved to delivered and seen
 * by their customer, an order placed for a customer, the dashboard's figures, the guards, and
 * screenshots of every admin page.
 */
import { randomUUID } from 'node:crypto';
import type { Brand, Category, Order, Product, Stats } from '@electro/shared';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VARIANTS,
  baseUrl,
  launch,
  openPage,
  screenshot,
  toast,
  unexpectedErrors,
} from './browser';

let browser: Browser;
let adminToken = '';

const suffix = randomUUID().slice(0, 5);
const names = {
  category: `E2E Cat ${suffix}`,
  brand: `E2E Brand ${suffix}`,
  brandRenamed: `E2E Brand2 ${suffix}`,
  tmpBrands: [`E2E TmpA ${suffix}`, `E2E TmpB ${suffix}`],
  product: `E2E Phone ${suffix}`,
};
/** Filled as the journey goes. */
const state = {
  categoryId: '',
  brandId: '',
  productId: '',
  customer: { name: '', email: '', token: '' },
  placedTotal: 0,
  placedCount: 0,
  dashboardBefore: { sales: 0, orders: 0 },
};

type Json = Record<string, unknown>;

async function apiCall<T = Json>(options: {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const response = await fetch(`${baseUrl()}/api/v1${options.path}`, {
    method: options.method,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: isForm
      ? (options.body as FormData)
      : options.body !== undefined
        ? JSON.stringify(options.body)
        : undefined,
  });
  const json = (await response.json()) as T & { success: boolean; message: string };
  if (!response.ok) throw new Error(`${options.method} ${options.path}: ${json.message}`);
  return json;
}

const login = async (email: string, password: string) =>
  (
    await apiCall<{ token: string }>({
      method: 'POST',
      path: '/auth/login',
      body: { email, password },
    })
  ).token;

async function createCustomer(): Promise<{ name: string; email: string; token: string }> {
  const name = `Cust${suffix}`.slice(0, 10);
  const email = `admin-e2e-${randomUUID().slice(0, 8)}@example.com`;
  await apiCall({
    method: 'POST',
    path: '/auth/register',
    body: {
      name,
      email,
      phone: '01012345678',
      address: '12 Nile Street, Cairo',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  return { name, email, token: await login(email, 'Secret123') };
}

const stats = async () =>
  (await apiCall<{ stats: Stats }>({ method: 'GET', path: '/admin/stats', token: adminToken }))
    .stats;

/** A plain PNG, made here: the server checks images by content. */
const png = (options: { width: number; height: number; color: string }) =>
  sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: 3,
      background: options.color,
    },
  })
    .png()
    .toBuffer();

const pngFile = async (name: string, options: Parameters<typeof png>[0]) => ({
  name,
  mimeType: 'image/png',
  buffer: await png(options),
});

async function imageSize(url: string) {
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** A page signed in as the admin; `adminChunks` counts downloads of the admin chunk. */
async function adminPage(options: { width?: number; dark?: boolean } = {}) {
  const tracked = await openPage(browser, {
    width: options.width ?? 1280,
    height: 900,
    dark: options.dark,
  });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  return tracked;
}

const hash = (page: Page) => new URL(page.url()).hash;

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function readDashboard(page: Page) {
  await page.goto('/#/admin');
  const sales = page.locator('[data-stat="Total Sales"]');
  await sales.waitFor();
  return {
    sales: money(await sales.textContent()),
    average: money(await page.locator('[data-stat="Average Order"]').textContent()),
    orders: Number(await page.locator('[data-stat="Total Order"]').textContent()),
  };
}

/** Waits until skeletons are gone and every image has loaded, so a screenshot is final. */
async function settle(page: Page) {
  await expect.poll(() => page.locator('.animate-pulse').count(), { timeout: 15_000 }).toBe(0);
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
}

beforeAll(async () => {
  browser = await launch();
  adminToken = await login('admin@electro.test', 'Admin1234');
});
afterAll(async () => browser?.close());

describe('admin guard', () => {
  it('sends a guest and a customer who open /admin to /login, and neither downloads the admin chunk', async () => {
    const customer = await createCustomer();
    for (const who of ['guest', 'customer'] as const) {
      const { page, context, errors } = await openPage(browser);
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (/admin-routes/.test(request.url())) chunks.push(request.url());
      });
      if (who === 'customer') {
        await context.addCookies([{ name: 'AUTH_TOKEN', value: customer.token, url: baseUrl() }]);
      }
      const seen: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) seen.push(new URL(frame.url()).hash);
      });
      await page.goto('/#/admin/products');
      await expect.poll(() => seen.includes('#/login') || hash(page) === '#/login').toBe(true);
      await page.waitForLoadState('networkidle');
      // They stay on /login (a customer may switch to an admin account there).
      expect(hash(page)).toBe('#/login');
      await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Products', exact: true }).count()).toBe(0);
      expect(chunks).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('admin journey', () => {
  it('adds a category with an image, showing the name rules after touch', async () => {
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/categories/add');
    await page.getByRole('heading', { level: 1, name: 'Add Category' }).waitFor();
    const name = page.getByLabel('Category Name');
    expect(await name.getAttribute('placeholder')).toBe('Enter category name');
    const submit = page.getByRole('button', { name: 'Add', exact: true });
    expect(await submit.isDisabled()).toBe(true);

    await name.fill('ab');
    await name.blur();
    await page.getByText('Name must be at least 3 characters long').waitFor();
    await name.fill(names.category);
    expect(await page.getByText('Name must be at least 3 characters long').count()).toBe(0);
    // Valid name, no image yet: still disabled.
    expect(await submit.isDisabled()).toBe(true);

    await page
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('category.png', { width: 200, height: 200, color: '#2563eb' }));
    await page.getByRole('img', { name: 'Category Image preview' }).waitFor();
    // Remove, see the rule, then pick again.
    await page.getByRole('button', { name: 'Remove category image' }).click();
    await page.getByText('Image is required').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('category.png', { width: 200, height: 200, color: '#2563eb' }));
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    await toast(page, 'Category added successfully').waitFor();
    await expect.poll(() => hash(page)).toBe('#/admin/categories');
    await page.getByPlaceholder('Search by name').fill(names.category.toUpperCase());
    await page.getByRole('cell', { name: names.category, exact: true }).waitFor();

    const { categories } = await apiCall<{ categories: Category[] }>({
      method: 'GET',
      path: '/categories',
    });
    const created = categories.find((category) => category.name === names.category);
    expect(created).toBeDefined();
    state.categoryId = created?._id ?? '';
    expect((await fetch(created?.image.secure_url ?? '')).ok).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a brand, then edits its name without sending the image again', async () => {
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/brands/add');
    const name = page.getByLabel('Brand Name');
    expect(await name.getAttribute('placeholder')).toBe('Enter brand name');
    await name.fill(names.brand);
    await page
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('brand.png', { width: 240, height: 120, color: '#b45309' }));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Brand added successfully').waitFor();
    await expect.poll(() => hash(page)).toBe('#/admin/brands');

    const { brands } = await apiCall<{ brands: Brand[] }>({ method: 'GET', path: '/brands' });
    const created = brands.find((brand) => brand.name === names.brand);
    expect(created).toBeDefined();
    state.brandId = created?._id ?? '';

    // Edit from the list's pencil: the form is filled and shows the saved image.
    await page.getByPlaceholder('Search by name').fill(names.brand);
    await page.getByRole('link', { name: `Edit ${names.brand}` }).click();
    await expect.poll(() => hash(page)).toBe(`#/admin/brands/${state.brandId}`);
    await expect.poll(() => page.getByLabel('Brand Name').inputValue()).toBe(names.brand);
    const preview = page.getByRole('img', { name: 'Brand Image preview' });
    expect(await preview.getAttribute('src')).toBe(created?.image.secure_url);
    const update = page.getByRole('button', { name: 'Update', exact: true });
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel('Brand Name').fill(names.brandRenamed);
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();
    await toast(page, 'Brand updated successfully').waitFor();
    await expect.poll(() => hash(page)).toBe('#/admin/brands');

    const { brand } = await apiCall<{ brand: Brand }>({
      method: 'GET',
      path: `/brands/${state.brandId}`,
    });
    expect(brand.name).toBe(names.brandRenamed);
    expect(brand.image.public_id).toBe(created?.image.public_id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a product with a cover and two gallery images put in order from the keyboard', async () => {
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/products/add');
    await page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
    const submit = page.getByRole('button', { name: 'Add Product' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('Title').fill(names.product);
    await page.getByLabel('Description').fill('A phone made by the admin journey test.');
    await page.getByLabel('Price ($)').fill('123.45');
    await page.getByLabel('Stock').fill('5');
    await page.getByLabel('Discount (%)').fill('0');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: names.category });
    await page.getByLabel('Brand', { exact: true }).selectOption({ label: names.brandRenamed });
    await page
      .locator('input[type="file"]:not([multiple])')
      .setInputFiles(await pngFile('cover.png', { width: 300, height: 300, color: '#111827' }));
    await page.getByRole('img', { name: 'Cover image preview' }).waitFor();
    await page
      .locator('input[type="file"][multiple]')
      .setInputFiles([
        await pngFile('wide.png', { width: 320, height: 160, color: '#dc2626' }),
        await pngFile('tall.png', { width: 160, height: 320, color: '#16a34a' }),
      ]);
    const rows = page.getByRole('list', { name: 'Gallery order' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.first().textContent()).toContain('wide.png');

    // Move the tall image up; the focus stays on the moved image's buttons.
    await page.getByRole('button', { name: 'Move image 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.first().textContent()).toContain('tall.png');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move image 1 down',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.first().textContent()).toContain('wide.png');
    await page.getByRole('button', { name: 'Move image 2 up' }).click();
    await expect.poll(() => rows.first().textContent()).toContain('tall.png');

    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await toast(page, 'Product added successfully').waitFor();
    await expect.poll(() => hash(page)).toBe('#/admin/products');
    await page.getByPlaceholder('Search by title').fill(names.product.toLowerCase());
    await page.getByText(names.product, { exact: true }).waitFor();

    const { products } = await apiCall<{ products: Product[] }>({
      method: 'GET',
      path: `/products?search=${encodeURIComponent(names.product)}`,
    });
    expect(products).toHaveLength(1);
    const [product] = products as [Product];
    state.productId = product._id;
    expect(product.price).toBe(123.45);
    expect(product.stock).toBe(5);
    expect(product.category._id).toBe(state.categoryId);
    expect(product.brand._id).toBe(state.brandId);
    expect(product.images).toHaveLength(2);
    // The gallery keeps the order chosen: the tall image first.
    const first = await imageSize(product.images[0]?.secure_url ?? '');
    const second = await imageSize(product.images[1]?.secure_url ?? '');
    expect(first.height).toBeGreaterThan(first.width);
    expect(second.width).toBeGreaterThan(second.height);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the new product in the storefront shop search and on its page', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`/#/shop?search=${encodeURIComponent(names.product)}`);
    const link = page.getByRole('link', { name: names.product });
    await link.first().waitFor();
    await link.first().click();
    await expect.poll(() => hash(page)).toBe(`#/product/${state.productId}`);
    await page.getByRole('heading', { level: 1, name: names.product }).waitFor();
    await page.getByText('$123.45').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("edits the product's price and the storefront shows the new price", async () => {
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/products');
    await page.getByPlaceholder('Search by title').fill(names.product);
    await page.getByRole('link', { name: `Edit ${names.product}` }).click();
    await expect.poll(() => hash(page)).toBe(`#/admin/products/${state.productId}`);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(names.product);
    expect(await page.getByLabel('Price ($)').inputValue()).toBe('123.45');
    expect(
      await page.getByRole('list', { name: 'Gallery order' }).getByRole('listitem').count(),
    ).toBe(2);
    const update = page.getByRole('button', { name: 'Update Product' });
    expect(await update.isDisabled()).toBe(true);

    const before = (
      await apiCall<{ product: Product }>({ method: 'GET', path: `/products/${state.productId}` })
    ).product;
    await page.getByLabel('Price ($)').fill('99.5');
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();
    await toast(page, 'Product updated successfully').waitFor();
    await expect.poll(() => hash(page)).toBe('#/admin/products');

    const after = (
      await apiCall<{ product: Product }>({ method: 'GET', path: `/products/${state.productId}` })
    ).product;
    expect(after.price).toBe(99.5);
    // The gallery was not touched, so it was not sent again.
    expect(after.images.map((image) => image.public_id)).toEqual(
      before.images.map((image) => image.public_id),
    );
    expect(after.imageCover.public_id).toBe(before.imageCover.public_id);

    const shop = await openPage(browser);
    await shop.page.goto(`/#/product/${state.productId}`);
    await shop.page.getByRole('heading', { level: 1, name: names.product }).waitFor();
    await shop.page.getByText('$99.5').first().waitFor();
    expect(await shop.page.getByText('$123.45').count()).toBe(0);
    expect(shop.errors).toEqual([]);
    await shop.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes two unused brands at once', async () => {
    for (const name of names.tmpBrands) {
      const form = new FormData();
      form.set('name', name);
      const image = await png({ width: 100, height: 100, color: '#7c3aed' });
      form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'tmp.png');
      await apiCall({ method: 'POST', path: '/brands', token: adminToken, body: form });
    }
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/brands');
    const deleteSelected = page.getByRole('button', { name: /^Delete Selected/ });
    await page.getByPlaceholder('Search by name').fill(suffix);
    await page.getByRole('cell', { name: names.tmpBrands[0], exact: true }).waitFor();
    expect(await deleteSelected.isDisabled()).toBe(true);
    for (const name of names.tmpBrands)
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await deleteSelected.click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 brands?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete Selected' }).click();
    await toast(page, '2 brands deleted successfully').waitFor();
    await expect
      .poll(() => page.getByRole('cell', { name: names.tmpBrands[0], exact: true }).count())
      .toBe(0);
    expect(await page.getByRole('cell', { name: names.brandRenamed, exact: true }).count()).toBe(1);

    const { brands } = await apiCall<{ brands: Brand[] }>({ method: 'GET', path: '/brands' });
    expect(brands.filter((brand) => names.tmpBrands.includes(brand.name))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to delete a category that a product uses, and says why', async () => {
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/categories');
    await page.getByPlaceholder('Search by name').fill(names.category);
    await page.getByRole('button', { name: `Delete ${names.category}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete category?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const report = page.getByRole('alert').filter({ hasText: 'could not be deleted' });
    await report.waitFor();
    expect(await report.textContent()).toContain(
      'This category cannot be deleted: 1 product still uses it.',
    );
    await toast(page, 'This category cannot be deleted').waitFor();
    expect(await page.getByRole('cell', { name: names.category, exact: true }).count()).toBe(1);
    expect(unexpectedErrors(errors, [409])).toEqual([]);
    await context.close();
  });

  it("marks a customer's order delivered, and the customer sees it delivered", async () => {
    const admin = await adminPage();
    state.dashboardBefore = await readDashboard(admin.page);
    const apiBefore = await stats();
    expect(state.dashboardBefore.sales).toBeCloseTo(apiBefore.totalSales, 2);
    expect(state.dashboardBefore.orders).toBe(apiBefore.totalOrders);

    state.customer = await createCustomer();
    const token = state.customer.token;
    await apiCall({
      method: 'POST',
      path: '/cart',
      token,
      body: { productId: state.productId, quantity: 2 },
    });
    const { cart } = await apiCall<{ cart: { _id: string } }>({
      method: 'GET',
      path: '/cart',
      token,
    });
    const { order } = await apiCall<{ order: Order }>({
      method: 'POST',
      path: `/orders/${cart._id}`,
      token,
      body: { shoppingAddress: { city: 'Cairo', street: 'Tahrir St', phone: '01012345678' } },
    });
    expect(order.totalOrderPrice).toBe(199);
    state.placedTotal += order.totalOrderPrice;
    state.placedCount += 1;

    const { page, errors } = admin;
    await page.goto('/#/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByLabel('Customer').fill(state.customer.email);
    const row = page.locator('tbody tr').filter({ hasText: state.customer.email });
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row.textContent()).toContain('199.00 EGP');
    expect(await row.textContent()).toContain('Not Delivered');
    expect(await row.textContent()).toContain('Not paid');
    expect(await row.textContent()).toContain(state.customer.name);
    await row.getByRole('button', { name: 'Mark delivered' }).click();
    await toast(page, 'Order marked as delivered').waitFor();
    await expect.poll(() => row.textContent()).toContain('Delivered');
    await expect.poll(() => row.textContent()).not.toContain('Not Delivered');
    expect(await row.textContent()).toContain('Paid');
    // Delivered is final: the moves the API refuses are disabled.
    for (const label of ['Mark paid', 'Mark shipped', 'Mark delivered', 'Cancel order']) {
      expect(await row.getByRole('button', { name: label }).isDisabled()).toBe(true);
    }
    // The status filter is applied by the API.
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await page.getByText('No orders found').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('delivered');
    await row.waitFor();
    expect(errors).toEqual([]);
    await admin.context.close();

    const customer = await openPage(browser);
    await customer.context.addCookies([{ name: 'AUTH_TOKEN', value: token, url: baseUrl() }]);
    await customer.page.goto('/#/profile/order');
    await customer.page.getByText('Delivered', { exact: true }).first().waitFor();
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it('places an order for a customer, showing a stock refusal clearly first', async () => {
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/orders/add');
    await page.getByRole('heading', { level: 1, name: 'Add order' }).waitFor();
    const submit = page.getByRole('button', { name: 'Place order' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('Find a customer').fill(state.customer.email);
    await page.getByRole('radio', { name: new RegExp(state.customer.email) }).check();
    await page.getByLabel('Find a product').fill(names.product);
    await page.getByRole('button', { name: `Add ${names.product}` }).click();
    // 5 in stock, 2 sold above: 3 left, so 4 is refused.
    await page.getByLabel('Quantity', { exact: true }).fill('4');
    await page.getByLabel('City', { exact: true }).fill('Giza');
    await page.getByLabel('Street', { exact: true }).fill('Pyramids');
    // The customer's valid phone was filled in when they were picked.
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('01012345678');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The order was not placed.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      `Not enough stock for "${names.product}": only 3 left.`,
    );
    expect(hash(page)).toBe('#/admin/orders/add');

    await page.getByLabel('Quantity', { exact: true }).fill('1');
    await submit.click();
    await toast(page, 'Order placed successfully').waitFor();
    await expect.poll(() => hash(page)).toBe('#/admin/orders');
    state.placedTotal += 99.5;
    state.placedCount += 1;
    expect(unexpectedErrors(errors, [409])).toEqual([]);
    await context.close();
  });

  it('shows dashboard figures that grew by exactly what this test placed', async () => {
    const { page, context, errors } = await adminPage();
    const after = await readDashboard(page);
    const api = await stats();
    expect(after.sales - state.dashboardBefore.sales).toBeCloseTo(state.placedTotal, 2);
    expect(after.orders - state.dashboardBefore.orders).toBe(state.placedCount);
    expect(after.sales).toBeCloseTo(api.totalSales, 2);
    expect(after.average).toBeCloseTo(api.averageOrder, 2);

    const recent = page.getByRole('region', { name: 'Recent Orders' });
    const rows = recent.locator('tbody tr');
    expect(await rows.first().textContent()).toContain(state.customer.name);
    expect(await rows.first().textContent()).toContain('Pending');
    expect(await rows.nth(1).textContent()).toContain('Delivered');
    await page
      .getByRole('region', { name: 'Recent Customers' })
      .getByText(state.customer.email)
      .waitFor();
    const chart = page.getByRole('img', { name: /Sales per day, last 30 days/ });
    expect(await chart.count()).toBe(1);
    await recent.getByRole('link', { name: 'View All' }).click();
    await expect.poll(() => hash(page)).toBe('#/admin/orders');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels an order only once confirmed, and gives its stock back', async () => {
    const before = await stats();
    const product = async () =>
      (await apiCall<{ product: Product }>({ method: 'GET', path: `/products/${state.productId}` }))
        .product;
    const stockBefore = (await product()).stock;
    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/orders');
    await page.getByLabel('Customer').fill(state.customer.email);
    const row = page
      .locator('tbody tr')
      .filter({ hasText: state.customer.email })
      .filter({ hasText: '99.50 EGP' });
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
    expect((await product()).stock).toBe(stockBefore + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a product from the list after confirming', async () => {
    const title = `E2E Gone ${suffix}`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title,
      description: 'Made to be deleted.',
      price: '10',
      stock: '1',
      category: state.categoryId,
      brand: state.brandId,
    })) {
      form.set(key, value);
    }
    const cover = await png({ width: 80, height: 80, color: '#0891b2' });
    form.set('imageCover', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'c.png');
    const { product } = await apiCall<{ product: Product }>({
      method: 'POST',
      path: '/products',
      token: adminToken,
      body: form,
    });

    const { page, context, errors } = await adminPage();
    await page.goto('/#/admin/products');
    await page.getByPlaceholder('Search by title').fill(title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete product?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await toast(page, 'Product deleted successfully').waitFor();
    await page.getByText(`No products match “${title}”.`).waitFor();
    const response = await fetch(`${baseUrl()}/api/v1/products/${product._id}`);
    expect(response.status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the side menu section of the route, and is a drawer on a phone', async () => {
    const desktop = await adminPage();
    await desktop.page.goto('/#/admin/brands');
    const nav = desktop.page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Brand List' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Brands' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await nav.getByRole('button', { name: 'Products' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await nav.getByRole('link', { name: 'Brand List' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await nav.getByRole('button', { name: 'Products' }).click();
    await nav.getByRole('link', { name: 'Add Product' }).click();
    await expect.poll(() => hash(desktop.page)).toBe('#/admin/products/add');
    expect(await nav.getByRole('button', { name: 'Products' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await nav.getByRole('button', { name: 'Brands' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await desktop.page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await desktop.page.goto('/#/admin/ordersList');
    await desktop.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Orders' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // The top bar: the admin's name, a default picture, the theme switch and the way back.
    expect(await desktop.page.locator('header img').getAttribute('src')).toBeTruthy();
    await desktop.page.getByRole('switch', { name: 'Dark theme' }).click();
    expect(await desktop.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await desktop.page.getByRole('link', { name: 'Back to store' }).click();
    await expect.poll(() => hash(desktop.page)).toBe('#/');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    const phone = await adminPage({ width: 390 });
    await phone.page.goto('/#/admin/categories');
    await phone.page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    expect(await phone.page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    const open = phone.page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = phone.page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    expect(
      await drawer.getByRole('button', { name: 'Categories' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await settle(phone.page);
    await screenshot(phone.page, 'admin-menu-390-light');
    await phone.page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await open.click();
    await drawer.getByRole('button', { name: 'Orders' }).click();
    await drawer.getByRole('link', { name: 'Add order' }).click();
    await expect.poll(() => hash(phone.page)).toBe('#/admin/orders/add');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

describe('admin pages at each width and theme', () => {
  const pages = () => [
    { name: 'admin-dashboard', path: '/#/admin', title: 'Dashboard' },
    { name: 'admin-products', path: '/#/admin/products', title: 'Products' },
    { name: 'admin-products-add', path: '/#/admin/products/add', title: 'Add Product' },
    {
      name: 'admin-product-edit',
      path: `/#/admin/products/${state.productId}`,
      title: 'Update Product',
    },
    { name: 'admin-categories', path: '/#/admin/categories', title: 'Categories' },
    { name: 'admin-categories-add', path: '/#/admin/categories/add', title: 'Add Category' },
    {
      name: 'admin-category-edit',
      path: `/#/admin/categories/${state.categoryId}`,
      title: 'Update Category',
    },
    { name: 'admin-brands', path: '/#/admin/brands', title: 'Brands' },
    { name: 'admin-brands-add', path: '/#/admin/brands/add', title: 'Add Brand' },
    { name: 'admin-brand-edit', path: `/#/admin/brands/${state.brandId}`, title: 'Update Brand' },
    { name: 'admin-orders', path: '/#/admin/orders', title: 'Orders' },
    { name: 'admin-orders-add', path: '/#/admin/orders/add', title: 'Add order' },
  ];

  for (const { width, dark } of VARIANTS) {
    const theme = dark ? 'dark' : 'light';
    it(`shows every admin page at ${width} px, ${theme}, without console errors`, async () => {
      const { page, context, errors } = await adminPage({ width, dark });
      const overflows: string[] = [];
      for (const shot of pages()) {
        await page.goto(shot.path);
        await page.getByRole('heading', { level: 1, name: shot.title, exact: true }).waitFor();
        await settle(page);
        // Nothing wider than the screen: tables scroll inside their own box.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) overflows.push(`${shot.name} by ${overflow}px`);
        await screenshot(page, `${shot.name}-${width}-${theme}`);
      }
      expect(overflows).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
