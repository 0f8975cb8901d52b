/**
 * A shop on a bad connection: Add to cart while offline fails with its toast instead of
 * spinning, and a page whose download failed once loads on the next visit once the connection
 * is back, after an error page that speaks plainly.
 */
import type { Product } from '@electro/shared';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, runsAt, toast, it } from './browser';
import { adminLogin, createCustomer, createProduct, uniqueTag } from './fixtures';

let product: Product;
beforeAll(async () => {
  ({ product } = await createProduct(await adminLogin(), {
    title: `Net ${uniqueTag()}`,
    price: 50,
    stock: 5,
  }));
});

// Each journey at one of the two widths (runsAt).
describe.each([390, 1280] as const)('on a bad connection at %i px', (width) => {
  if (runsAt(width, 390))
    it('fails Add to cart at once with the failure toast while offline', async ({ open }) => {
      const customer = await createCustomer();
      const { page, context } = await open({ width });
      await context.addCookies([{ name: 'AUTH_TOKEN', value: customer.token, url: baseUrl() }]);
      await page.goto(`/product/${product._id}`);
      const add = page.getByRole('button', { name: 'Add to cart', exact: true });
      await add.waitFor();
      // The toast code arrives at the shopper's first touch of the page (here a key), before the
      // connection drops.
      await page.keyboard.press('Shift');
      await page.locator('.Toastify').waitFor({ state: 'attached' });

      await context.setOffline(true);
      await add.click();
      await expect.poll(() => toast(page, 'Failed to add product.').isVisible()).toBe(true);
      await expect.poll(() => add.isEnabled()).toBe(true);

      // Back online, the same button works.
      await context.setOffline(false);
      await add.click();
      await expect.poll(() => toast(page, 'Success! Product added to cart').isVisible()).toBe(true);
    });

  if (runsAt(width, 1280))
    it('loads a page whose download failed once on the next visit', async ({ open }) => {
      const { page } = await open({ width });
      await page.goto('/');
      await page.waitForLoadState('networkidle');

      // The brands page's chunk cannot be fetched: the connection dropped.
      let failing = true;
      await page.route(/\/assets\/brands-page-[^/?]*\.js(?:\?.*)?$/, (route) =>
        failing ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.evaluate(() => {
        history.pushState(null, '', '/brands');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
      await page
        .getByText('This page could not be loaded. Check your connection and try again.')
        .waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/https?:|\.js|dynamically imported/);
      await page.getByRole('button', { name: 'Try again' }).waitFor();

      // The connection is back: the next visit loads the page, without a reload.
      failing = false;
      await page.evaluate(() => {
        history.pushState(null, '', '/');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.evaluate(() => {
        history.pushState(null, '', '/brands');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect
        .poll(() => page.getByRole('heading', { name: 'Unexpected Application Error!' }).count())
        .toBe(0);
      await expect.poll(() => page.title()).toMatch(/^Brands/);
    });
});
