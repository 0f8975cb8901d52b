import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  VARIANTS,
  baseUrl,
  renderedFrames,
  screenshot,
  scrollThrough,
  toast,
  variantName,
  it,
} from './browser';

type Named = { _id: string; name: string; slug: string };

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@electro.test', password: 'Admin1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function signIn(context: BrowserContext, token: string) {
  await context.addCookies([
    { name: 'AUTH_TOKEN', value: encodeURIComponent(token), url: baseUrl() },
  ]);
}

/** A full-page shot sees lazy images the scroll passed too fast for: load them all first. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images].filter((image) => image.checkVisibility());
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

const productCards = (page: Page, sectionHeading: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { level: 2, name: sectionHeading }) })
    .getByRole('article');

describe('home page', () => {
  it('shows the hero, categories, featured products, deal countdown and the other sections', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/best device at the lowest price/i);
    expect(await page.title()).toBe('Home | Electro');

    // The hero's first slide is the priority image; the others wait.
    const hero = page.getByRole('region', { name: 'Featured devices' });
    const heroImages = hero.locator('img');
    expect(await heroImages.nth(0).getAttribute('loading')).toBe('eager');
    expect(await heroImages.nth(0).getAttribute('fetchpriority')).toBe('high');
    expect(await heroImages.nth(1).getAttribute('loading')).toBe('lazy');
    await hero.getByRole('button', { name: 'Go to slide 3' }).click();
    expect(await hero.locator('[aria-roledescription="slide"]').count()).toBe(3);
    await expect.poll(() => heroImages.count()).toBe(3);
    expect(await heroImages.nth(2).getAttribute('loading')).toBe('lazy');

    const { categories } = await apiGet<{ categories: Named[] }>('/categories');
    const categoryCarousel = page.getByRole('region', { name: 'Categories' });
    await categoryCarousel.locator('a[href^="/category/"]').first().waitFor();
    expect(await categoryCarousel.locator('[aria-roledescription="slide"]').count()).toBe(
      categories.length,
    );
    // 4 cards in view at 1280 px, each a link to its category page.
    await categoryCarousel.hover();
    const shown = await categoryCarousel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(shown).toHaveLength(4);
    const hrefs = categories.map((category) => `/category/${encodeURIComponent(category.slug)}`);
    for (const href of shown) expect(hrefs).toContain(href);

    await page.getByRole('heading', { name: 'Featured Products' }).scrollIntoViewIfNeeded();
    await expect.poll(() => productCards(page, 'Featured Products').count()).toBe(8);
    const featuredIds = await productCards(page, 'Featured Products')
      .locator('a[href^="/product/"]:not([aria-hidden])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

    // The countdown ticks: its seconds change within two seconds.
    await page
      .getByRole('heading', { name: 'New Collection Up to 50% OFF' })
      .scrollIntoViewIfNeeded();
    for (const text of ['DEAL OF THE DAY', 'hot deal this week']) {
      expect(await page.getByText(text, { exact: true }).count()).toBe(1);
    }
    const seconds = page.getByRole('timer').locator('[data-unit="seconds"] span').first();
    const before = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(before);

    // Best sellers skip the first 8 products: none of the featured ones come back.
    await page.getByRole('heading', { name: 'Best Sellers' }).scrollIntoViewIfNeeded();
    await expect.poll(() => productCards(page, 'Best Sellers').count()).toBeGreaterThan(0);
    const bestIds = await productCards(page, 'Best Sellers')
      .locator('a[href^="/product/"]:not([aria-hidden])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(bestIds.filter((id) => featuredIds.includes(id))).toEqual([]);
    expect(await page.getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe('/shop');

    // Reviews: cards link to their product with the title View Product.
    const { reviews } = await apiGet<{ reviews: unknown[] }>('/reviews?limit=12');
    if (reviews.length > 0) {
      await page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
      const carousel = page.getByRole('region', { name: 'Customer reviews' });
      const reviewLinks = carousel.locator('a[title="View Product"]');
      await reviewLinks.first().waitFor();
      expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(reviews.length);
      expect(await reviewLinks.first().getAttribute('href')).toMatch(/^\/product\//);
      if (reviews.length > 4) {
        const first = await reviewLinks.first().textContent();
        await carousel.getByRole('button', { name: 'Next slide' }).click();
        await expect.poll(() => carousel.getByRole('link').first().textContent()).not.toBe(first);
      }
    }
    expect(errors).toEqual([]);
  });

  it('goes from a category card to its page, and from a product to its details', async ({
    open,
  }) => {
    const { page, errors } = await open();
    // Autoplay off, so the first card stays in view to be clicked.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const firstCategory = page
      .getByRole('region', { name: 'Categories' })
      .locator('a[href^="/category/"]')
      .first();
    await firstCategory.waitFor();
    const href = (await firstCategory.getAttribute('href')) ?? '';
    const slug = decodeURIComponent(href.replace('/category/', ''));
    await firstCategory.click();
    await expect.poll(() => page.url()).toContain(`/category/${encodeURIComponent(slug)}`);

    const { category } = await apiGet<{ category: Named }>(`/categories/${slug}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(category.name);
    expect(await page.title()).toBe(`${category.name} | Electro`);
    const { totalProducts } = await apiGet<{ totalProducts: number }>(
      `/products?category=${slug}&limit=1`,
    );
    const cards = page.locator('main').getByRole('article');
    await expect.poll(() => cards.count()).toBe(Math.min(totalProducts, 8));
    await screenshot(page, 'category-1280-light');

    const productLink = cards.first().getByRole('heading').getByRole('link');
    const productHref = (await productLink.getAttribute('href')) ?? '';
    await productLink.click();
    await expect.poll(() => page.url()).toMatch(/:\d+\/product\/[^/]+$/);
    expect(page.url()).toContain(productHref);
    expect(errors).toEqual([]);
  });

  it('says so for an unknown category, with a way to the shop', async ({ open }) => {
    const { page } = await open();
    await page.goto('/category/no-such-category');
    await page.getByRole('heading', { name: 'Category not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  for (const variant of VARIANTS) {
    it(`shows the whole page at ${variantName(variant)}, every image loaded, without console errors`, async ({
      open,
    }) => {
      const { page, errors } = await open({ ...variant, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await page.getByRole('region', { name: 'Categories' }).waitFor();
      await scrollThrough(page);
      await loadAllImages(page);
      await screenshot(page, `home-${variantName(variant)}`);
      expect(errors).toEqual([]);
    });
  }
});

describe('newsletter box', () => {
  it('checks the address, subscribes through the API once, and says when it fails', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await page.goto('/brands');
    const box = page.getByRole('region', { name: 'Sign up to our newsletter' });
    const email = box.getByLabel('Email address');
    const subscribe = box.getByRole('button', { name: 'Subscribe' });

    // A bad address never reaches the API: the message sits under the field.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/newsletter')) {
        posts.push(request.postData() ?? '');
      }
    });
    await subscribe.click();
    await box.getByText('Email must be required').waitFor();
    await email.fill('not-an-email');
    await subscribe.click();
    await box.getByText('Enter a valid Email').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    // A good one: the server's message, the field emptied and valid again.
    const address = `news-${Date.now()}@example.com`;
    await email.fill(address.toUpperCase());
    await subscribe.click();
    await toast(page, 'Thank you for subscribing to our newsletter.').waitFor();
    expect(await email.inputValue()).toBe('');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(posts).toEqual([JSON.stringify({ email: address })]);

    // The same address again is not a second subscription.
    await email.fill(address);
    await subscribe.click();
    await toast(page, 'You are already subscribed to our newsletter.').waitFor();

    // The API out of reach: an error toast, and the address kept to try again.
    await page.route('**/api/v1/newsletter', (route) => route.abort('connectionrefused'));
    await email.fill(`other-${address}`);
    await subscribe.click();
    await toast(page, 'Subscription failed. Please try again.').waitFor();
    expect(await email.inputValue()).toBe(`other-${address}`);
    expect(await subscribe.isEnabled()).toBe(true);

    expect(errors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
  });
});

describe('header', () => {
  it('stays on top and takes a shadow once the page scrolls past 150 px', async ({ open }) => {
    const { page, errors } = await open({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/shop');
    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .waitFor();
    const header = page.locator('header').first();
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
    const raised = /rgba\(0, 0, 0, 0\.[1-9]/;
    /** Scrolls to `y`, then waits until the header's shadow transition, if any, has ended. */
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      await renderedFrames(page);
      await header.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
    };
    await scrollTo(0);
    const flat = await shadow();
    expect(flat).not.toMatch(raised);
    // One pixel past the threshold the shadow comes; back on it, it goes: each is waited for,
    // so a header that kept its shadow at 150 px fails here instead of passing by timing.
    await scrollTo(151);
    await expect.poll(shadow).toMatch(raised);
    expect((await header.boundingBox())?.y).toBe(0);
    await scrollTo(150);
    await expect.poll(shadow).toBe(flat);
    await scrollTo(151);
    await expect.poll(shadow).toMatch(raised);
    await scrollTo(0);
    await expect.poll(shadow).toBe(flat);
    expect(errors).toEqual([]);
  });
});

describe('toasts', () => {
  it('show bottom-right with a close button, wait while hovered and close after 5 s', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 1280, height: 900 });
    await page.goto('/shop');
    const add = page.getByRole('button', { name: /^Add to cart/ }).first();
    const loginToast = page
      .locator('.Toastify__toast')
      .filter({ hasText: 'You need to be logged in' });

    // A guest's add to cart: the login toast in the bottom-right corner (docs/PRODUCT.md §8), off
    // the header's badges.
    await add.click();
    await loginToast.waitFor();
    await expect
      .poll(async () => {
        const settled = await loginToast.boundingBox();
        return settled ? settled.y + settled.height : 0;
      })
      .toBeGreaterThan(900 - 100);
    const box = await loginToast.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 40);
    expect(box!.x).toBeGreaterThan(1280 / 2);

    // Its 5 seconds are the run of its timer bar, which closes it when it ends. Under the
    // pointer the bar stands still, several frames on; left alone it runs again and the toast
    // closes by itself.
    const timer = loginToast.getByRole('progressbar', {
      name: 'notification timer',
      includeHidden: true,
    });
    const timerState = () =>
      timer.evaluate((bar) => {
        const [run] = bar.getAnimations();
        return run ? { playState: run.playState, time: Number(run.currentTime) } : null;
      });
    // The bar starts once the toast has finished coming in.
    await expect.poll(async () => (await timerState())?.playState).toBe('running');
    await loginToast.hover();
    await expect.poll(async () => (await timerState())?.playState).toBe('paused');
    const pausedAt = await timerState();
    await renderedFrames(page);
    await renderedFrames(page);
    expect(await timerState()).toEqual(pausedAt);
    expect(await loginToast.isVisible()).toBe(true);
    await page.mouse.move(10, 890);
    await expect.poll(async () => (await timerState())?.playState).toBe('running');
    await loginToast.waitFor({ state: 'detached', timeout: 8_000 });

    // The close button closes it at once.
    await add.click();
    await loginToast.waitFor();
    await loginToast.getByRole('button', { name: 'close' }).click();
    await loginToast.waitFor({ state: 'detached', timeout: 2_000 });

    expect(errors).toEqual([]);
  });
});

describe('brands page', () => {
  it('lists every brand but the first 4, with no admin icons for a guest', async ({ open }) => {
    const { brands } = await apiGet<{ brands: Named[] }>('/brands');
    const { page, errors } = await open();
    await page.goto('/brands');
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor();
    expect(await page.title()).toBe('Brands | Electro');
    const names = page.locator('main ul > li h2');
    await expect.poll(() => names.count()).toBe(Math.max(brands.length - 4, 0));
    expect(await names.allTextContents()).toEqual(brands.slice(4).map((brand) => brand.name));
    await screenshot(page, 'brands-1280-light');
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('gives the demo admin edit and delete icons; delete asks, then removes the brand', async ({
    open,
  }) => {
    const token = await adminToken();
    // A brand of our own to delete, so the shared demo catalogue stays whole.
    const name = `Zeta${Date.now() % 100000}`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('name', name);
    form.set('image', new Blob([png], { type: 'image/png' }), 'logo.png');
    const created = await fetch(`${baseUrl()}/api/v1/brands`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    expect(created.status).toBe(201);
    const { brand } = (await created.json()) as { brand: Named };

    const { page, context, errors } = await open();
    await signIn(context, token);
    await page.goto('/brands');
    const edit = page.getByRole('link', { name: `Edit ${name}` });
    await edit.waitFor();
    expect(await edit.getAttribute('href')).toBe(`/admin/brands/${brand._id}`);
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'brands-390-admin');
    const { brands } = await apiGet<{ brands: Named[] }>('/brands');
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(brands.length - 4);

    // A brand that products use: the server's reason is shown and the brand stays.
    const used = brands[4];
    if (used) {
      const { totalProducts } = await apiGet<{ totalProducts: number }>(
        `/products?brand=${used.slug}&limit=1`,
      );
      if (totalProducts > 0) {
        await page.getByRole('button', { name: `Delete ${used.name}` }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await page
          .getByText(/products? still uses? it/)
          .first()
          .waitFor();
        expect(await page.getByRole('link', { name: `Edit ${used.name}` }).count()).toBe(1);
      }
    }

    // Cancel keeps it; confirming deletes it.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The dialog leaves on the next frame, not within the click.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Brand deleted successfully').waitFor();
    await expect.poll(() => page.getByRole('link', { name: `Edit ${name}` }).count()).toBe(0);
    const after = await fetch(`${baseUrl()}/api/v1/brands/${brand._id}`);
    expect(after.status).toBe(404);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });
});
