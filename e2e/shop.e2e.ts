import type { Product, ProductWithReviews, ProductsResponse } from '@electro/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import {
  VARIANTS,
  baseUrl,
  screenshot,
  scrollThrough,
  unexpectedErrors,
  variantName,
  addressOf,
  it,
} from './browser';
import { placeOrder } from './fixtures';

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new customer (unique email), signed in through the AUTH_TOKEN cookie the app reads. */
async function signInNewCustomer(
  context: BrowserContext,
): Promise<{ name: string; token: string }> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const name = 'Shopper';
  const email = `shop-${unique}@electro.test`;
  const password = 'Shopper123';
  await apiPost('/auth/register', {
    name,
    email,
    phone: '01012345678',
    address: '12 Nile Street, Cairo',
    password,
    confirmPassword: password,
  });
  const { token } = await apiPost<{ token: string }>('/auth/login', { email, password });
  await context.addCookies([{ name: 'AUTH_TOKEN', value: token, url: baseUrl() }]);
  return { name, token };
}

/** Ids of the product cards on the shop page, in order. */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('section[aria-label="Products"] article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.split('/product/')[1] ?? ''));
}

/** The ids the API gives for a query: what the page must show once it settled. */
async function expectedIds(query: string): Promise<string[]> {
  const { products } = await apiGet<ProductsResponse>(`/products?${query}`);
  return products.map((product) => product._id);
}

async function setRange(page: Page, label: string, value: number) {
  await page.getByLabel(label).evaluate((element, next) => {
    const input = element as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(next));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Scrolls through the page so lazy pictures load, then waits for them, for a full-page shot. */
async function settleForScreenshot(page: Page) {
  await scrollThrough(page);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

const addressQuery = (page: Page) => new URLSearchParams(addressOf(page.url()).split('?')[1]);

describe('shop page', () => {
  it('filters by category, brand and maximum price through the API and keeps it in the URL', async ({
    open,
  }) => {
    const filterQuery = 'brand=samsung&category=smartphones&maxPrice=1000';
    const expected = await expectedIds(`${filterQuery}&limit=6`);
    expect(expected.length).toBeGreaterThan(0);

    const { page, errors } = await open();
    await page.goto('/shop');
    await page.locator('section[aria-label="Products"] article').first().waitFor();
    expect(await page.locator('section[aria-label="Products"] article').count()).toBe(6);

    await page.getByRole('checkbox', { name: /^Smartphones/ }).check();
    await page.getByRole('checkbox', { name: /^Samsung/ }).check();
    await setRange(page, 'Maximum price', 1000);
    await expect.poll(() => page.getByLabel('Maximum price').inputValue()).toBe('1000');
    await page.getByRole('button', { name: 'Apply Filter' }).click();

    await expect.poll(() => addressQuery(page).get('category')).toBe('smartphones');
    expect(addressQuery(page).get('brand')).toBe('samsung');
    expect(addressQuery(page).get('maxPrice')).toBe('1000');
    await expect.poll(() => shownIds(page)).toEqual(expected);
    // Every card is what the filter asked for, by the product's own data.
    for (const id of await shownIds(page)) {
      const { product } = await apiGet<{ product: Product }>(`/products/${id}`);
      expect(product.category.slug).toBe('smartphones');
      expect(product.brand.slug).toBe('samsung');
      expect(product.priceAfterDiscount).toBeLessThanOrEqual(1000);
    }

    // A reload (or a shared link) shows the same filtered page with the sidebar filled in.
    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual(expected);
    await expect(page.getByRole('checkbox', { name: /^Smartphones/ }).isChecked()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('checkbox', { name: /^Samsung/ }).isChecked()).resolves.toBe(true);
    expect(await page.getByLabel('Maximum price').inputValue()).toBe('1000');

    // Clear goes back to the defaults: every product, no category, no brand, 0 to 2000.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => addressQuery(page).toString()).toBe('');
    await expect.poll(() => shownIds(page)).toEqual(await expectedIds('limit=6'));
    expect(await page.getByRole('checkbox', { name: /^Smartphones/ }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /^Samsung/ }).isChecked()).toBe(false);
    expect(await page.getByLabel('Maximum price').inputValue()).toBe('2000');
    const { totalProducts } = await apiGet<ProductsResponse>('/products?limit=1');
    await expect
      .poll(() => page.getByText(`of ${totalProducts} products`).count())
      .toBeGreaterThan(0);

    expect(errors).toEqual([]);
  });

  it('pages with numbered, accessible pagination and sorts through the API', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/shop');
    const first = await expectedIds('limit=6&page=1');
    const second = await expectedIds('limit=6&page=2');
    await expect.poll(() => shownIds(page)).toEqual(first);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(
      await pagination
        .getByRole('link', { name: 'Page 1', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => addressQuery(page).get('page')).toBe('2');
    await expect.poll(() => shownIds(page)).toEqual(second);
    expect(second.some((id) => first.includes(id))).toBe(false);
    expect(
      await pagination
        .getByRole('link', { name: 'Page 2', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');

    // Sorting starts again at page 1, in the API's order.
    await page.getByLabel('Sort by').selectOption('-price');
    await expect.poll(() => addressQuery(page).toString()).toBe('sort=-price');
    await expect.poll(() => shownIds(page)).toEqual(await expectedIds('sort=-price&limit=6'));

    // A search term from the address bar is applied and shown.
    await page.goto('/shop?search=galaxy');
    await page.getByText('Results for').waitFor();
    expect(await page.getByText('Results for').textContent()).toContain('galaxy');
    await expect.poll(() => shownIds(page)).toEqual(await expectedIds('search=galaxy&limit=6'));

    expect(errors).toEqual([]);
  });

  it("shows 'Products Not Found' when nothing matches", async ({ open }) => {
    expect(await expectedIds('category=laptops&maxPrice=50')).toEqual([]);
    const { page, errors } = await open();
    await page.goto('/shop');
    await page.getByRole('checkbox', { name: /^Laptops/ }).check();
    await setRange(page, 'Maximum price', 50);
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await page.getByRole('heading', { name: 'Products Not Found' }).waitFor();
    expect(addressQuery(page).get('maxPrice')).toBe('50');
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('toggles the filter sidebar on a phone and closes it after Apply', async ({ open }) => {
    const { page, errors } = await open({ width: 390, height: 844 });
    await page.goto('/shop');
    const toggle = page.getByRole('button', { name: 'Filters' });
    const form = page.getByRole('form', { name: 'Product filters' });
    await page.locator('section[aria-label="Products"] article').first().waitFor();
    expect(await form.isVisible()).toBe(false);
    await toggle.click();
    expect(await form.isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: /^Tablets/ }).check();
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect.poll(() => addressQuery(page).get('category')).toBe('tablets');
    expect(errors).toEqual([]);
  });

  for (const { width, dark } of VARIANTS) {
    const name = `shop-${variantName({ width, dark })}`;
    it(`shows ${name} without console errors`, async ({ open }) => {
      const { page, errors } = await open({ width, height: 900, dark });
      await page.goto('/shop');
      await page.locator('section[aria-label="Products"] article img').first().waitFor();
      await settleForScreenshot(page);
      await screenshot(page, name);
      expect(errors).toEqual([]);
    });
  }
});

describe('product page', () => {
  let product: Product;
  beforeAll(async () => {
    const { products } = await apiGet<ProductsResponse>('/products?limit=100');
    const candidate = products.find(
      (item) => item.images.length >= 2 && item.stock > 5 && item.discount > 1,
    );
    if (!candidate) throw new Error('the demo catalogue has no product with a gallery in stock');
    product = candidate;
  });

  it('shows the details, switches pictures and tabs, and turns guests away', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(await page.title()).toContain(product.title);
    await page.getByText(`-${product.discount}%`).first().waitFor();

    // Gallery: the main picture is the cover (loaded eagerly); thumbnails switch it.
    const main = page.locator('img[fetchpriority="high"]');
    expect(await main.getAttribute('src')).toBe(product.imageCover.secure_url);
    expect(await main.getAttribute('loading')).toBe('eager');
    const thumbs = page.getByRole('list', { name: 'Product pictures' }).getByRole('button');
    expect(await thumbs.count()).toBe(product.images.length + 1);
    expect(await thumbs.first().locator('img').getAttribute('loading')).toBe('lazy');
    await thumbs.nth(1).click();
    await expect.poll(() => main.getAttribute('src')).toBe(product.images[0]?.secure_url);
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    await thumbs.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => main.getAttribute('src')).toBe(product.images[1]?.secure_url);

    // Tabs: click, then arrow keys, Home and End.
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Description',
      `Reviews (${product.rateNum})`,
      'Shipping & Returns',
      'FAQ',
    ]);
    await tabs.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByRole('tabpanel', { name: 'FAQ' }).getByText('FAQ content...').waitFor();
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() =>
        tabs.getByRole('tab', { name: 'Shipping & Returns' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    const shipping = page.getByRole('tabpanel', { name: 'Shipping & Returns' });
    expect(await shipping.textContent()).toContain('14 days');
    expect(await shipping.textContent()).toContain('original packaging');
    await page.keyboard.press('Home');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Description');
    await page.keyboard.press('End');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected'))
      .toBe('true');

    // A guest may not buy or review.
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByText('You need to be logged in').first().waitFor();
    await tabs.getByRole('tab', { name: /^Reviews/ }).click();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Your review').fill('Looks good to me');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('You Must be logged in').waitFor();

    // Related products: the same category, never this product, at most 4.
    const related = page.locator('section[aria-labelledby="related-products-heading"] article');
    // They load as the shopper scrolls near them.
    await page.locator('#related-products-heading').scrollIntoViewIfNeeded();
    await related.first().waitFor();
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(4);
    const relatedHrefs = await related
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(relatedHrefs).not.toContain(`/product/${product._id}`);

    expect(errors).toEqual([]);
  });

  it('lets a customer add to cart, toggle the wishlist and review once', async ({ open }) => {
    const { page, context, errors } = await open();
    const { name, token } = await signInNewCustomer(context);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();

    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByText('Success! Product added to cart').waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    const heart = page.getByRole('button', { name: 'Add to wishlist', exact: true });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();

    // A review needs an order of the product (decision 075): the cart is ordered here.
    await placeOrder({ token }, product._id, 1);

    // The form reports the §5 messages and keeps submit disabled while invalid.
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const submit = page.getByRole('button', { name: 'Submit review' });
    const comment = page.getByLabel('Your review');
    expect(await submit.isDisabled()).toBe(true);
    await comment.fill('ok');
    await comment.blur();
    await page.getByText('Comment must be at least 3 characters long').waitFor();
    await page.getByText('Rating is required').waitFor();
    await comment.fill('');
    await page.getByText('Comment is required').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    const before = (await apiGet<{ product: ProductWithReviews }>(`/products/${product._id}`))
      .product;
    const countLabel = (n: number) => `(${n} ${n === 1 ? 'review' : 'reviews'})`;
    await page.getByText(countLabel(before.rateNum)).waitFor();
    const text = `Solid build and a bright screen ${Date.now()}`;
    await page.getByRole('radio', { name: '5 stars' }).check();
    await comment.fill(text);
    await submit.click();
    await page.getByText('Reviews added successfully').waitFor();
    await page.getByText(countLabel(before.rateNum + 1)).waitFor();
    await page.getByRole('tab', { name: `Reviews (${before.rateNum + 1})` }).waitFor();
    const list = page.getByRole('tabpanel', { name: /^Reviews/ });
    await list.getByText(text).waitFor();
    expect(await list.locator('li', { hasText: text }).textContent()).toContain(name);
    // The form gives way to the review (issue 21, item 11): no second try to be refused.
    await page.getByText('Thanks for your review').waitFor();
    expect(await page.getByRole('form', { name: 'Add a review' }).count()).toBe(0);
    const after = (await apiGet<{ product: ProductWithReviews }>(`/products/${product._id}`))
      .product;
    expect(after.rateNum).toBe(before.rateNum + 1);
    await page.getByText(after.rateAvg.toFixed(1), { exact: true }).first().waitFor();

    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows a not-found state with a way back to the shop', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/product/no-such-product');
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    expect(unexpectedErrors(errors, [404])).toEqual([]);
  });

  it('leaves Shipping & Returns out on a phone', async ({ open }) => {
    const { page, errors } = await open({ width: 390, height: 844 });
    await page.goto(`/product/${product._id}`);
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Description',
      expect.stringMatching(/^Reviews \(\d+\)$/),
      'FAQ',
    ]);
    expect(errors).toEqual([]);
  });

  for (const { width, dark } of VARIANTS) {
    const name = `product-${variantName({ width, dark })}`;
    it(`shows ${name} without console errors`, async ({ open }) => {
      const { page, errors } = await open({ width, height: 900, dark });
      await page.goto(`/product/${product._id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('tab', { name: /^Reviews/ }).click();
      await page.locator('#related-products-heading').scrollIntoViewIfNeeded();
      await page
        .locator('section[aria-labelledby="related-products-heading"] article')
        .first()
        .waitFor();
      await settleForScreenshot(page);
      await screenshot(page, name);
      expect(errors).toEqual([]);
    });
  }
});
