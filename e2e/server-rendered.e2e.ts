/**
 * The public pages rendered on the server (decisions 101 and 103): a product page's HTML, read
 * without running any script, holds the product's name in an <h1>, its price and its picture;
 * the shop's, a category's and a brand's their first products as links; in the browser React
 * takes that markup over without a hydration error or warning, and the page does not ask the
 * API again for the data its HTML carried.
 */
import { formatPrice, type Brand, type Category, type Product } from '@electro/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, it, unexpectedErrors } from './browser';
import { adminLogin, apiCall, createCustomer, createProduct, uniqueTag } from './fixtures';

let product: Product;
let category: Category;
let brand: Brand;

beforeAll(async () => {
  const token = await adminLogin();
  ({ product, category, brand } = await createProduct(token, {
    title: `Rendered Phone ${uniqueTag()}`,
    price: 432.5,
    stock: 4,
  }));
});

/** The content of #root in the HTML as sent. */
async function rootHtml(path: string): Promise<{ status: number; root: string; html: string }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  return { status: res.status, root: html.slice(start, end), html };
}

describe('a product page rendered on the server', () => {
  it('keeps an Add to cart tapped before its script has run, and adds the product once then', async ({
    open,
  }) => {
    const customer = await createCustomer();
    const { page, context, errors } = await open({ width: 390 });
    await context.addCookies([{ name: 'AUTH_TOKEN', value: customer.token, url: baseUrl() }]);
    // A phone still downloading the script: the page's modules wait until released.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The frame's own goto: the page's waits for the page to be interactive (browser.ts).
    await page.mainFrame().goto(`/product/${product._id}`, { waitUntil: 'domcontentloaded' });
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.click();
    await add.click();
    expect(await page.locator('body[data-interactive]').count()).toBe(0);
    const cart = () =>
      apiCall<{ cart: { products: Array<{ quantity: number }> } }>({
        method: 'GET',
        path: '/cart',
        token: customer.token,
      });
    expect((await cart()).cart.products).toEqual([]);

    release();
    await page.locator('body[data-interactive]').waitFor({ state: 'attached' });
    // The two taps were one Add to cart, made once React handled the page.
    await expect
      .poll(async () => (await cart()).cart.products.map((line) => line.quantity))
      .toEqual([1]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("sends the product's name, price, picture and breadcrumbs in its HTML", async () => {
    const { status, root, html } = await rootHtml(`/product/${product._id}`);
    expect(status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>Rendered Phone [0-9a-f]{8}<\/h1>/);
    expect(root).toContain(product.title);
    expect(root).toContain(formatPrice(432.5, 'USD'));
    expect(root).toContain('Only 4 left in stock');
    expect(root).toMatch(new RegExp(`<img[^>]*alt="${product.title}[^"]*"`));
    expect(root).toContain('aria-label="Breadcrumb"');
    // Its data travels with it, and nothing in it is a script the browser would run.
    expect(html).toMatch(
      /<script type="application\/json" id="electro-state" data-location="[^"]*">/,
    );
    expect(root).not.toMatch(/<script/);
  });

  it('hydrates without a hydration warning and without fetching the product again', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 390 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const productPath = `/api/v1/products/${product._id}`;
    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(productPath)) {
        productRequests.push(request.url());
      }
    });

    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    // React has taken the markup over: a tab answers a click only once it has.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
    const reviewsTab = page.getByRole('tab', { name: /Reviews/ });
    await reviewsTab.click();
    await expect.poll(() => reviewsTab.getAttribute('aria-selected')).toBe('true');
    await page.waitForLoadState('networkidle');

    expect(productRequests).toEqual([]);
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

/** Records the API requests a page makes and the console's hydration warnings. */
function watch(page: Page) {
  const apiRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return { apiRequests, warnings };
}

/** Waits until React has taken the page over and the network is quiet. */
async function hydrated(page: Page) {
  await page.locator('body[data-interactive]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

describe('the listing pages rendered on the server', () => {
  const listings = () => [
    { path: `/shop?category=${category.slug}`, heading: 'Shop' },
    { path: `/category/${category.slug}`, heading: category.name },
    { path: `/brand/${brand.slug}`, heading: brand.name },
  ];

  it('send their heading, breadcrumbs and first products as links, with price and picture', async () => {
    for (const { path, heading } of listings()) {
      const { status, root } = await rootHtml(path);
      expect(status, path).toBe(200);
      expect(root, path).toContain(`>${heading}</h1>`);
      expect(root, path).toMatch(new RegExp(`<a[^>]*href="/product/${product._id}"`));
      expect(root, path).toContain(product.title);
      expect(root, path).toContain(formatPrice(432.5, 'USD'));
      // The card's picture, at its thumbnail's size; its alt is empty on purpose: the picture's
      // link repeats the title's and is hidden from screen readers (components/product-card.tsx).
      expect(root, path).toMatch(/<img[^>]*src="[^"]*\/uploads\/w400\/products\/[^"]+"/);
      if (!path.startsWith('/shop')) expect(root, path).toContain('aria-label="Breadcrumb"');
      expect(root, path).not.toMatch(/<script/);
    }
    expect((await rootHtml('/brand/no-such-brand')).status).toBe(404);
  });

  it('hydrate without a warning and without fetching their products again', async ({ open }) => {
    const { page, errors } = await open({ width: 390 });
    const { apiRequests, warnings } = watch(page);
    for (const { path, heading } of listings()) {
      apiRequests.length = 0;
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await hydrated(page);
      const card = page.getByRole('link', { name: new RegExp(product.title) }).first();
      await card.waitFor();
      expect(
        apiRequests.filter((url) => url.startsWith('/api/v1/products')),
        path,
      ).toEqual([]);
      expect(
        apiRequests.filter((url) => /\/(?:categories|brands)\//.test(url)),
        path,
      ).toEqual([]);
    }
    // A click right after hydration is React's: the card opens its product in the app.
    await page
      .getByRole('link', { name: new RegExp(product.title) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('the brands page and a product lead to the brand page', async ({ open }) => {
    const { page, errors } = await open({ width: 1280 });
    await page.goto(`/product/${product._id}`);
    await page.getByRole('link', { name: brand.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: brand.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/brand/${brand.slug}`);
    expect(await page.title()).toBe(`${brand.name} | Electro`);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('the home and About pages rendered on the server', () => {
  it('send their content and hydrate without a warning or a second fetch', async ({ open }) => {
    const home = await rootHtml('/');
    expect(home.status).toBe(200);
    const { categories } = (await (await fetch(`${baseUrl()}/api/v1/categories`)).json()) as {
      categories: Category[];
    };
    expect(home.root).toContain(`>${categories[0]?.name ?? ''}<`);
    const { page, errors } = await open({ width: 390 });
    const { apiRequests, warnings } = watch(page);
    await page.goto('/');
    await hydrated(page);
    expect(apiRequests.filter((url) => url === '/api/v1/categories')).toEqual([]);

    const about = await rootHtml('/about');
    expect(about.status).toBe(200);
    expect(about.root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    apiRequests.length = 0;
    await page.goto('/about');
    await hydrated(page);
    expect(apiRequests.filter((url) => url.startsWith('/api/v1/pages/'))).toEqual([]);
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
