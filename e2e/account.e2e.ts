/**
 * The customer's side of the store, as a new user walks it: register, log in, fill the cart
 * from product cards, check out, read the order history, edit the profile, upload a picture,
 * change the password, log out. Plus the guards, the theme, and screenshots of the pages.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import {
  VARIANTS,
  baseUrl,
  navigate,
  screenshot,
  settle,
  toast,
  unexpectedErrors,
  variantName,
  addressOf,
  it,
  type Open,
} from './browser';

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

type Json = Record<string, unknown>;

async function apiCall<T = Json>(options: {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${options.path}`, {
    method: options.method,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const json = (await response.json()) as T & { success: boolean; message: string };
  if (!response.ok) throw new Error(`${options.method} ${options.path}: ${json.message}`);
  return json;
}

/** A customer made through the API (the UI journey makes its own), signed in. */
async function createCustomer(name: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('shot');
  await apiCall({
    method: 'POST',
    path: '/auth/register',
    body: {
      name,
      email,
      phone: '01012345678',
      address: '12 Nile Street, Cairo',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  const { token } = await apiCall<{ token: string }>({
    method: 'POST',
    path: '/auth/login',
    body: { email, password: 'Secret123' },
  });
  return { email, token };
}

async function signInPage(open: Open, options: { token: string; width: number; dark: boolean }) {
  const tracked = await open({
    width: options.width,
    height: 900,
    dark: options.dark,
  });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: options.token, url: baseUrl() }]);
  return tracked;
}

/** The count in the header's cart link ('Cart, 2 items'). */
const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

const profileNav = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' });

async function blurField(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(value);
  await field.blur();
}

describe('a new customer', () => {
  const email = uniqueEmail('walk');
  const name = 'Mona';
  const password = 'Secret123';
  const newPassword = 'Fresh2024';

  it(
    'registers, shops, checks out and manages the profile',
    { timeout: 240_000 },
    async ({ open }) => {
      const { page, errors } = await open({ width: 1280, height: 900 });

      // Register: the rules and messages of docs/PRODUCT.md §5 on bad input.
      await page.goto('/register');
      await expect.poll(() => page.title()).toBe('Register | Electro');
      const submit = page.getByRole('button', { name: 'Register' });
      await blurField(page, 'Name', 'Jo');
      await expect
        .poll(() => page.getByText('Your Name Must be More than 3 characters').isVisible())
        .toBe(true);
      await blurField(page, 'Name', 'Abcdefghijk');
      await expect
        .poll(() => page.getByText('Your Name Must be less than 10 characters').isVisible())
        .toBe(true);
      await blurField(page, 'Email', 'not-an-email');
      await expect.poll(() => page.getByText('Enter a valid Email').isVisible()).toBe(true);
      await blurField(page, 'Phone', '12345');
      await expect.poll(() => page.getByText('Enter an Egyptian Number').isVisible()).toBe(true);
      await blurField(page, 'Password', 'secret');
      await expect
        .poll(() =>
          page
            .getByText('Password must start with an uppercase letter and be more than 5 characters')
            .isVisible(),
        )
        .toBe(true);
      await blurField(page, 'Confirm password', 'Other123');
      await expect
        .poll(() => page.getByText('Confirm Password must be equal to Password').isVisible())
        .toBe(true);
      expect(await submit.isDisabled()).toBe(true);
      await screenshot(page, 'account-register-errors-1280-light');

      // The show/hide toggle reveals the password.
      const passwordInput = page.getByLabel('Password', { exact: true });
      expect(await passwordInput.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await passwordInput.getAttribute('type')).toBe('text');
      expect(await passwordInput.getAttribute('autocomplete')).toBe('new-password');

      await blurField(page, 'Name', name);
      await blurField(page, 'Email', email);
      await blurField(page, 'Phone', '01012345678');
      await blurField(page, 'Address', '12 Nile Street, Cairo');
      await blurField(page, 'Password', password);
      await blurField(page, 'Confirm password', password);
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();

      // Register success: toast, then /login with the message and the email kept.
      await expect.poll(() => page.url()).toMatch(/:\d+\/login$/);
      await expect.poll(() => toast(page, 'Account created').isVisible()).toBe(true);
      // One toast, announced as a status (the role may land a frame after the text shows).
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Account created' }).count())
        .toBe(1);
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

      // A wrong password: the server's message in red above the form.
      const login = page.getByRole('button', { name: 'Login', exact: true });
      await blurField(page, 'Password', 'Wrong123');
      await login.click();
      const alert = page.getByRole('alert').filter({ hasText: 'Invalid Credentials' });
      await expect.poll(() => alert.isVisible()).toBe(true);

      await blurField(page, 'Password', password);
      await login.click();
      await expect.poll(() => page.url()).toMatch(/:\d+\/$/);
      await expect
        .poll(() => page.getByRole('button', { name: /Account menu/ }).textContent())
        .toContain(name);

      // Two products from the shop's product cards.
      await page.goto('/shop');
      const addButtons = page.getByRole('button', { name: /^Add to cart/ });
      await expect.poll(() => addButtons.count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await addButtons.nth(0).click();
      await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');
      await addButtons.nth(1).click();
      await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items');

      // The cart: two lines at quantity 1, minus disabled there.
      await cartLink(page).click();
      await expect.poll(() => page.title()).toBe('Cart | Electro');
      const minus = page.getByRole('button', { name: /^Decrease quantity of / });
      const plus = page.getByRole('button', { name: /^Increase quantity of / });
      await expect.poll(() => minus.count()).toBe(2);
      expect(await minus.nth(0).isDisabled()).toBe(true);
      expect(await minus.nth(1).isDisabled()).toBe(true);

      const quantity = (index: number) =>
        page
          .getByRole('group', { name: /^Quantity of / })
          .nth(index)
          .locator('output')
          .textContent();
      await plus.nth(0).click();
      await expect.poll(() => quantity(0)).toContain('2');
      await expect.poll(() => minus.nth(0).isEnabled()).toBe(true);
      await plus.nth(0).click();
      await expect.poll(() => quantity(0)).toContain('3');
      await expect.poll(() => minus.nth(0).isEnabled()).toBe(true);
      await minus.nth(0).click();
      await expect.poll(() => quantity(0)).toContain('2');
      await expect.poll(() => toast(page, 'Quantity updated').isVisible()).toBe(true);

      const total = page
        .getByRole('region', { name: 'Order Summary' })
        .locator('dt', { hasText: /^Total$/ })
        .locator('xpath=following-sibling::dd');
      await expect.poll(() => plus.nth(0).isEnabled()).toBe(true);
      const cartTotal = (await total.textContent()) ?? '';
      expect(cartTotal).toMatch(/^\$[\d,.]+$/);

      // Checkout: a bad phone first, then a good one.
      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect.poll(() => page.title()).toBe('Checkout - Cash | Electro');
      const payNow = page.getByRole('button', { name: 'Pay Now' });
      expect(await payNow.isDisabled()).toBe(true);
      await blurField(page, 'City', 'Cairo');
      await blurField(page, 'Street', 'Tahrir 10');
      await blurField(page, 'Phone', '0123');
      await expect
        .poll(() => page.getByText('Enter a valid Egyptian phone number').isVisible())
        .toBe(true);
      expect(await payNow.isDisabled()).toBe(true);
      await screenshot(page, 'account-checkout-errors-1280-light');
      await blurField(page, 'Phone', '01098765432');
      await expect.poll(() => payNow.isEnabled()).toBe(true);
      await payNow.click();

      // Pay Now lands on the new order's page (docs/PRODUCT.md §3), named by its number.
      await expect.poll(() => page.url()).toMatch(/:\d+\/profile\/order\/[^/]+$/);
      await expect.poll(() => toast(page, 'Order placed successfully').isVisible()).toBe(true);
      await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items');
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(async () => (await heading.textContent()) ?? '').toMatch(/^Order #\d+$/);
      const orderName = (await heading.textContent()) ?? '';
      await profileNav(page).getByRole('link', { name: 'Overview' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(`Welcome, ${name}`);

      // The order in the history, with the cart's total.
      await profileNav(page).getByRole('link', { name: 'Orders' }).click();
      await expect.poll(() => page.url()).toMatch(/:\d+\/profile\/order$/);
      const order = page.getByRole('article', { name: orderName });
      await expect.poll(() => order.isVisible()).toBe(true);
      const orderText = (await order.textContent()) ?? '';
      expect(orderText).toContain('2 Piece');
      expect(orderText).toContain('1 Piece');
      expect(orderText).toContain('Cairo');
      expect(orderText).toContain('01098765432');
      expect(orderText).toContain('Pending');
      expect(orderText).toContain('Not paid');
      expect(orderText).toContain(new Date().toISOString().slice(0, 4));
      const orderTotal = order
        .locator('dt', { hasText: 'Total Price' })
        .locator('xpath=following-sibling::dd');
      expect(await orderTotal.textContent()).toBe(cartTotal);

      // Account: bad input, then a real update.
      await profileNav(page).getByRole('link', { name: 'Account' }).click();
      await expect.poll(() => page.getByText('12 Nile Street, Cairo').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Update Data' }).click();
      const save = page.getByRole('button', { name: 'Save changes' });
      await blurField(page, 'Phone', '01x');
      await expect.poll(() => page.getByText('Phone must be only digits').isVisible()).toBe(true);
      await blurField(page, 'Phone', '0101');
      await expect
        .poll(() => page.getByText('Phone number should be at least 10 digits').isVisible())
        .toBe(true);
      expect(await save.isDisabled()).toBe(true);
      await screenshot(page, 'account-account-edit-1280-light');
      await blurField(page, 'Phone', '01155556666');
      await blurField(page, 'Name', 'Mona Ali');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await expect.poll(() => toast(page, 'Success User updated').isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('button', { name: 'Update Data' }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText('01155556666').isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('complementary', { name: 'Profile' }).textContent())
        .toContain('Mona Ali');

      // Avatar: a small PNG through the upload icon.
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Upload a profile picture')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => toast(page, 'successfully uploaded').isVisible()).toBe(true);
      const avatar = page.getByRole('img', { name: 'Profile picture of Mona Ali' });
      await expect.poll(() => avatar.getAttribute('src')).toMatch(/^https?:\/\/.+\/uploads\//);
      await expect
        .poll(() => avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);

      // Change password: a wrong current one is refused and keeps the session.
      const changeButton = page.getByRole('button', { name: 'Change Password' });
      await blurField(page, 'Current password', 'Nope1234');
      await blurField(page, 'New password', newPassword);
      await changeButton.click();
      await expect.poll(() => toast(page, 'Current password is incorrect').isVisible()).toBe(true);
      expect(page.url()).toMatch(/:\d+\/profile\/account$/);

      await blurField(page, 'Current password', password);
      await expect.poll(() => changeButton.isEnabled()).toBe(true);
      await changeButton.click();
      await expect.poll(() => toast(page, 'Password changed successfully').isVisible()).toBe(true);
      // The fresh token is in use: a reload still shows the account.
      await page.reload();
      await expect.poll(() => page.getByText('01155556666').isVisible()).toBe(true);

      // Logout, then the new password works and signs in back to the page of the logout.
      const loggedOutFrom = addressOf(page.url());
      expect(loggedOutFrom).toMatch(/^\/profile/);
      await profileNav(page).getByRole('button', { name: 'Logout' }).click();
      await expect.poll(() => page.url()).toMatch(/:\d+\/login$/);
      await expect.poll(() => toast(page, 'Logout successfully').isVisible()).toBe(true);
      await blurField(page, 'Email', email);
      await blurField(page, 'Password', newPassword);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => addressOf(page.url())).toBe(loggedOutFrom);

      // The only console errors allowed are the two deliberate 401 answers.
      expect(unexpectedErrors(errors, [401])).toEqual([]);
      expect(errors.length).toBeLessThanOrEqual(2);
    },
  );
});

describe('guards and theme', () => {
  it('sends a signed-in admin from customer pages to home', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/login');
    await blurField(page, 'Email', 'admin@electro.test');
    await blurField(page, 'Password', 'Admin1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/:\d+\/admin$/);
    await expect.poll(() => toast(page, 'Logged in successfully').isVisible()).toBe(true);

    for (const path of ['/cart', '/profile', '/checkout-cash', '/wishlist']) {
      await page.goto(path);
      await expect.poll(() => page.url()).toMatch(/:\d+\/$/);
    }
    // Visitor-only pages send the admin to the dashboard.
    await page.goto('/register');
    await expect.poll(() => page.url()).toMatch(/:\d+\/admin$/);
    expect(errors).toEqual([]);
  });

  it('shows a guest a way to log in instead of a cart or a checkout', async ({ open }) => {
    const { page, errors } = await open({ width: 390 });
    await page.goto('/checkout-cash');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Log in to check out' }).isVisible())
      .toBe(true);
    await page.goto('/profile/order');
    await expect.poll(() => page.url()).toMatch(/:\d+\/login$/);
    await expect.poll(() => page.title()).toBe('Login | Electro');
    await screenshot(page, 'account-login-390-light');
    expect(errors).toEqual([]);
  });

  it('keeps the chosen theme across a reload', async ({ open }) => {
    // No `dark` option: it would write isDark again on the reload.
    const { page, errors } = await open();
    await page.goto('/cart');
    const html = page.locator('html');
    expect(await html.getAttribute('data-theme')).not.toBe('dark');
    await page.getByRole('switch', { name: 'Dark theme' }).first().click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    await page.reload();
    await expect.poll(() => page.title()).toBe('Cart | Electro');
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('signed-in pages at each width and theme', () => {
  it(
    `cart, checkout, profile, orders and account at ${VARIANTS.map(variantName).join(', ')}`,
    {
      timeout: 240_000,
    },
    async ({ open }) => {
      const { token } = await createCustomer('Layla');
      const { products } = await apiCall<{ products: Array<{ _id: string; stock: number }> }>({
        method: 'GET',
        path: '/products?limit=12',
      });
      const inStock = products.filter((product) => product.stock >= 5);
      expect(inStock.length).toBeGreaterThanOrEqual(4);
      const add = (productId: string, quantity: number) =>
        apiCall({ method: 'POST', path: '/cart', token, body: { productId, quantity } });

      await add(inStock[0]!._id, 2);
      await add(inStock[1]!._id, 1);
      const { cart } = await apiCall<{ cart: { _id: string } }>({
        method: 'GET',
        path: '/cart',
        token,
      });
      await apiCall({
        method: 'POST',
        path: `/orders/${cart._id}`,
        token,
        body: { shoppingAddress: { city: 'Giza', street: 'Pyramids 4', phone: '01234567890' } },
      });
      await add(inStock[2]!._id, 1);
      await add(inStock[3]!._id, 3);
      for (const product of inStock.slice(4, 7)) {
        await apiCall({
          method: 'POST',
          path: '/wishlist',
          token,
          body: { productId: product._id },
        });
      }

      for (const { width, dark } of VARIANTS) {
        const { page, context, errors } = await signInPage(open, { token, width, dark });
        const suffix = variantName({ width, dark });
        const shots: Array<[string, string, RegExp]> = [
          ['cart', '/cart', /Order Summary/],
          ['checkout', '/checkout-cash', /Pay Now/],
          ['profile', '/profile', /Welcome, Layla/],
          ['orders', '/profile/order', /Order #\d+/],
          ['account', '/profile/account', /Change Password/],
          ['wishlist', '/wishlist', /products saved/],
        ];
        for (const [n, [name, path, ready]] of shots.entries()) {
          if (n === 0) await page.goto(path);
          else await navigate(page, path);
          try {
            await expect.poll(() => page.locator('main').textContent()).toMatch(ready);
          } catch (error) {
            await screenshot(page, `account-failed-${name}-${suffix}`, { always: true });
            throw new Error(
              `${path} at ${suffix}: ${String(error)}; console: ${errors.join(' | ')}`,
            );
          }
          // Lazy images below the fold too: every one loaded.
          await settle(page);
          await screenshot(page, `account-${name}-${suffix}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    },
  );
});
