import { describe, expect, it } from 'vitest';
import { accountChangedMail, passwordResetMail } from './account-mail';
import { contactMessageMail, replyLink } from './contact-mail';
import { storeLinks, storeOrigin } from './links';
import { orderAlert, orderConfirmation, orderStatusMail, type OrderMailData } from './order-mail';

const shop = { shopName: 'Electro', currency: 'EGP', timeZone: 'Africa/Cairo' };
const links = storeLinks('https://shop.example');
const order: OrderMailData = {
  id: 'order-1',
  number: 1042,
  // 22:05 in Cairo (UTC+2 in November).
  createdAt: new Date('2026-11-26T20:05:00Z'),
  customerName: 'Mona',
  customerEmail: 'mona@example.test',
  lines: [
    {
      title: 'Phone <Pro> & case',
      quantity: 2,
      unitPrice: 1299.5,
      imageUrl: 'https://cdn.example/uploads/products/phone.webp',
    },
    {
      title: 'Charger',
      quantity: 1,
      unitPrice: 20,
      imageUrl: 'https://cdn.example/uploads/c.webp',
    },
  ],
  total: 2619,
  address: { city: 'Cairo', street: '12 Tahrir Square', phone: '01012345678' },
};

const contact = {
  name: 'Mona',
  email: 'mona+shop@example.test',
  message: 'Is the charger <USB-C>?\nThanks & bye',
};

const every = () => [
  orderConfirmation(shop, order, links.order(order.id)),
  orderAlert(shop, order, links.adminOrder(order.id)),
  orderStatusMail(shop, order, 'shipped', links.order(order.id)),
  orderStatusMail(shop, order, 'delivered', links.order(order.id)),
  orderStatusMail(shop, order, 'cancelled', links.order(order.id), 'Out of stock'),
  passwordResetMail(shop, { name: 'Mona' }, links.resetPassword('t0k3n')),
  accountChangedMail(shop, { name: 'Mona' }, 'password-reset', order.createdAt, links),
  contactMessageMail(shop, contact, order.createdAt),
];

describe('the store messages', () => {
  it('are whole documents that mail clients can show light, dark and at phone width', () => {
    for (const message of every()) {
      expect(message.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
      expect(message.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(message.html).toContain('@media (prefers-color-scheme: dark)');
      expect(message.html).toContain('name="viewport" content="width=device-width');
      expect(message.html).toContain('max-width:600px');
      // Nothing from the internet but the store's own pictures: no fonts, no scripts, no
      // preload hints a browser would add for a page.
      expect(message.html).not.toMatch(/<script|<link|@import|fonts\.googleapis/i);
      expect(message.text.length).toBeGreaterThan(40);
      expect(message.text).not.toMatch(/<(html|table|td|p|a)[\s>]/i);
    }
  });

  it('confirm an order with its number, lines, pictures, total, address, payment and link', () => {
    const { subject, html, text } = orderConfirmation(shop, order, links.order(order.id));
    expect(subject).toBe('Your order #1042 is confirmed');
    for (const part of [html, text]) {
      expect(part).toContain('#1042');
      expect(part).toContain('EGP\u00a02,619');
      expect(part).toContain('EGP\u00a01,299.50');
      expect(part).toContain('12 Tahrir Square, Cairo');
      expect(part).toContain('Cash on delivery');
      expect(part).toContain('https://shop.example/profile/order/order-1');
      // The shop's time zone, not the server's.
      expect(part).toContain('26 November 2026');
      expect(part).toContain('22:05 (Africa/Cairo)');
    }
    expect(html).toContain('src="https://cdn.example/uploads/products/phone.webp"');
    // A title is text, never markup.
    expect(html).toContain('Phone &lt;Pro&gt; &amp; case');
    expect(text).toContain('- Phone <Pro> & case: 2 x EGP\u00a01,299.50 = EGP\u00a02,599');
  });

  it('tell the owner of a new order with a link to its admin page', () => {
    const { subject, html, text } = orderAlert(shop, order, links.adminOrder(order.id));
    expect(subject).toBe('New order #1042: EGP\u00a02,619');
    expect(text).toContain('Mona (mona@example.test)');
    expect(html).toContain('https://shop.example/admin/orders/order-1');
  });

  it('say a move of the order, and a cancellation with its reason when one is given', () => {
    const link = links.order(order.id);
    expect(orderStatusMail(shop, order, 'shipped', link).subject).toBe(
      'Your order #1042 is on its way',
    );
    expect(orderStatusMail(shop, order, 'delivered', link).subject).toBe(
      'Your order #1042 was delivered',
    );
    const cancelled = orderStatusMail(shop, order, 'cancelled', link, 'Out of stock');
    expect(cancelled.subject).toBe('Your order #1042 was cancelled');
    expect(cancelled.text).toContain('Reason: Out of stock');
    expect(orderStatusMail(shop, order, 'cancelled', link).text).not.toContain('Reason');
  });

  it('carry the reset link, valid one hour, and a notice that says what to do if it was not you', () => {
    const reset = passwordResetMail(shop, { name: 'Mona' }, links.resetPassword('a+b/c'));
    expect(reset.text).toContain('https://shop.example/reset-password?token=a%2Bb%2Fc');
    expect(reset.text).toContain('one hour');
    const notice = accountChangedMail(
      shop,
      { name: 'Mona' },
      'password-changed',
      new Date(),
      links,
    );
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.text).toContain('If this was not you');
    expect(notice.text).toContain('https://shop.example/forgot-password');
  });

  it("bring the Contact page's message to the owner, with a reply to the sender's address", () => {
    const { subject, html, text } = contactMessageMail(shop, contact, order.createdAt);
    expect(subject).toBe('Contact form: message from Mona');
    expect(text).toContain('From: Mona <mona+shop@example.test>');
    expect(text).toContain('Sent: 26 November 2026');
    expect(text).toContain('22:05 (Africa/Cairo)');
    expect(text).toContain('Is the charger <USB-C>?\nThanks & bye');
    // The words are text, their line breaks kept by the block's pre-wrap.
    expect(html).toContain('Is the charger &lt;USB-C&gt;?\nThanks &amp; bye');
    expect(html).toContain('white-space:pre-wrap');
    expect(html).toContain(
      'href="mailto:mona%2Bshop@example.test?subject=Re%3A%20your%20message%20to%20Electro"',
    );
    // A `?` or `#` in an address cannot start the link's query or fragment.
    expect(replyLink('a?b#c@example.test', 'Hi')).toBe('mailto:a%3Fb%23c@example.test?subject=Hi');
  });

  it('link to PUBLIC_URL, else to the store on this machine, never to a Host a client sent', () => {
    expect(storeOrigin({ PUBLIC_URL: 'https://shop.example/', PORT: 3000 })).toBe(
      'https://shop.example',
    );
    expect(storeOrigin({ PORT: 8080 })).toBe('http://localhost:8080');
  });
});
