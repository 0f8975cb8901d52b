/**
 * The Contact page's form (issue 21, item 3): a shopper opens Contact Us from the header, is
 * told what a field lacks, sends a message and is thanked; the owner finds it in the Mailbox
 * under the shopper's name, the shopper's words shown as text. At 390 px light and 1280 px dark
 * (every width and theme with E2E_SCREENSHOTS=1), and the form fits at 768 px.
 */
import { contactMessages } from '@electro/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import {
  VARIANTS,
  addressOf,
  baseUrl,
  it,
  screenshot,
  unexpectedErrors,
  variantName,
} from './browser';
import { adminLogin, uniqueTag } from './fixtures';

let adminToken = '';

beforeAll(async () => {
  adminToken = await adminLogin();
});

const KEPT = 'Not sent: this store has no mail server set (SMTP_URL). Messages are kept here.';

/** The Mailbox's rows, as a table or as cards, that name `text`. */
const mailRows = (page: Page, text: string) =>
  page
    .locator('table:has(> caption:text-is("Mailbox")) > tbody > tr, ul[aria-label="Mailbox"] > li')
    .filter({ hasText: text });

/** Nothing wider than the window: no sideways scroll. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * The console errors of an admin page but one: the theme script `open` adds fails in the
 * message's sandboxed frame (no storage there; the frame itself runs nothing).
 */
const adminErrors = (errors: string[]) =>
  unexpectedErrors(errors).filter(
    (text) => !text.includes("Failed to read the 'localStorage' property from 'Window'"),
  );

describe('the contact form', () => {
  for (const variant of VARIANTS) {
    it(`reaches the owner's Mailbox (${variantName(variant)})`, async ({ open }) => {
      const tag = uniqueTag();
      const name = `Mona ${tag}`;
      const email = `contact-${tag}@example.com`;
      const words = `Is the <script>alert("${tag}")</script> phone in stock?\nI would come on Saturday.`;

      const shopper = await open({ ...variant, height: 900 });
      const { page } = shopper;
      page.setDefaultTimeout(15_000);

      // The header's Contact Us opens the shop's Contact page (the footer's Customer Support too).
      await page.goto('/');
      const contactUs = page.getByRole('banner').getByRole('link', { name: 'Contact Us' });
      if (await contactUs.isVisible()) {
        await contactUs.click();
      } else {
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Customer Support', exact: true })
          .click();
      }
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
      expect(addressOf(page.url())).toBe('/pages/contact');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.waitFor();

      // Sent empty: each field says what it lacks, and the keyboard is taken to the first.
      await form.getByRole('button', { name: 'Send' }).click();
      const nameField = form.getByLabel('Your name');
      await form.getByText(contactMessages.nameRequired).waitFor();
      await form.getByText(contactMessages.messageRequired).waitFor();
      expect(await nameField.getAttribute('aria-invalid')).toBe('true');
      expect(await nameField.evaluate((element) => element === document.activeElement)).toBe(true);

      await nameField.fill(name);
      await form.getByLabel('Your email').fill(email);
      await form.getByLabel('Message').fill(words);
      await form.getByText(`${words.length} of 2,000 characters`, { exact: false }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `contact-form-${variantName(variant)}`);
      await form.getByRole('button', { name: 'Send' }).click();

      await form.getByRole('status').filter({ hasText: contactMessages.sent }).waitFor();
      expect(await form.getByLabel('Message').inputValue()).toBe('');
      expect(await nameField.inputValue()).toBe('');
      await screenshot(page, `contact-form-sent-${variantName(variant)}`);
      expect(unexpectedErrors(shopper.errors, [400])).toEqual([]);

      // The owner's Mailbox lists it under the shopper's name; the words arrive as text.
      const admin = await open({ ...variant, height: 900 });
      await admin.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
      admin.page.setDefaultTimeout(15_000);
      await admin.page.goto('/admin/mail');
      await admin.page.getByText(KEPT).waitFor();
      const subject = `Contact form: message from ${name}`;
      const row = mailRows(admin.page, subject).filter({ hasText: 'admin@electro.test' }).first();
      await row.waitFor();
      expect(await row.innerText()).toContain('Contact message');
      await row.getByRole('link').click();
      await expect
        .poll(() => admin.page.getByRole('heading', { level: 1 }).textContent())
        .toContain(subject);
      const frame = admin.page.frameLocator(
        'iframe[title^="The message as its recipient sees it"]',
      );
      await frame.getByText(`<script>alert("${tag}")</script>`, { exact: false }).waitFor();
      await frame
        .locator('p', { hasText: `${name} wrote on` })
        .filter({ hasText: email })
        .waitFor();
      expect(await frame.locator('script').count()).toBe(0);
      await screenshot(admin.page, `contact-form-mailbox-${variantName(variant)}`);
      expect(adminErrors(admin.errors)).toEqual([]);
    });
  }

  it('fits a 768 px window', async ({ open }) => {
    const { page, errors } = await open({ width: 768, height: 900 });
    page.setDefaultTimeout(15_000);
    await page.goto('/pages/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.waitFor();
    await form.getByLabel('Message').fill('A message long enough to be sent.');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'contact-form-768-light');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
