/**
 * The shop floor at the widths people use: the header at every width from a phone to a wide
 * screen, signed in and out; the admin lists as cards on a phone; the add-order stock check; the
 * product gallery saved without sending its images again; and the question before a changed
 * form is left.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@electro/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import {
  SCREENSHOTS,
  VARIANTS,
  variantName,
  toast,
  WRITING_SCREENSHOTS,
  baseUrl,
  renderedFrames,
  screenshot,
  unexpectedErrors,
  addressOf,
  it,
  type Open,
} from './browser';
import { adminLogin, apiCall, createCustomer, createProduct, uniqueTag } from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

async function pageAs(
  open: Open,
  who: 'guest' | 'admin',
  options: { width: number; dark?: boolean },
) {
  const tracked = await open({
    width: options.width,
    height: 900,
    dark: options.dark,
  });
  if (who === 'admin') {
    await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  }
  return tracked;
}

/** A picture of one part of the page for the screenshot bench (E2E_SCREENSHOTS=1). */
async function partScreenshot(page: Page, selector: string, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page
    .locator(selector)
    .first()
    .screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every element of the header row that reaches past the window, or wraps onto two lines. */
const headerProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    for (const element of header.querySelectorAll<HTMLElement>('a, button, input')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('[hidden]')) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) problems.push(`${name} outside`);
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
      if (element.tagName === 'A' && box.height > lineHeight * 1.9 + 16) {
        problems.push(`${name} wraps`);
      }
      for (const span of element.querySelectorAll<HTMLElement>('span')) {
        // Not the visually hidden text (1 px wide by design) nor what is not shown.
        const shown = span.clientWidth > 1 && getComputedStyle(span).display !== 'none';
        if (shown && span.scrollWidth > span.clientWidth + 1) {
          problems.push(`${name} clipped`);
        }
      }
    }
    return problems;
  });

const WIDTHS = [320, 390, 768, 820, 900, 1024, 1280, 1440];

describe('store header', () => {
  for (const who of ['guest', 'admin'] as const) {
    it(`fits every width from 320 to 1440 px without a sideways scroll (${who})`, async ({
      open,
    }) => {
      const { page, errors } = await pageAs(open, who, { width: 1280 });
      await page.goto('/');
      await page.locator('header').waitFor();
      if (who === 'admin') {
        await page.getByRole('button', { name: /Account menu: Admin/ }).waitFor();
      }
      const seen: Array<{ width: number; overflow: number; problems: string[] }> = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await renderedFrames(page);
        const problems = await headerProblems(page);
        const search = page.locator('#search-desktop');
        if (await search.isVisible()) {
          // Room for a few words: "wireless headphones".
          const box = await search.boundingBox();
          if ((box?.width ?? 0) < 200) problems.push(`search ${box?.width ?? 0} px wide`);
        }
        // At 320 px the footer's row of payment badges is still too wide: the header alone is
        // held to the window there.
        const overflow =
          width === 320
            ? await page.evaluate(
                () => document.querySelector('header')!.scrollWidth - window.innerWidth,
              )
            : await sidewaysOverflow(page);
        seen.push({ width, overflow: Math.max(overflow, 0), problems });
        if (WRITING_SCREENSHOTS && [768, 820, 900].includes(width)) {
          for (const dark of [false, true]) {
            await page.evaluate((isDark) => {
              document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
            }, dark);
            await partScreenshot(
              page,
              'header',
              `header-${who}-${width}-${dark ? 'dark' : 'light'}`,
            );
          }
          await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
        }
      }
      expect(seen).toEqual(WIDTHS.map((width) => ({ width, overflow: 0, problems: [] })));
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  }
});

const address = (page: Page) => addressOf(page.url());

const productById = async (id: string) =>
  (await apiCall<{ product: Product }>({ method: 'GET', path: `/products/${id}` })).product;

/** Whether the element is wholly inside the window, with no sideways scroll needed to reach it. */
const inWindow = (page: Page, selector: ReturnType<Page['locator']>) =>
  selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
  });

describe('admin lists', () => {
  for (const variant of VARIANTS) {
    const { width, dark } = variant;
    it(`show price, stock and the actions of each product at ${width} px`, async ({ open }) => {
      const title = `E2E Card ${uniqueTag()}`;
      await createProduct(adminToken, { title, price: 321.5, stock: 7 });
      const { page, errors } = await pageAs(open, 'admin', { width, dark });
      await page.goto('/admin/products');
      await page.getByPlaceholder('Search by title').fill(title);
      // The list before the search holds the new product too: measure the searched one, once
      // its rows have replaced the others.
      await page.getByText('1–1 of 1', { exact: true }).waitFor();
      const edit = page.getByRole('link', { name: `Edit ${title}` });
      await edit.waitFor();
      const remove = page.getByRole('button', { name: `Delete ${title}` });
      const select = page.getByRole('checkbox', { name: `Select ${title}` });
      if (width < 768) {
        const card = page.locator('li', { has: edit });
        const text = (await card.textContent()) ?? '';
        expect(text).toContain('Price');
        expect(text).toContain('321.5');
        expect(text).toContain('7 in stock');
        expect(await page.getByRole('table').count()).toBe(0);
      } else {
        await page.getByRole('table', { name: 'Products' }).waitFor();
      }
      for (const control of [edit, remove, select]) {
        expect(await inWindow(page, control)).toBe(true);
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      if (WRITING_SCREENSHOTS) {
        await page.getByPlaceholder('Search by title').fill('');
        await page.locator('.animate-pulse').first().waitFor({ state: 'detached' });
        await screenshot(page, `admin-forms-products-${variantName(variant)}`);
        await page.goto('/admin/orders');
        await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `admin-forms-orders-${variantName(variant)}`);
      }
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  }
});

describe('admin forms', () => {
  it('asks before a changed product form is left by a link or Back, and stays on No', async ({
    open,
  }) => {
    const title = `E2E Leave ${uniqueTag()}`;
    const { product } = await createProduct(adminToken, { title, price: 10, stock: 1 });
    const { page, errors } = await pageAs(open, 'admin', { width: 1280 });
    await page.goto('/admin/products');
    await page.getByPlaceholder('Search by title').fill(title);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    const titleField = page.getByLabel('Title');
    await expect.poll(() => titleField.inputValue()).toBe(title);
    await titleField.fill(`${title} changed`);

    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`);
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    const asked = 'confirm: You have unsaved changes. Leave this page and discard them?';

    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect.poll(() => questions).toEqual([asked]);
    expect(address(page)).toBe(`/admin/products/${product._id}`);
    expect(await titleField.inputValue()).toBe(`${title} changed`);

    await page.goBack();
    await expect.poll(() => questions).toEqual([asked, asked]);
    await expect.poll(() => address(page)).toBe(`/admin/products/${product._id}`);
    expect(await titleField.inputValue()).toBe(`${title} changed`);

    answer = true;
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect.poll(() => address(page)).toBe('/admin');
    expect(questions).toHaveLength(3);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('removes and reorders saved gallery images without sending them again, and empties it', async ({
    open,
  }) => {
    const title = `E2E Gallery ${uniqueTag()}`;
    const { product } = await createProduct(adminToken, {
      title,
      price: 10,
      stock: 1,
      galleryImages: 3,
    });
    const [first, second, third] = product.images.map((image) => image.public_id);
    const { page, errors } = await pageAs(open, 'admin', { width: 390 });
    const uploads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') uploads.push(request.postDataBuffer()?.length ?? 0);
    });
    await page.goto(`/admin/products/${product._id}`);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(title);
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await page.getByRole('button', { name: 'Move image 2 up' }).click();
    // A save ends on the products list; the toast alone would not tell the second save from
    // the first, whose toast may still be on screen.
    const savedToList = async () => {
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect.poll(() => address(page)).toBe('/admin/products');
      await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
      await toast(page, 'Product updated successfully').waitFor();
    };
    await savedToList();
    expect((await productById(product._id)).images.map((image) => image.public_id)).toEqual([
      third,
      second,
    ]);
    expect(first).toBeDefined();
    // The fields and keepImages only: no image went up again.
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeLessThan(2000);

    await page.goto(`/admin/products/${product._id}`);
    // The saved gallery as it is now, not as this page's first visit read it.
    const removeButtons = page.getByRole('button', { name: /^Remove image \d/ });
    await expect.poll(() => removeButtons.count()).toBe(2);
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect.poll(() => removeButtons.count()).toBe(0);
    await savedToList();
    expect((await productById(product._id)).images).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('refuses a quantity above the stock on its line at 390 px, and names the placed order', async ({
    open,
  }) => {
    const title = `E2E Stock ${uniqueTag()}`;
    const { product } = await createProduct(adminToken, { title, price: 20, stock: 3 });
    const customer = await createCustomer();
    const { page, errors } = await pageAs(open, 'admin', { width: 390 });
    await page.goto('/admin/orders/add');
    await page.getByLabel('Find a customer').fill(customer.email);
    await page.getByRole('radio', { name: new RegExp(customer.email) }).check();
    await page.getByLabel('Find a product').fill(title);
    await page.getByRole('button', { name: `Add ${title}` }).click();
    await page.getByLabel('City', { exact: true }).fill('Giza');
    await page.getByLabel('Street', { exact: true }).fill('Pyramids');
    const quantity = page.getByLabel('Quantity', { exact: true });
    const submit = page.getByRole('button', { name: 'Place order' });

    await quantity.fill('4');
    await page.getByRole('alert').filter({ hasText: 'Only 3 in stock.' }).waitFor();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Stock sold meanwhile: the page still believes 3, the server refuses and says why.
    const form = new FormData();
    form.set('stock', '1');
    await apiCall({
      method: 'PUT',
      path: `/products/${product._id}`,
      token: adminToken,
      body: form,
    });
    await quantity.fill('2');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'The order was not placed.' }).waitFor();

    await quantity.fill('1');
    await submit.click();
    await toast(page, 'Order placed successfully (Order #').waitFor();
    await expect.poll(() => address(page)).toBe('/admin/orders');
    expect(unexpectedErrors(errors, [409])).toEqual([]);
  });
});
