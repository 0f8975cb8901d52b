/**
 * The store's mail as people meet it: a customer who forgot the password asks for a link, the
 * owner finds the message in the Mailbox (this store has no SMTP_URL, so it is kept there), its
 * link sets a new password and the customer signs in with it; and an order's confirmation,
 * with its number and total, in the Mailbox. The customer at 390 px, the owner at 1280 px in
 * the dark theme and at 390 px.
 */
import { formatPrice, messages } from '@electro/shared';
import type { Product } from '@electro/shared';
import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, screenshot, toast, unexpectedErrors, it, type Open } from './browser';
import { adminLogin, apiCall, createCustomer, login, placeOrder } from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

const KEPT = 'Not sent: this store has no mail server set (SMTP_URL). Messages are kept here.';

async function adminPage(open: Open, options: { width: number; dark: boolean }) {
  const tracked = await open({ ...options, height: 900 });
  await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  tracked.page.setDefaultTimeout(15_000);
  return tracked;
}

/**
 * Where the app is, under hash routing (`/#/login`) or real addresses (`/login`) alike: pages
 * are opened by their real path, which the server answers under either.
 */
const appPath = (page: Page) => {
  const url = new URL(page.url());
  return url.hash.startsWith('#/') ? url.hash.slice(1) : `${url.pathname}${url.search}`;
};

/**
 * The console errors of an admin page but one: the theme script `open` adds, which Playwright
 * runs in every frame, fails in the message's sandboxed frame (no storage there; the frame
 * itself runs nothing, its sandbox allows no script).
 */
const adminErrors = (errors: string[]) =>
  unexpectedErrors(errors).filter(
    (text) => !text.includes("Failed to read the 'localStorage' property from 'Window'"),
  );

/** The Mailbox's rows, as a table or as cards (see list-table.tsx), that name `text`. */
const mailRows = (page: Page, text: string) =>
  page
    .locator('table:has(> caption:text-is("Mailbox")) > tbody > tr, ul[aria-label="Mailbox"] > li')
    .filter({ hasText: text });

/** Opens the newest message to `to` whose subject holds `subject`; answers its HTML frame. */
async function openMessage(page: Page, to: string, subject: string): Promise<FrameLocator> {
  await page.goto('/admin/mail');
  await page.getByText(KEPT).waitFor();
  await screenshot(page, `mail-list-${page.viewportSize()?.width ?? 0}`);
  const row = mailRows(page, to).filter({ hasText: subject }).first();
  await row.getByRole('link').click();
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
    .toContain(subject);
  const frame = page.locator('iframe[title^="The message as its recipient sees it"]');
  // No permission at all: the mail's HTML runs nothing and reaches nothing of the admin's.
  expect(await frame.getAttribute('sandbox')).toBe('');
  return page.frameLocator('iframe[title^="The message as its recipient sees it"]');
}

describe('mail', () => {
  it('forgot password → the Mailbox → its link → a new password → signed in', async ({ open }) => {
    const customer = await createCustomer();
    const { page, context, errors } = await open({ width: 390, height: 844 });
    page.setDefaultTimeout(15_000);

    // "Forgot password?" under the password field takes the address typed so far along.
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(customer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const status = page.getByRole('status').filter({ hasText: messages.resetRequested });
    await status.waitFor();
    await screenshot(page, 'mail-forgot-390-light');

    // The owner's Mailbox, at 1280 px in the dark theme: the message, kept, and its link.
    const admin = await adminPage(open, { width: 1280, dark: true });
    const mail = await openMessage(admin.page, customer.email, 'password');
    const href = await mail
      .locator('a[href*="/reset-password?token="]')
      .first()
      .getAttribute('href');
    expect(href).toBeTruthy();
    await admin.page.getByRole('tab', { name: 'Text' }).click();
    expect(await admin.page.getByRole('tabpanel').textContent()).toContain(href!);
    await screenshot(admin.page, 'mail-message-1280-dark');
    expect(adminErrors(admin.errors)).toEqual([]);
    await admin.context.close();

    // The link as the mail gives it: a real path, which the store sends on to its page.
    const link = new URL(href!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Fresh2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await toast(page, messages.passwordReset).waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    // Signed in with the new password; the old one no longer works.
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => appPath(page), { timeout: 15_000 }).toBe('/');
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name === 'AUTH_TOKEN' && cookie.value)).toBe(true);
    await expect(login(customer.email, 'Secret123')).rejects.toThrow(/Invalid Credentials/);

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Again2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Again2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const refused = page.getByRole('alert').filter({ hasText: messages.resetLinkInvalid });
    await refused.waitFor();
    expect(await refused.getByRole('link', { name: 'Ask for a new link' }).isVisible()).toBe(true);

    expect(unexpectedErrors(errors, [400])).toEqual([]);
  });

  it("shows an order's confirmation in the Mailbox with its number and total", async ({ open }) => {
    const customer = await createCustomer();
    const { products } = await apiCall<{ products: Product[] }>({
      method: 'GET',
      path: '/products?limit=1',
    });
    const product = products[0]!;
    const order = await placeOrder(customer, product._id, 2);

    const { page, errors } = await adminPage(open, { width: 390, dark: false });
    const mail = await openMessage(page, customer.email, `#${order.number}`);
    const body = mail.locator('body');
    await expect.poll(() => body.textContent(), { timeout: 15_000 }).toContain(`#${order.number}`);
    expect(await body.textContent()).toContain(formatPrice(order.totalOrderPrice, 'USD'));
    expect(await body.textContent()).toContain(product.title);
    // Nothing wider than the phone: the frame scrolls inside its own box.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'mail-order-390-light');
    expect(adminErrors(errors)).toEqual([]);
  });
});
