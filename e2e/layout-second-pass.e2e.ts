/**
 * Second pass over issue 21, items 7 and 17: the home page on phones and tablets, the reviews
 * carousel's arrows, and the product cover refusing a file that only looks like an image.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, renderedFrames, scrollThrough, it, type Open } from './browser';
import {
  adminLogin,
  apiCall,
  createCustomer,
  createProduct,
  moveOrder,
  placeOrder,
  uniqueTag,
} from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

let adminToken: string;
beforeAll(async () => {
  adminToken = await adminLogin();
  // The reviews carousel shows its arrows only when there are more reviews than fit: five
  // cover 1280 px (four a view).
  const { reviews } = await apiCall<{ reviews: unknown[] }>({
    method: 'GET',
    path: '/reviews?limit=12',
  });
  if (reviews.length < 5) {
    const { product } = await createProduct(adminToken, {
      title: `Reviewed ${uniqueTag()}`,
      price: 40,
      stock: 20,
    });
    for (let i = reviews.length; i < 5; i += 1) {
      const customer = await createCustomer();
      const order = await placeOrder(customer, product._id, 1);
      await moveOrder(adminToken, order._id, { status: 'delivered' });
      await apiCall({
        method: 'POST',
        path: `/products/${product._id}/reviews`,
        token: customer.token,
        body: { comment: `Works well, review ${i + 1}`, rate: 4 },
      });
    }
  }
}, 120_000);

/** The home page with every lazy section loaded, back at the top. */
async function home(open: Open, width: number, height = 900) {
  const tracked = await open({ width, height });
  await tracked.page.goto('/');
  await tracked.page.getByRole('heading', { level: 1 }).waitFor();
  await scrollThrough(tracked.page);
  return tracked;
}

const featuredCards = (page: Page) =>
  page.locator('section[aria-labelledby="home-featured"] ul > li > article');

describe('home products on phones (item 17)', () => {
  // One load, then narrowed as a phone's width differs: the grid follows the width (media
  // queries), and each load of the whole home page was a second of the browser's CPU.
  const widths = [390, 360, 320];
  it(`shows two product cards a row at ${widths.join(', ')} px, each readable`, async ({
    open,
  }) => {
    const { page } = await home(open, widths[0]!);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await renderedFrames(page);
      const cards = featuredCards(page);
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      const first = (await cards.nth(0).boundingBox()) as Box;
      const second = (await cards.nth(1).boundingBox()) as Box;
      // Side by side: the same row, the second to the right of the first.
      expect(Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
      expect(second.x + second.width).toBeLessThanOrEqual(width);

      // Readable: its button and price stay inside the card, and the page does not scroll sideways.
      for (const card of [cards.nth(0), cards.nth(1)]) {
        const box = (await card.boundingBox()) as Box;
        const button = (await card
          .getByRole('button', { name: /add to cart|out of stock/i })
          .boundingBox()) as Box;
        expect(button.x).toBeGreaterThanOrEqual(box.x);
        expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
        const overflowing = await card.evaluate((element) =>
          [...element.querySelectorAll('button, h3, h2, p, span')]
            .filter(
              (child) =>
                child.scrollWidth > child.clientWidth + 1 &&
                getComputedStyle(child).overflow === 'visible',
            )
            .map((child) => `${child.tagName} ${child.textContent}`),
        );
        expect(overflowing).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (width === 390) {
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        console.log(`home page height at 390 px: ${pageHeight} px`);
      }
    }
  });
});

describe('the hero at 768 px (item 17)', () => {
  it('leaves room below it on a tablet screen: what follows shows above the fold', async ({
    open,
  }) => {
    const height = 1024;
    const { page } = await home(open, 768, height);
    const hero = (await page.locator('section[aria-labelledby="hero-title"]').boundingBox()) as Box;
    console.log(`hero height at 768 x ${height}: ${hero.height} px`);
    expect(hero.height).toBeLessThan(height);
    // Text and picture side by side.
    const title = (await page.locator('#hero-title').boundingBox()) as Box;
    const slides = (await page
      .getByRole('region', { name: 'Featured devices' })
      .boundingBox()) as Box;
    expect(slides.x).toBeGreaterThanOrEqual(title.x + title.width);
    const next = (await page
      .getByRole('heading', { name: /categor/i })
      .first()
      .boundingBox()) as Box;
    expect(next.y + next.height).toBeLessThan(height);
  });
});

describe('the reviews carousel arrows (item 17)', () => {
  for (const width of [390, 768, 1280]) {
    it(`keeps its arrows off the review cards at ${width} px`, async ({ open }) => {
      const { page } = await home(open, width);
      const carousel = page.getByRole('region', { name: 'Customer reviews', exact: true });
      await carousel.scrollIntoViewIfNeeded();
      await renderedFrames(page);
      const arrows = [
        (await carousel.getByRole('button', { name: 'Previous slide' }).boundingBox()) as Box,
        (await carousel.getByRole('button', { name: 'Next slide' }).boundingBox()) as Box,
      ];
      const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden]) > *');
      const count = await shown.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const card = (await shown.nth(i).boundingBox()) as Box;
        for (const arrow of arrows) expect(intersects(arrow, card)).toBe(false);
      }
    });
  }
});

describe('the product cover refuses a file that is not an image (item 7)', () => {
  it('says so by the field when a text file named .png is chosen, with no preview', async ({
    open,
  }) => {
    const { page, context } = await open({ width: 1280 });
    await context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
    await page.goto('/admin/products/add');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByText('Click to select').first().click(),
    ]);
    await chooser.setFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are words, not a picture.'),
    });
    const message = page.getByText('This file is not a PNG, JPEG, WebP, AVIF or GIF image.');
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Cover image preview' }).count()).toBe(0);
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
  });
});
