import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

it('searches from the header: live results with thumbnails, the last search remembered', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('galaxy');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const titles = await options.allTextContents();
  for (const title of titles) expect(title.toLowerCase()).toContain('galaxy');
  expect(await options.first().locator('img').getAttribute('src')).toMatch(/\/uploads\/.+\.webp$/);

  // Keyboard: down selects the first result, Enter opens it.
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/product\/.+/);
  await page.getByRole('heading', { level: 1, name: titles[0]?.trim() }).waitFor();

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
  await context.close();
});
