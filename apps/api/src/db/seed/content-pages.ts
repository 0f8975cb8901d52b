import type { Executor } from '../client';
import {
  countPages,
  insertMissingPages,
  type ContentPageValues,
} from '../../modules/pages/pages.repository';

/* The shop's phone and city as the storefront's top bar shows them (app/layouts/top-bar.tsx). */
const PHONE = '+20 100 123 4567';
const CITY = 'Cairo, Egypt';

/**
 * The pages a new shop starts with, published, for the owner to make their own in the admin's
 * Pages screen. The footer links to these slugs (decision 080).
 */
export const DEFAULT_CONTENT_PAGES: ContentPageValues[] = [
  {
    slug: 'about',
    title: 'About Electro',
    published: true,
    body: `Electro sells phones, laptops, tablets, smartwatches and accessories from the brands you know, at the lowest prices we can manage.

We are a small shop in ${CITY}. Every order is packed by hand and delivered to your door, and you pay in cash when it arrives.

- **Phone:** ${PHONE}
- **Where we are:** ${CITY}

Questions before you buy? See [Delivery](/pages/delivery) and [Returns](/pages/returns), or [contact us](/pages/contact).
`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    published: true,
    body: `We are glad to help with an order, a product or anything else.

## Call us

**${PHONE}**, Saturday to Thursday, 10:00 to 20:00.

## Where we are

${CITY}

## Write to us

Use the form below: your message reaches us by email, and we answer at the address you give.
`,
  },
  {
    slug: 'delivery',
    title: 'Delivery details',
    published: true,
    body: `## How we deliver

We deliver to your door anywhere in Egypt. Give the city, street and a phone number at checkout; our courier calls before coming.

## When

Most orders arrive within 2 to 5 working days. Your order's page under **My orders** shows when it was shipped and when it was delivered.

## Paying

You pay **in cash on delivery**, to the courier, when the parcel is in your hands. Nothing is charged when you place the order.

## Cancelling

Changed your mind? Call us at ${PHONE} before the order is shipped and we cancel it.
`,
  },
  {
    slug: 'returns',
    title: 'Returns',
    published: true,
    body: `You may return an item within **14 days** of delivery.

To be accepted, the item must be:

- unused,
- in its original packaging,
- sent back with its proof of purchase (your order number).

Once we have received and inspected the item, we refund it to the original payment method. For an order paid in cash on delivery, we arrange the refund with you by phone.

To start a return, call us at ${PHONE} with your order number.
`,
  },
  {
    slug: 'terms',
    title: 'Terms & Conditions',
    published: true,
    body: `These terms apply to every order placed with Electro.

## Orders

An order is a request to buy: it is confirmed when we ship it. If an item runs out or a price was shown in error, we tell you and cancel the order; nothing has been paid.

## Prices and payment

Prices include any discount shown. Payment is in cash on delivery.

## Delivery and returns

See [Delivery details](/pages/delivery) and [Returns](/pages/returns).

## Your account

Keep your password to yourself. You are responsible for orders placed with your account.

## Contact

${PHONE}, ${CITY}.
`,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    published: true,
    body: `We keep only what we need to run the shop and deliver your orders.

## What we keep

- Your name, email address, phone and address, to deliver your orders and let you sign in.
- Your orders, cart, wish list and reviews.
- Your email address if you subscribe to our newsletter.

## What we do not do

We do not sell your data or share it with anyone but the courier who delivers your order. The shop sets no advertising or tracking cookies.

## Your choices

You can change your details in **My account** at any time. To have your account removed, call us at ${PHONE}.
`,
  },
];

/**
 * Gives a shop that has no pages at all the default ones. A shop that has pages keeps them as
 * they are, edited, unpublished or deleted: the seed never overwrites or brings back the
 * owner's pages (decision 079). Safe to run any number of times, and from several processes
 * at once (a slug already there is skipped). Returns how many pages were added.
 */
export async function seedContentPages(executor: Executor): Promise<number> {
  if ((await countPages(executor)) > 0) return 0;
  return insertMissingPages(executor, DEFAULT_CONTENT_PAGES);
}
