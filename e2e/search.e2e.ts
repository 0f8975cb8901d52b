import type { ProductsResponse } from '@electro/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseUrl, addressOf, runsAt, it } from './browser';

it('searches from the header: live results with thumbnails, the last search remembered', async ({
  open,
}) => {
  const { page, errors } = await open();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('galaxy');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // In the API's order (relevance, as the box asks), each with its title.
  const { products: found } = await apiGet<ProductsResponse>('/products?search=galaxy&limit=8');
  const titles = found.map((product) => product.title);
  expect(await options.count()).toBe(titles.length);
  const texts = await options.allTextContents();
  titles.forEach((title, index) => {
    expect(title.toLowerCase()).toContain('galaxy');
    expect(texts[index]).toContain(title);
  });
  expect(await options.first().locator('img').getAttribute('src')).toMatch(/\/uploads\/.+\.webp$/);

  // Keyboard: down selects the first result, Enter opens it.
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect.poll(() => addressOf(page.url())).toMatch(/^\/product\/.+/);
  await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();

  // The last search comes back when the box is opened again after a reload.
  await page.reload();
  await page.getByRole('combobox', { name: 'Search products' }).click();
  await expect.poll(() => box.inputValue()).toBe('galaxy');

  // Clearable, and a term with no match says so.
  await page.getByRole('button', { name: 'Clear search' }).click();
  expect(await box.inputValue()).toBe('');
  await box.fill('zzqxv-no-such-device');
  await page.getByText('No products found').waitFor({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

/** '$1,299' or '$494.10', as the storefront writes prices. */
const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The header's search box: behind the menu on a phone. */
async function searchBox(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

/** Ids of the product cards on the shop page, in order. */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('section[aria-label="Products"] article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.split('/product/')[1] ?? ''));
}

const addressQuery = (page: Page) => new URLSearchParams(addressOf(page.url()).split('?')[1]);

for (const width of [390, 1280]) {
  describe(`at ${width} px`, () => {
    it('lists suggestions best first with their prices, and Enter opens the results', async ({
      open,
    }) => {
      // What the API ranks first for "pix": its six Pixels (the Pixel 7a among them).
      const suggested = await apiGet<ProductsResponse>('/products?search=pix&limit=8');
      const pixels = suggested.products.slice(0, 6).map((product) => product.title);
      expect(pixels.every((title) => title.startsWith('Pixel '))).toBe(true);
      expect(pixels).toContain('Pixel 7a');
      const results = await apiGet<ProductsResponse>('/products?search=pix&sort=relevance&limit=6');

      const { page, errors } = await open({ width, height: 900 });
      await page.goto('/');
      const box = await searchBox(page, width);
      await box.fill('pix');
      const listbox = page.getByRole('listbox', { name: 'Search results' });
      const options = listbox.getByRole('option');
      await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(suggested.products.length);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));

      // Each suggestion: its title and its price after discount, in the API's relevance order.
      const texts = await options.allTextContents();
      suggested.products.forEach((product, index) => {
        expect(texts[index]).toContain(product.title);
        expect(texts[index]).toContain(dollars(product.priceAfterDiscount));
      });

      // Arrows move the active option (wrapping), Escape closes the list.
      const active = () => box.getAttribute('aria-activedescendant');
      await box.press('ArrowDown');
      const first = await options.first().getAttribute('id');
      await expect.poll(active).toBe(first);
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      await box.press('ArrowUp');
      await expect.poll(active).toBe(await options.last().getAttribute('id'));
      await box.press('Escape');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      expect(await active()).toBeNull();

      // Enter with no suggestion picked: the shop lists the search, best matches first.
      await box.press('Enter');
      await expect.poll(() => addressOf(page.url()).split('?')[0]).toBe('/shop');
      expect(addressQuery(page).get('search')).toBe('pix');
      expect(addressQuery(page).get('sort')).toBe('relevance');
      await page.getByText('Results for').waitFor();
      await expect.poll(() => shownIds(page)).toEqual(results.products.map((p) => p._id));
      const shownTitles = await page
        .locator('section[aria-label="Products"] article h2')
        .allTextContents();
      expect(shownTitles.map((title) => title.trim())).toEqual(pixels);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance');

      expect(errors).toEqual([]);
    });

    // At one width (runsAt); the suggestions above, laid out by the header's width, at both.
    if (runsAt(width, 1280))
      it('returns from a product to where the second shop page was left', async ({ open }) => {
        const { page, errors } = await open({ width, height: 800 });
        await page.goto('/shop?page=2');
        const cards = page.locator('section[aria-label="Products"] article');
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(6);

        // Down to the last card, its title in the middle of the screen (clear of the sticky
        // header), far enough that the top of the page is out of sight.
        const last = cards.last();
        const link = last.locator('h2 a');
        const wanted = await link.evaluate(
          (anchor) => anchor.getBoundingClientRect().top + window.scrollY - 400,
        );
        expect(wanted).toBeGreaterThan(300);
        await page.evaluate((y) => window.scrollTo(0, y), wanted);
        await expect
          .poll(() => page.evaluate(() => Math.round(window.scrollY)))
          .toBe(Math.round(wanted));
        const title = (await last.locator('h2').textContent())?.trim() ?? '';

        // Where the page was when the click landed: Playwright's click scrolls the link again when
        // its first try is intercepted (about one run in six at 1280 px), and that is where the
        // page was left.
        await page.evaluate(() => {
          document.addEventListener(
            'click',
            () => sessionStorage.setItem('test:left-at', String(Math.round(window.scrollY))),
            { capture: true, once: true },
          );
        });
        // A new page opens at its top.
        await link.click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

        // Scrolled again, the link sits at the screen's bottom edge: still well below the top.
        const target = Number(await page.evaluate(() => sessionStorage.getItem('test:left-at')));
        expect(target).toBeGreaterThan(200);

        await page.goBack();
        await expect.poll(() => addressQuery(page).get('page')).toBe('2');
        await expect
          .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 20_000 })
          .toBe(target);
        expect(await last.locator('h2').textContent()).toBe(title);
        const box = await last.boundingBox();
        expect(box && box.y >= 0 && box.y < 800).toBe(true);

        expect(errors).toEqual([]);
      });
  });
}
