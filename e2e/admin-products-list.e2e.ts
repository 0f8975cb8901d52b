/**
 * The admin's products list keeps its page and page size in the address (a reload or Back
 * returns to them, as its filters do) and refuses a low-stock threshold out of range, saying so.
 */
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, unexpectedErrors, addressOf, it } from './browser';
import { adminLogin } from './fixtures';

let adminToken = '';
beforeAll(async () => {
  adminToken = await adminLogin();
});

const address = (url: string) => addressOf(url);

describe('the admin products list', () => {
  it('keeps its page and page size across a reload', async ({ open }) => {
    const { page, context, errors } = await open({ width: 1280, height: 900 });
    await context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
    page.setDefaultTimeout(15_000);
    await page.goto('/admin/products');
    const rows = page.locator('table:has(> caption:text-is("Products")) > tbody > tr');
    await expect.poll(() => rows.count()).toBe(5);
    await page.getByLabel('Show', { exact: true }).selectOption('15');
    await expect.poll(() => rows.count()).toBe(15);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => address(page.url())).toBe('/admin/products?limit=15&page=2');
    // The Id column numbers the rows across pages: page 2 of 15 starts at 16.
    await expect.poll(() => rows.first().innerText()).toMatch(/^\s*16\s/);

    await page.reload();
    await expect.poll(() => rows.count()).toBe(15);
    expect(await page.getByLabel('Show', { exact: true }).inputValue()).toBe('15');
    await expect.poll(() => rows.first().innerText()).toMatch(/^\s*16\s/);
    expect(
      await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('says a low-stock threshold below 1 is not taken, and keeps the last good one', async ({
    open,
  }) => {
    const { page, context, errors } = await open({ width: 390, height: 900 });
    await context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
    page.setDefaultTimeout(15_000);
    await page.goto('/admin/products?stock=low');
    const field = page.getByLabel('Low stock at or under');
    const before = await field.inputValue();
    await field.fill('-3');
    await page.getByText(/^Enter a whole number from 1 to \d+\.$/).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('option', { name: /^Low stock \(1 to/ }).innerText()).toBe(
      `Low stock (1 to ${before})`,
    );
    await field.blur();
    expect(await field.inputValue()).toBe(before);
    expect(await page.getByText(/^Enter a whole number from 1/).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
