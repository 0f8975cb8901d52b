/**
 * The category and brands pages show what docs/PRODUCT.md §2 says (a category's first 8
 * products, every brand but the first 4) and are no dead end: each offers the way to the rest.
 */
import type { Brand, Category } from '@electro/shared';
import { describe, expect } from 'vitest';
import { unexpectedErrors, it } from './browser';
import { apiCall } from './fixtures';

describe('ways on from the category and brands pages', () => {
  it('leads from a category of more than 8 products to all of them in the shop', async ({
    open,
  }) => {
    const { categories } = await apiCall<{ categories: Category[] }>({
      method: 'GET',
      path: '/categories',
    });
    const laptops = categories.find((category) => category.slug === 'laptops');
    expect(laptops).toBeDefined();
    const { totalProducts } = await apiCall<{ totalProducts: number }>({
      method: 'GET',
      path: '/products?category=laptops&limit=1',
    });
    expect(totalProducts).toBeGreaterThan(8);

    const { page, errors } = await open({ width: 1280 });
    await page.goto('/category/laptops');
    const seeAll = page.getByRole('link', { name: `See all ${totalProducts} in Laptops` });
    await seeAll.waitFor();
    expect(await page.locator('main ul > li article').count()).toBe(8);
    await seeAll.click();
    await expect.poll(() => page.url()).toMatch(/:\d+\/shop\?.*category=laptops/);
    await page
      .getByText(new RegExp(`\\b${totalProducts}\\b.*(products|results)`, 'i'))
      .first()
      .waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('leads from the brands page to every brand, the first four included', async ({ open }) => {
    const { brands } = await apiCall<{ brands: Brand[] }>({ method: 'GET', path: '/brands' });
    const first = brands[0];
    expect(first).toBeDefined();

    const { page, errors } = await open({ width: 390 });
    await page.goto('/brands');
    const seeAll = page.getByRole('link', { name: `See all ${brands.length} brands` });
    await seeAll.waitFor();
    expect(await page.getByRole('heading', { name: first!.name, exact: true }).count()).toBe(0);
    await seeAll.click();
    await page.getByRole('heading', { name: first!.name, exact: true }).waitFor();
    expect(await page.locator('main ul > li article').count()).toBe(brands.length);
    expect(await page.getByRole('link', { name: /^See all \d+ brands$/ }).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
