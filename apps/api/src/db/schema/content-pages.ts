import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './common';

/**
 * The shop's own words (About, Delivery, Returns, Terms…), written by the owner in Markdown.
 * The slug is the page's address (`/pages/delivery`); an unpublished page is shown to admins only.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_slug_key').on(t.slug)],
);
