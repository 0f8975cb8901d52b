/**
 * Issue 22 in the browser: a misspelt search still finds the demo catalogue's products, a
 * search that finds nothing offers the corrected one, and a synonym the admin adds works in the
 * shop at once.
 */
import type { ProductsResponse, SynonymsResponse } from '@electro/shared';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, toast, unexpectedErrors, addressOf, it } from './browser';
import { adminLogin, apiCall, uniqueTag } from './fixtures';

let adminToken = '';
beforeAll(async () => {
  adminToken = await adminLogin();
});

const list = (search: string) =>
  apiCall<ProductsResponse>({
    method: 'GET',
    path: `/products?${new URLSearchParams({ search, sort: 'relevance', limit: '8' }).toString()}`,
  });

describe('typo-tolerant search', { timeout: 90_000 }, () => {
  it('suggests the right products for a misspelt search in the header', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    for (const [typed, wanted] of [
      ['hedphones', /headphones/i],
      ['samsnug galaxy', /^galaxy/i],
      ['labtop', /laptop|book/i],
    ] as const) {
      await box.fill(typed);
      await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const { products } = await list(typed);
      expect(products.length).toBeGreaterThan(0);
      await expect
        .poll(() => options.allTextContents())
        .toEqual(products.map((product) => expect.stringContaining(product.title)));
      // The first suggestion is what the shopper meant.
      expect(products[0]?.title).toMatch(wanted);
    }
    expect(errors).toEqual([]);
  });

  it('offers "Did you mean" when a search finds nothing, and runs it', async ({ open }) => {
    const typed = 'hedfones';
    const answer = await list(typed);
    expect(answer.totalProducts).toBe(0);
    expect(answer.didYouMean).toBe('headphones');

    const { page, errors } = await open({ width: 390 });
    await page.goto(`/shop?search=${typed}`);
    await page
      .getByRole('heading', { level: 2, name: `No products found for “${typed}”` })
      .waitFor();
    const link = page.getByRole('link', { name: 'Did you mean headphones?' });
    // Keyboard: the link is reached and followed like any other.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => addressOf(page.url())).toContain('search=headphones');
    await page.locator('section[aria-label="Products"] article').first().waitFor();

    // The header offers it too, as an option the arrow keys reach.
    await page.goto('/');
    await page.setViewportSize({ width: 1280, height: 900 });
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill(typed);
    const option = page.getByRole('option', { name: 'Did you mean headphones?' });
    await option.waitFor({ timeout: 15_000 });
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect.poll(() => addressOf(page.url())).toContain('search=headphones');
    expect(errors).toEqual([]);
  });

  it('uses a synonym the admin adds at once', async ({ open }) => {
    const before = await apiCall<SynonymsResponse>({
      method: 'GET',
      path: '/admin/synonyms',
      token: adminToken,
    });
    // A word no product has, and no typo of one.
    const word = `qwfp${uniqueTag().replace(/[^a-z]/g, 'x')}`;
    try {
      const shopper = await open();
      await shopper.page.goto(`/shop?search=${word}`);
      await shopper.page
        .getByRole('heading', { level: 2, name: `No products found for “${word}”` })
        .waitFor();

      const admin = await open({ width: 1280, height: 900 });
      await admin.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
      await admin.page.goto('/admin');
      await admin.page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Search synonyms' })
        .click();
      await admin.page.getByRole('heading', { level: 1, name: 'Search synonyms' }).waitFor();
      await admin.page.getByRole('button', { name: 'Add group' }).click();
      const row = admin.page.getByRole('textbox', {
        name: `Group ${before.synonyms.length + 1}`,
      });
      await row.fill(word);
      await admin.page.getByRole('button', { name: 'Save' }).click();
      // One word is no group: said by the row, nothing saved.
      await admin.page.getByText('Each synonym group has 2 to 20 words.').waitFor();
      await row.fill(`${word}, headphones`);
      await admin.page.getByRole('button', { name: 'Save' }).click();
      await toast(admin.page, 'Search synonyms saved').waitFor();

      // The shopper's next search for the word finds the headphones.
      await shopper.page.reload();
      const cards = shopper.page.locator('section[aria-label="Products"] article h2');
      await cards.first().waitFor({ timeout: 15_000 });
      expect((await cards.allTextContents()).join(' | ')).toMatch(/headphones/i);

      expect(unexpectedErrors(admin.errors)).toEqual([]);
      expect(shopper.errors).toEqual([]);
    } finally {
      await apiCall({
        method: 'PUT',
        path: '/admin/synonyms',
        token: adminToken,
        body: { synonyms: before.synonyms },
      });
    }
  });
});
