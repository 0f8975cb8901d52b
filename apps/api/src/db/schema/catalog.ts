import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './common';

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_key').on(t.slug),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('brands_slug_key').on(t.slug),
  ],
);

/** A full-text document; written by the database's triggers only (see products.searchVector). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Money is integer cents. price_after_discount_cents is a generated column so that the
 * shop can filter and sort on what the customer pays with an index, and it can never drift
 * from price and discount.
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    /** Catalogue order (oldest first) that stays stable under equal timestamps. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    priceAfterDiscountCents: integer('price_after_discount_cents')
      .notNull()
      .generatedAlwaysAs(sql`round(price_cents - price_cents * discount / 100)`),
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    rateAvg: numeric('rate_avg', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    rateNum: integer('rate_num').notNull().default(0),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    imageCover: text('image_cover').notNull(),
    /** Gallery storage keys in display order. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /**
     * What a search matches and ranks on: the title (weight A), the brand's and category's
     * names (B) and the description (C). Triggers of migration 0007 keep it current when the
     * product or the name of its brand or category changes; the application never writes it.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_seq_idx').on(t.seq),
    index('products_category_idx').on(t.categoryId, t.seq),
    index('products_brand_idx').on(t.brandId, t.seq),
    index('products_price_idx').on(t.priceAfterDiscountCents, t.seq),
    index('products_created_idx').on(t.createdAt, t.seq),
    index('products_sold_idx').on(t.sold, t.seq),
    index('products_rate_idx').on(t.rateAvg, t.seq),
    index('products_title_lower_idx').on(sql`lower(${t.title})`, t.seq),
    // Trigram indexes let `ilike '%term%'` search use an index instead of reading every row.
    // fastupdate off: a catalogue is read far more than written, and the embedded database has
    // no autovacuum to flush a pending list that every search would otherwise scan.
    index('products_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_description_trgm_idx')
      .using('gin', sql`${t.description} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // Relevance's title tier (migration 0009, decision 065): the title's own document.
    index('products_title_search_idx')
      .using('gin', sql`to_tsvector('english'::regconfig, ${t.title})`)
      .with({ fastupdate: false }),
    // The owner's list by stock and its low-stock filter (migration 0010).
    index('products_stock_idx').on(t.stock, t.seq),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_discount_range', sql`${t.discount} >= 0 and ${t.discount} <= 100`),
  ],
);
export type ProductRow = typeof products.$inferSelect;
