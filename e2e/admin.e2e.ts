/**
 * The admin area as the demo admin uses it: categories, brands and products with images, the
 * storefront showing the result, bulk and refused deletes, orders moved to delivered and seen
 * by their customer, an order placed for a customer, the guards, and screenshots of every admin
 * page. The dashboard's figures are in admin-figures.e2e.ts.
 */
import type { Brand, Category, Order, Product } from '@electro/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect } from 'vitest';
import {
  VARIANTS,
  baseUrl,
  navigate,
  settle,
  screenshot,
  toast,
  unexpectedErrors,
  addressOf,
  it,
  type Open,
} from './browser';
import {
  adminLogin,
  apiCall,
  createBrand,
  createCategory,
  createCustomer,
  createProduct,
  placeOrder,
  pngFile,
  uniqueTag,
} from './fixtures';

let adminToken = '';

const productById = async (id: string) =>
  (await apiCall<{ product: Product }>({ method: 'GET', path: `/products/${id}` })).product;

async function imageSize(url: string) {
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** A page signed in as the admin; `adminChunks` counts downloads of the admin chunk. */
async function adminPage(open: Open, options: { width?: number; dark?: boolean } = {}) {
  const tracked = await open({
    width: options.width ?? 1280,
    height: 900,
    dark: options.dark,
  });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  return tracked;
}

const address = (page: Page) => addressOf(page.url());

beforeAll(async () => {
  adminToken = await adminLogin();
});

describe('admin guard', () => {
  it('sends a guest and a customer who open /admin to /login, and neither downloads the admin chunk', async ({
    open,
  }) => {
    const customer = await createCustomer();
    for (const who of ['guest', 'customer'] as const) {
      const { page, context, errors } = await open();
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (/admin-routes/.test(request.url())) chunks.push(request.url());
      });
      if (who === 'customer') {
        await context.addCookies([{ name: 'AUTH_TOKEN', value: customer.token, url: baseUrl() }]);
      }
      const seen: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) seen.push(addressOf(frame.url()));
      });
      await page.goto('/admin/products');
      await expect.poll(() => seen.includes('/login') || address(page) === '/login').toBe(true);
      await page.waitForLoadState('networkidle');
      // They stay on /login (a customer may switch to an admin account there).
      expect(address(page)).toBe('/login');
      await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Products', exact: true }).count()).toBe(0);
      expect(chunks).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** Each journey makes its own data (e2e/fixtures.ts): none relies on another one's success. */
describe('admin journeys', () => {
  it('adds a category with an image, showing the name rules after touch', async ({ open }) => {
    const categoryName = `E2E Cat ${uniqueTag()}`;
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/categories/add');
    await page.getByRole('heading', { level: 1, name: 'Add Category' }).waitFor();
    const name = page.getByLabel('Category Name');
    expect(await name.getAttribute('placeholder')).toBe('Enter category name');
    const submit = page.getByRole('button', { name: 'Add', exact: true });
    expect(await submit.isDisabled()).toBe(true);

    await name.fill('ab');
    await name.blur();
    await page.getByText('Name must be at least 3 characters long').waitFor();
    await name.fill(categoryName);
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
    await expect.poll(() => address(page)).toBe('/admin/categories');
    await page.getByPlaceholder('Search by name').fill(categoryName.toUpperCase());
    await page.getByRole('cell', { name: categoryName, exact: true }).waitFor();

    const { categories } = await apiCall<{ categories: Category[] }>({
      method: 'GET',
      path: '/categories',
    });
    const created = categories.find((category) => category.name === categoryName);
    expect(created).toBeDefined();
    expect((await fetch(created?.image.secure_url ?? '')).ok).toBe(true);
    expect(errors).toEqual([]);
  });

  it('adds a brand, then edits its name without sending the image again', async ({ open }) => {
    const tag = uniqueTag();
    const brandName = `E2E Brand ${tag}`;
    const renamed = `E2E Brand2 ${tag}`;
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/brands/add');
    const name = page.getByLabel('Brand Name');
    expect(await name.getAttribute('placeholder')).toBe('Enter brand name');
    await name.fill(brandName);
    await page
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('brand.png', { width: 240, height: 120, color: '#b45309' }));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Brand added successfully').waitFor();
    await expect.poll(() => address(page)).toBe('/admin/brands');

    const { brands } = await apiCall<{ brands: Brand[] }>({ method: 'GET', path: '/brands' });
    const created = brands.find((brand) => brand.name === brandName);
    expect(created).toBeDefined();
    const brandId = created?._id ?? '';

    // Edit from the list's pencil: the form is filled and shows the saved image.
    await page.getByPlaceholder('Search by name').fill(brandName);
    await page.getByRole('link', { name: `Edit ${brandName}` }).click();
    await expect.poll(() => address(page)).toBe(`/admin/brands/${brandId}`);
    await expect.poll(() => page.getByLabel('Brand Name').inputValue()).toBe(brandName);
    const preview = page.getByRole('img', { name: 'Brand Image preview' });
    expect(await preview.getAttribute('src')).toBe(created?.image.secure_url);
    const update = page.getByRole('button', { name: 'Update', exact: true });
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel('Brand Name').fill(renamed);
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();
    await toast(page, 'Brand updated successfully').waitFor();
    await expect.poll(() => address(page)).toBe('/admin/brands');

    const { brand } = await apiCall<{ brand: Brand }>({
      method: 'GET',
      path: `/brands/${brandId}`,
    });
    expect(brand.name).toBe(renamed);
    expect(brand.image.public_id).toBe(created?.image.public_id);
    expect(errors).toEqual([]);
  });

  it('adds a product with a cover and two gallery images put in order from the keyboard', async ({
    open,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Phone ${tag}`;
    const category = await createCategory(adminToken, `E2E Cat ${tag}`);
    const brand = await createBrand(adminToken, `E2E Brand ${tag}`);
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/products/add');
    await page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
    const submit = page.getByRole('button', { name: 'Add Product' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('A phone made by the admin journey test.');
    await page.getByLabel('Price ($)').fill('123.45');
    await page.getByLabel('Stock').fill('5');
    await page.getByLabel('Discount (%)').fill('0');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: category.name });
    await page.getByLabel('Brand', { exact: true }).selectOption({ label: brand.name });
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
    await expect.poll(() => address(page)).toBe('/admin/products');
    await page.getByPlaceholder('Search by title').fill(title.toLowerCase());
    await page.getByText(title, { exact: true }).waitFor();

    const { products } = await apiCall<{ products: Product[] }>({
      method: 'GET',
      path: `/products?search=${encodeURIComponent(title)}`,
    });
    expect(products).toHaveLength(1);
    const [product] = products as [Product];
    expect(product.price).toBe(123.45);
    expect(product.stock).toBe(5);
    expect(product.category._id).toBe(category._id);
    expect(product.brand._id).toBe(brand._id);
    expect(product.images).toHaveLength(2);
    // The gallery keeps the order chosen: the tall image first.
    const first = await imageSize(product.images[0]?.secure_url ?? '');
    const second = await imageSize(product.images[1]?.secure_url ?? '');
    expect(first.height).toBeGreaterThan(first.width);
    expect(second.width).toBeGreaterThan(second.height);
    expect(errors).toEqual([]);
  });

  it('shows a new product in the storefront shop search and on its page', async ({ open }) => {
    const title = `E2E Phone ${uniqueTag()}`;
    const { product } = await createProduct(adminToken, { title, price: 123.45, stock: 5 });
    const { page, errors } = await open();
    await page.goto(`/shop?search=${encodeURIComponent(title)}`);
    const link = page.getByRole('link', { name: title });
    await link.first().waitFor();
    await link.first().click();
    await expect.poll(() => address(page)).toBe(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('$123.45').first().waitFor();
    expect(errors).toEqual([]);
  });

  it("edits a product's price and the storefront shows the new price", async ({ open }) => {
    const title = `E2E Phone ${uniqueTag()}`;
    const { product: created } = await createProduct(adminToken, {
      title,
      price: 123.45,
      stock: 5,
      galleryImages: 2,
    });
    const before = await productById(created._id);
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/products');
    await page.getByPlaceholder('Search by title').fill(title);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect.poll(() => address(page)).toBe(`/admin/products/${before._id}`);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(title);
    expect(await page.getByLabel('Price ($)').inputValue()).toBe('123.45');
    expect(
      await page.getByRole('list', { name: 'Gallery order' }).getByRole('listitem').count(),
    ).toBe(2);
    const update = page.getByRole('button', { name: 'Update Product' });
    expect(await update.isDisabled()).toBe(true);

    await page.getByLabel('Price ($)').fill('99.5');
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();
    await toast(page, 'Product updated successfully').waitFor();
    await expect.poll(() => address(page)).toBe('/admin/products');

    const after = await productById(before._id);
    expect(after.price).toBe(99.5);
    // The gallery was not touched, so it was not sent again.
    expect(after.images.map((image) => image.public_id)).toEqual(
      before.images.map((image) => image.public_id),
    );
    expect(after.imageCover.public_id).toBe(before.imageCover.public_id);

    const shop = await open();
    await shop.page.goto(`/product/${before._id}`);
    await shop.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await shop.page.getByText('$99.5').first().waitFor();
    expect(await shop.page.getByText('$123.45').count()).toBe(0);
    expect(shop.errors).toEqual([]);
    await shop.context.close();
    expect(errors).toEqual([]);
  });

  it('deletes two unused brands at once', async ({ open }) => {
    const tag = uniqueTag();
    const tmpBrands = [`E2E TmpA ${tag}`, `E2E TmpB ${tag}`];
    const kept = `E2E Keep ${tag}`;
    for (const name of [...tmpBrands, kept]) await createBrand(adminToken, name);
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/brands');
    const deleteSelected = page.getByRole('button', { name: /^Delete Selected/ });
    await page.getByPlaceholder('Search by name').fill(tag);
    await page.getByRole('cell', { name: tmpBrands[0], exact: true }).waitFor();
    expect(await deleteSelected.isDisabled()).toBe(true);
    for (const name of tmpBrands)
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await deleteSelected.click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 brands?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete Selected' }).click();
    await toast(page, '2 brands deleted successfully').waitFor();
    await expect
      .poll(() => page.getByRole('cell', { name: tmpBrands[0], exact: true }).count())
      .toBe(0);
    expect(await page.getByRole('cell', { name: kept, exact: true }).count()).toBe(1);

    const { brands } = await apiCall<{ brands: Brand[] }>({ method: 'GET', path: '/brands' });
    expect(brands.filter((brand) => tmpBrands.includes(brand.name))).toEqual([]);
    expect(brands.filter((brand) => brand.name === kept)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('refuses to delete a category that a product uses, and says why', async ({ open }) => {
    const { category } = await createProduct(adminToken, {
      title: `E2E Phone ${uniqueTag()}`,
      price: 10,
      stock: 1,
    });
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/categories');
    await page.getByPlaceholder('Search by name').fill(category.name);
    await page.getByRole('button', { name: `Delete ${category.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete category?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const report = page.getByRole('alert').filter({ hasText: 'could not be deleted' });
    await report.waitFor();
    expect(await report.textContent()).toContain(
      'This category cannot be deleted: 1 product still uses it.',
    );
    await toast(page, 'This category cannot be deleted').waitFor();
    expect(await page.getByRole('cell', { name: category.name, exact: true }).count()).toBe(1);
    expect(unexpectedErrors(errors, [409])).toEqual([]);
  });

  it("marks a customer's order delivered, and the customer sees it delivered", async ({ open }) => {
    const { product } = await createProduct(adminToken, {
      title: `E2E Phone ${uniqueTag()}`,
      price: 99.5,
      stock: 5,
    });
    const customer = await createCustomer();
    const order = await placeOrder(customer, product._id, 2);
    expect(order.totalOrderPrice).toBe(199);

    const admin = await adminPage(open);
    const { page, errors } = admin;
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill(customer.email);
    const row = page.locator('tbody tr').filter({ hasText: customer.email });
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row.textContent()).toContain('$199');
    expect(await row.textContent()).toContain('Not Delivered');
    expect(await row.textContent()).toContain('Not paid');
    expect(await row.textContent()).toContain(customer.name);
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

    const own = await open();
    await own.context.addCookies([{ name: 'AUTH_TOKEN', value: customer.token, url: baseUrl() }]);
    await own.page.goto('/profile/order');
    await own.page.getByText('Delivered', { exact: true }).first().waitFor();
    expect(own.errors).toEqual([]);
  });

  it('places an order for a customer, showing a stock refusal clearly first', async ({ open }) => {
    const title = `E2E Phone ${uniqueTag()}`;
    const { product } = await createProduct(adminToken, { title, price: 99.5, stock: 3 });
    const customer = await createCustomer();
    const { page, errors } = await adminPage(open);
    await page.goto('/admin/orders/add');
    await page.getByRole('heading', { level: 1, name: 'Add order' }).waitFor();
    const submit = page.getByRole('button', { name: 'Place order' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('Find a customer').fill(customer.email);
    await page.getByRole('radio', { name: new RegExp(customer.email) }).check();
    await page.getByLabel('Find a product').fill(title);
    await page.getByRole('button', { name: `Add ${title}` }).click();
    await page.getByLabel('City', { exact: true }).fill('Giza');
    await page.getByLabel('Street', { exact: true }).fill('Pyramids');
    // The customer's valid phone was filled in when they were picked.
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('01012345678');
    // 3 in stock, so 4 is refused on the form before the server is asked.
    const quantity = page.getByLabel('Quantity', { exact: true });
    await quantity.fill('4');
    await page.getByRole('alert').filter({ hasText: 'Only 3 in stock.' }).waitFor();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);

    // Stock sold meanwhile: the form still believes 3, so the server refuses 2 and says why.
    const form = new FormData();
    form.set('stock', '1');
    await apiCall({
      method: 'PUT',
      path: `/products/${product._id}`,
      token: adminToken,
      body: form,
    });
    await quantity.fill('2');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The order was not placed.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`Not enough stock for "${title}": only 1 left.`);
    expect(address(page)).toBe('/admin/orders/add');

    await page.getByLabel('Quantity', { exact: true }).fill('1');
    await submit.click();
    await toast(page, 'Order placed successfully').waitFor();
    await expect.poll(() => address(page)).toBe('/admin/orders');
    const { orders } = await apiCall<{ orders: Order[] }>({
      method: 'GET',
      path: '/orders',
      token: customer.token,
    });
    expect(orders.map((order) => order.totalOrderPrice)).toEqual([99.5]);
    expect((await productById(product._id)).stock).toBe(0);
    expect(unexpectedErrors(errors, [409])).toEqual([]);
  });

  it('deletes a product from the list after confirming', async ({ open }) => {
    const title = `E2E Gone ${uniqueTag()}`;
    const { product } = await createProduct(adminToken, { title, price: 10, stock: 1 });

    const { page, errors } = await adminPage(open);
    await page.goto('/admin/products');
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
  });

  it('opens the side menu section of the route, and is a drawer on a phone', async ({ open }) => {
    const desktop = await adminPage(open);
    await desktop.page.goto('/admin/brands');
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
    await expect.poll(() => address(desktop.page)).toBe('/admin/products/add');
    expect(await nav.getByRole('button', { name: 'Products' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await nav.getByRole('button', { name: 'Brands' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await desktop.page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await desktop.page.goto('/admin/ordersList');
    await desktop.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Orders' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // The top bar: the admin's name, a default picture, the theme switch and the way back.
    expect(await desktop.page.locator('header img').getAttribute('src')).toBeTruthy();
    await desktop.page.getByRole('switch', { name: 'Dark theme' }).click();
    expect(await desktop.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await desktop.page.getByRole('link', { name: 'Back to store' }).click();
    await expect.poll(() => address(desktop.page)).toBe('/');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    const phone = await adminPage(open, { width: 390 });
    await phone.page.goto('/admin/categories');
    await phone.page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    expect(await phone.page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    const openMenu = phone.page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const drawer = phone.page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.waitFor();
    expect(await openMenu.getAttribute('aria-expanded')).toBe('true');
    expect(
      await drawer.getByRole('button', { name: 'Categories' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await settle(phone.page);
    await screenshot(phone.page, 'admin-menu-390-light');
    await phone.page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await openMenu.click();
    await drawer.getByRole('button', { name: 'Orders' }).click();
    await drawer.getByRole('link', { name: 'Add order' }).click();
    await expect.poll(() => address(phone.page)).toBe('/admin/orders/add');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(phone.errors).toEqual([]);
  });
});

describe('admin pages at each width and theme', () => {
  const pages = (ids: { product: string; category: string; brand: string }) => [
    { name: 'admin-dashboard', path: '/admin', title: 'Dashboard' },
    { name: 'admin-products', path: '/admin/products', title: 'Products' },
    { name: 'admin-products-add', path: '/admin/products/add', title: 'Add Product' },
    {
      name: 'admin-product-edit',
      path: `/admin/products/${ids.product}`,
      title: 'Update Product',
    },
    { name: 'admin-categories', path: '/admin/categories', title: 'Categories' },
    { name: 'admin-categories-add', path: '/admin/categories/add', title: 'Add Category' },
    {
      name: 'admin-category-edit',
      path: `/admin/categories/${ids.category}`,
      title: 'Update Category',
    },
    { name: 'admin-brands', path: '/admin/brands', title: 'Brands' },
    { name: 'admin-brands-add', path: '/admin/brands/add', title: 'Add Brand' },
    { name: 'admin-brand-edit', path: `/admin/brands/${ids.brand}`, title: 'Update Brand' },
    { name: 'admin-orders', path: '/admin/orders', title: 'Orders' },
    { name: 'admin-orders-add', path: '/admin/orders/add', title: 'Add order' },
  ];

  for (const { width, dark } of VARIANTS) {
    const theme = dark ? 'dark' : 'light';
    it(`shows every admin page at ${width} px, ${theme}, without console errors`, async ({
      open,
    }) => {
      const { product, category, brand } = await createProduct(adminToken, {
        title: `E2E Phone ${uniqueTag()}`,
        price: 123.45,
        stock: 5,
        galleryImages: 2,
      });
      const ids = { product: product._id, category: category._id, brand: brand._id };
      const { page, errors } = await adminPage(open, { width, dark });
      const overflows: string[] = [];
      for (const [n, shot] of pages(ids).entries()) {
        if (n === 0) await page.goto(shot.path);
        else await navigate(page, shot.path);
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
    }, 120_000);
  }
});
