/**
 * Second pass over issue 21, items 11-14, as a shopper and the owner see them: a customer's
 * review (square avatar, the form giving way, Delete), an admin's Add to cart that says why it
 * adds nothing, a session the server no longer accepts, and toasts that cover neither header
 * badge.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { Variant } from './browser';
import { VARIANTS, baseUrl, toast, unexpectedErrors, it, type Open } from './browser';
import {
  adminLogin,
  apiCall,
  createCustomer,
  createProduct,
  moveOrder,
  placeOrder,
  png,
  uniqueTag,
} from './fixtures';
import type { Customer } from './fixtures';

let adminToken: string;
beforeAll(async () => {
  adminToken = await adminLogin();
});

const ADMIN_SHOPPING_MESSAGE =
  'The cart and wishlist are for customer accounts. Sign in as a customer to shop.';

async function signedIn(open: Open, variant: { width: number; dark?: boolean }, token: string) {
  const tracked = await open(variant);
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: token, url: baseUrl() }]);
  return tracked;
}

/** A customer whose profile picture is three times wider than tall. */
async function customerWithWideAvatar(): Promise<Customer> {
  const customer = await createCustomer();
  const form = new FormData();
  const picture = await png({ width: 600, height: 200, color: '#dc2626' });
  form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'wide.png');
  await apiCall({ method: 'POST', path: '/users/upload-image', token: customer.token, body: form });
  return customer;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast showing `text` covers neither of the header's count badges. */
async function expectToastClearOfBadges(page: Page, text: string) {
  const shown = toast(page, text);
  await expect.poll(() => shown.isVisible()).toBe(true);
  const box = await shown.boundingBox();
  const header = page.locator('header');
  for (const name of [/^Cart,/, /^Wishlist,/]) {
    const badge = await header.getByRole('link', { name }).boundingBox();
    expect(box && badge && overlaps(box, badge)).toBe(false);
  }
  // Off the header altogether; on a wide screen at the bottom, on a phone just below the header
  // (the bottom is where a thumb goes next: Pay Now, Add to cart), and announced either way.
  const headerBox = await header.boundingBox();
  expect(box && headerBox && overlaps(box, headerBox)).toBe(false);
  const viewport = page.viewportSize();
  const middle = (viewport?.height ?? 0) / 2;
  if ((viewport?.width ?? 0) >= 768) {
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(middle);
  } else {
    expect(box?.y ?? 0).toBeLessThan((headerBox?.y ?? 0) + (headerBox?.height ?? 0) + 16);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(middle);
  }
  expect(await shown.getAttribute('role')).toBe('alert');
}

describe.each(VARIANTS)('a customer reviews a product (item 11) at %o', (variant: Variant) => {
  it('sees a square avatar, the form giving way to the review, and Delete', async ({ open }) => {
    const customer = await customerWithWideAvatar();
    const { product } = await createProduct(adminToken, {
      title: `Second pass ${uniqueTag()}`,
      price: 40,
      stock: 5,
    });
    const order = await placeOrder(customer, product._id, 1);
    await moveOrder(adminToken, order._id, { status: 'delivered' });
    const { page, errors } = await signedIn(open, variant, customer.token);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const panel = page.getByRole('tabpanel', { name: /^Reviews/ });

    const form = panel.getByRole('form', { name: 'Add a review' });
    await form.getByLabel('Your review').fill('Bright screen, quiet fan.');
    await form.getByLabel('5 stars', { exact: true }).check();
    const submit = form.getByRole('button', { name: 'Submit review' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await expect.poll(() => toast(page, 'Reviews added successfully').isVisible()).toBe(true);

    // The form is gone; the review is in the list, with the customer's avatar cropped square.
    await expect.poll(() => form.count()).toBe(0);
    expect(await panel.getByText('Thanks for your review').isVisible()).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Thanks for your review');
    const mine = panel.locator('li', { hasText: 'Bright screen, quiet fan.' });
    const avatar = mine.getByRole('img', { name: `${customer.name}'s profile picture` });
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const drawn = await avatar.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { width: box.width, height: box.height, fit: getComputedStyle(img).objectFit };
    });
    expect(drawn).toEqual({ width: 48, height: 48, fit: 'cover' });
    expect(await page.getByRole('tab', { name: 'Reviews (1)' }).isVisible()).toBe(true);

    // Delete, through the store's dialog: the rating and the form come back.
    await mine.getByRole('button', { name: 'Delete your review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expect.poll(() => toast(page, 'Review deleted successfully').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Reviews (0)' }).isVisible()).toBe(true);
    await expect.poll(() => mine.count()).toBe(0);
    await expect.poll(focused).toBe('Customer reviews');
    await expect
      .poll(() => panel.getByRole('form', { name: 'Add a review' }).isVisible())
      .toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe.each([390, 1280] as const)('toasts and the admin at %i px', (width) => {
  it("keep a customer's toast off the header badges (item 14)", async ({ open }) => {
    const customer = await createCustomer();
    const { product } = await createProduct(adminToken, {
      title: `Toasted ${uniqueTag()}`,
      price: 25,
      stock: 5,
    });
    const { page, errors } = await signedIn(open, { width }, customer.token);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToastClearOfBadges(page, 'Success! Product added to cart');
    await expect
      .poll(() => page.locator('header').getByRole('link', { name: 'Cart, 1 item' }).isVisible())
      .toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('tell the admin why Add to cart adds nothing (item 12)', async ({ open }) => {
    const { product } = await createProduct(adminToken, {
      title: `Owner test ${uniqueTag()}`,
      price: 25,
      stock: 5,
    });
    const { page, errors } = await signedIn(open, { width }, adminToken);
    await page.goto(`/product/${product._id}`);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isDisabled()).toBe(true);
    expect(await page.getByText(ADMIN_SHOPPING_MESSAGE).isVisible()).toBe(true);

    // A card says it too, with a toast that covers neither badge, and nothing is added.
    await page.goto('/shop');
    await page.locator('article button', { hasText: 'Add to cart' }).first().click();
    await expectToastClearOfBadges(page, ADMIN_SHOPPING_MESSAGE);
    expect(
      await page.locator('header').getByRole('link', { name: 'Cart, 0 items' }).isVisible(),
    ).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('a session the server no longer accepts (item 13)', () => {
  it('signs the header out at the first 401, without a reload', async ({ open }) => {
    const customer = await createCustomer();
    const { product } = await createProduct(adminToken, {
      title: `Session ${uniqueTag()}`,
      price: 30,
      stock: 5,
    });
    await apiCall({
      method: 'POST',
      path: '/wishlist',
      token: customer.token,
      body: { productId: product._id },
    });
    const { page, errors } = await signedIn(open, { width: 1280 }, customer.token);
    await page.goto(`/product/${product._id}`);
    const header = page.locator('header');
    await expect
      .poll(() => header.getByRole('link', { name: 'Wishlist, 1 item' }).isVisible())
      .toBe(true);
    await expect.poll(() => header.getByText(customer.name).first().isVisible()).toBe(true);

    // Another device changes the password: every older token stops working.
    await apiCall({
      method: 'PUT',
      path: '/users/change-password',
      token: customer.token,
      body: { currentPassword: 'Secret123', newPassword: 'Secret456' },
    });
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await expect
      .poll(() => header.getByRole('link', { name: 'Wishlist, 0 items' }).isVisible())
      .toBe(true);
    expect(await header.getByText(customer.name).count()).toBe(0);
    expect(await header.getByText('Guest').count()).toBeGreaterThan(0);
    await header.getByRole('link', { name: /^Cart,/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Log in to see your cart' }).isVisible())
      .toBe(true);
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});
