/**
 * Every admin list fits its box or shows its rows as cards, at the widths where the sidebar
 * leaves a table less room than its columns need: at 1280 px the orders' Actions column was cut
 * off, and at 768 price, status, address, user and actions sat behind a sideways scroll that
 * did not show.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, navigate, renderedFrames, unexpectedErrors, it } from './browser';
import { adminLogin, createCustomer, createProduct, placeOrder, uniqueTag } from './fixtures';

let adminToken = '';
beforeAll(async () => {
  adminToken = await adminLogin();
  // At least one order, customer and product, whatever ran before.
  const customer = await createCustomer();
  const { product } = await createProduct(adminToken, {
    title: `Fit ${uniqueTag()}`,
    price: 50,
    stock: 5,
  });
  await placeOrder(customer, product._id, 1);
});

const SCREENS = [
  { path: '/admin', name: 'Recent orders' },
  { path: '/admin/orders', name: 'Orders' },
  { path: '/admin/products', name: 'Products' },
  { path: '/admin/categories', name: 'Categories' },
  { path: '/admin/brands', name: 'Brands' },
  { path: '/admin/customers', name: 'Customers' },
  { path: '/admin/reviews', name: 'Reviews' },
  { path: '/admin/pages', name: 'Pages' },
];

/** Each table on the page, as wide as its box needs against the box it has. */
const tableOverflow = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.getBoundingClientRect().width > 0)
      .map((table) => {
        const box = table.parentElement as HTMLElement;
        return {
          caption: table.caption?.textContent ?? '',
          needs: box.scrollWidth,
          has: box.clientWidth,
        };
      }),
  );

const WIDTHS = [768, 1024, 1280] as const;

describe('admin lists', () => {
  // Each screen loads once at the narrowest width and is then widened, as an owner widens a
  // window: the layout follows the width (media and container queries), and one load a screen
  // instead of three took this file from 26 s to 10 s.
  it(`fit their box, or show their rows as cards, at ${WIDTHS.join(', ')} px`, async ({ open }) => {
    const { page, context, errors } = await open({ width: WIDTHS[0], height: 900 });
    await context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
    page.setDefaultTimeout(15_000);
    for (const [n, screen] of SCREENS.entries()) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      if (n === 0) await page.goto(screen.path);
      else await navigate(page, screen.path);
      // The list as a table (its caption) or as cards (a list of that name), with its rows.
      await page
        .locator(`table:has(> caption:text-is("${screen.name}")), ul[aria-label="${screen.name}"]`)
        .first()
        .waitFor();
      await expect
        .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 })
        .toBe(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await renderedFrames(page);
        for (const { caption, needs, has } of await tableOverflow(page)) {
          expect(needs, `${screen.path} ${caption} at ${width} px`).toBeLessThanOrEqual(has + 1);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${screen.path} scrolls sideways at ${width} px`,
        ).toBeLessThanOrEqual(width);
        // The orders' actions are on screen, in the table or on the cards.
        if (screen.path === '/admin/orders') {
          const action = page.getByRole('button', { name: 'Cancel order' }).first();
          await action.waitFor();
          const box = await action.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x + box!.width, `the first Cancel order at ${width} px`).toBeLessThanOrEqual(
            width,
          );
        }
      }
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
