/**
 * The shop's own pages (decisions 079 and 080): the footer's About, Delivery Details and Returns
 * open their pages; an admin edits a page in the Pages screen and the storefront shows the
 * change; the home banners open what they promise; the footer names the one payment the shop
 * takes. At 1280 px in the light theme and 390 px in the dark one.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, screenshot, toast, unexpectedErrors, addressOf, it } from './browser';
import { adminLogin, apiCall, uniqueTag } from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

const footer = (page: Page) => page.getByRole('contentinfo');

/** Clicks a footer link from the home page and waits for the page it opens. */
async function openFromFooter(page: Page, link: string, heading: string) {
  await page.goto('/');
  await footer(page).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('content pages', () => {
  for (const variant of [
    { width: 1280, dark: false },
    { width: 390, dark: true },
  ]) {
    const name = `${variant.width} px, ${variant.dark ? 'dark' : 'light'}`;

    it(`opens About, Delivery and Returns from the footer (${name})`, async ({ open }) => {
      const { page, errors } = await open({ ...variant, height: 900 });
      await openFromFooter(page, 'About', 'About Electro');
      expect(addressOf(page.url())).toBe('/about');
      expect(await page.title()).toBe('About Electro | Electro');

      await openFromFooter(page, 'Delivery Details', 'Delivery details');
      expect(addressOf(page.url())).toBe('/pages/delivery');
      await page.getByText('in cash on delivery', { exact: false }).first().waitFor();

      await openFromFooter(page, 'Returns', 'Returns');
      expect(addressOf(page.url())).toBe('/pages/returns');
      const article = page.getByRole('article');
      expect(await article.getByRole('strong').first().textContent()).toBe('14 days');
      for (const rule of ['unused', 'original packaging', 'proof of purchase']) {
        await article.getByText(rule, { exact: false }).first().waitFor();
      }
      // A link inside a page opens another page of the shop.
      await page.goto('/pages/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
      await page.getByRole('article').getByRole('link', { name: 'Returns' }).click();
      await page.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();

      await screenshot(
        page,
        `content-page-returns-${variant.width}-${variant.dark ? 'dark' : 'light'}`,
      );
      // The one payment the shop takes.
      const payments = footer(page).getByRole('list', { name: 'Payment methods' });
      expect(await payments.getByRole('listitem').allTextContents()).toEqual(['Cash on delivery']);
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(unexpectedErrors(errors)).toEqual([]);
    }, 60_000);
  }

  it('shows "not found" for a page that does not exist', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/pages/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(unexpectedErrors(errors, [404])).toEqual([]);
  });

  it('shows an admin’s edit on the storefront', async ({ open }) => {
    const slug = `e2e-${uniqueTag()}`;
    const created = await apiCall<{ page: { id: string } }>({
      method: 'POST',
      path: '/admin/pages',
      token: adminToken,
      body: { slug, title: `Opening hours ${slug}`, body: 'Open every day.', published: true },
    });
    try {
      const visitor = await open();
      await visitor.page.goto(`/pages/${slug}`);
      await visitor.page.getByText('Open every day.').waitFor();

      const admin = await open({ width: 1280, height: 900 });
      await admin.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
      await admin.page.goto('/admin');
      await admin.page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Pages' })
        .click();
      await admin.page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
      await admin.page.getByLabel('Search pages').fill(slug);
      await admin.page.getByRole('link', { name: `Edit Opening hours ${slug}` }).click();
      const body = admin.page.getByLabel('Body (Markdown)');
      await body.fill('Open **every day** from 10:00.\n\n<script>window.pwned = true</script>');
      await admin.page.getByRole('tab', { name: 'Preview' }).click();
      const preview = admin.page.getByRole('tabpanel', { name: 'Preview' });
      expect(await preview.getByRole('strong').textContent()).toBe('every day');
      await screenshot(admin.page, 'admin-page-preview-1280-light');
      await admin.page.getByRole('button', { name: 'Update' }).click();
      await toast(admin.page, 'Page updated successfully').waitFor();
      await admin.page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();

      // A visitor who opens the page now reads the new words; the script is text, not run.
      await visitor.page.reload();
      const article = visitor.page.getByRole('article');
      expect(await article.getByRole('strong').textContent()).toBe('every day');
      await article.getByText('<script>window.pwned = true</script>').waitFor();
      expect(await visitor.page.evaluate(() => 'pwned' in window)).toBe(false);

      expect(unexpectedErrors(admin.errors)).toEqual([]);
      expect(unexpectedErrors(visitor.errors)).toEqual([]);
    } finally {
      await apiCall({
        method: 'DELETE',
        path: `/admin/pages/${created.page.id}`,
        token: adminToken,
      });
    }
  }, 60_000);
});

describe('the home banners', () => {
  it('open the smartwatches category and the deal’s new collection', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/');
    await page.getByRole('link', { name: /Smartwatches.*Shop now/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Smartwatches' }).waitFor();
    expect(addressOf(page.url())).toBe('/category/smartwatches');

    await page.goto('/');
    await page.getByRole('link', { name: 'Shop the deal' }).click();
    await page.waitForURL((url) => addressOf(url).startsWith('/shop'));
    expect(addressOf(page.url())).toBe('/shop?sort=-createdAt');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('-createdAt');
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 60_000);
});
