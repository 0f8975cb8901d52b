import type { ProductFacets, ProductsResponse } from '@electro/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseUrl, addressOf, it } from './browser';

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const facetsFor = async (query = '') =>
  (await apiGet<{ facets: ProductFacets }>(`/products/facets?${query}`)).facets;

const totalFor = async (query: string) =>
  (await apiGet<ProductsResponse>(`/products?limit=1&${query}`)).totalProducts;

const addressQuery = (page: Page) => new URLSearchParams(addressOf(page.url()).split('?')[1]);

const filters = (page: Page) => page.getByRole('form', { name: 'Product filters' });

/** On a phone the sidebar is behind its toggle; on a desktop it is always there. */
async function showFilters(page: Page, width: number) {
  if (width < 992 && !(await filters(page).isVisible())) {
    await page.getByRole('button', { name: 'Filters' }).click();
  }
  await filters(page).waitFor();
}

/** Every option of a group, expanded, as slug -> the count its label shows (null: none). */
async function shownCounts(page: Page, legend: string): Promise<Record<string, number | null>> {
  const group = filters(page).getByRole('group', { name: legend });
  const more = group.getByRole('button', { name: /^Show all/ });
  if (await more.count()) await more.click();
  return group.getByRole('checkbox').evaluateAll((inputs) =>
    Object.fromEntries(
      inputs.map((input) => {
        const text = (input as HTMLInputElement).labels?.[0]?.textContent ?? '';
        const match = /(\d+) products?\)$/.exec(text.trim());
        return [(input as HTMLInputElement).value, match ? Number(match[1]) : null];
      }),
    ),
  );
}

const countsOf = (entries: ProductFacets['categories']) =>
  Object.fromEntries(entries.map((entry) => [entry.slug, entry.count]));

/** "Showing 1–6 of 42 products" over the list: the number of products the list holds. */
async function listTotal(page: Page): Promise<number | undefined> {
  const text = (await page.getByText(/^Showing \d+–\d+ of \d+ products?$/).textContent()) ?? '';
  const match = / of (\d+) /.exec(text);
  return match ? Number(match[1]) : undefined;
}

describe('shop filter counts', () => {
  for (const width of [390, 1280]) {
    it(`counts each category and brand with the other filters, and lists only stock on request (${width} px)`, async ({
      open,
    }) => {
      const [all, sony, sonyInStock] = await Promise.all([
        facetsFor(),
        facetsFor('brand=sony'),
        facetsFor('brand=sony&inStock=true'),
      ]);
      // The demo catalogue makes these differ; without that the test would prove nothing.
      expect(countsOf(sony.categories)).not.toEqual(countsOf(all.categories));
      const emptyWithSony = sony.categories.find((entry) => entry.count === 0);
      expect(emptyWithSony).toBeDefined();
      const [sonyTotal, sonyStockTotal] = await Promise.all([
        totalFor('brand=sony'),
        totalFor('brand=sony&inStock=true'),
      ]);
      expect(sonyStockTotal).toBeLessThan(sonyTotal);

      const { page, errors } = await open({ width, height: 900 });
      await page.goto('/shop');
      await page.locator('section[aria-label="Products"] article').first().waitFor();
      await showFilters(page, width);

      // Before any filter: every category and brand with its count in the whole catalogue.
      await expect.poll(() => shownCounts(page, 'Category')).toEqual(countsOf(all.categories));
      expect(await shownCounts(page, 'Brand')).toEqual(countsOf(all.brands));
      await filters(page).getByText(`${all.total} products match these filters`).waitFor();

      // Sony ticked: the categories count Sony's products; the brands still count every brand
      // (a second brand shows what it would add), and a category Sony has none of is disabled.
      await filters(page).getByRole('checkbox', { name: /^Sony/ }).check();
      await expect.poll(() => shownCounts(page, 'Category')).toEqual(countsOf(sony.categories));
      expect(await shownCounts(page, 'Brand')).toEqual(countsOf(sony.brands));
      const empty = filters(page).locator(`input[value="${emptyWithSony?.slug}"]`);
      expect(await empty.getAttribute('aria-disabled')).toBe('true');
      const reason = await empty.evaluate(
        (input) =>
          document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
      );
      expect(reason).toBe('No products match this with the other filters');
      await empty.click({ force: true });
      expect(await empty.isChecked()).toBe(false);
      await filters(page).getByText(`${sony.total} products match these filters`).waitFor();

      await filters(page).getByRole('button', { name: 'Apply Filter' }).click();
      await expect.poll(() => addressQuery(page).get('brand')).toBe('sony');
      await expect.poll(() => listTotal(page)).toBe(sonyTotal);

      // In stock only: counted before Apply, then in the address bar and the list's total.
      await showFilters(page, width);
      const inStock = filters(page).getByRole('checkbox', { name: /^In stock only/ });
      await expect
        .poll(() =>
          inStock.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
        )
        .toMatch(new RegExp(`\\(${sony.inStock} products?\\)$`));
      await inStock.check();
      await expect
        .poll(() => shownCounts(page, 'Category'))
        .toEqual(countsOf(sonyInStock.categories));
      await filters(page).getByRole('button', { name: 'Apply Filter' }).click();
      await expect.poll(() => addressQuery(page).get('inStock')).toBe('true');
      await expect.poll(() => listTotal(page)).toBe(sonyStockTotal);

      // A reload reads it back from the address bar.
      await page.reload();
      await showFilters(page, width);
      expect(
        await filters(page)
          .getByRole('checkbox', { name: /^In stock only/ })
          .isChecked(),
      ).toBe(true);
      await expect.poll(() => listTotal(page)).toBe(sonyStockTotal);

      expect(errors).toEqual([]);
    });
  }

  it('keeps the filters working without counts when the counts fail', async ({ open }) => {
    const { page, errors } = await open();
    await page.route('**/api/v1/products/facets**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Service Unavailable' }),
      }),
    );
    await page.goto('/shop');
    await filters(page)
      .getByText('Product counts are unavailable; the filters still work.')
      .waitFor({ timeout: 20_000 });
    expect(Object.values(await shownCounts(page, 'Category')).every((n) => n === null)).toBe(true);
    await filters(page).getByRole('checkbox', { name: /^Sony/ }).check();
    await filters(page).getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => addressQuery(page).get('brand')).toBe('sony');
    await expect.poll(() => listTotal(page)).toBe(await totalFor('brand=sony'));
    // The failed answers are the only errors: the page itself raised none.
    expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
  });
});
