import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import {
  brands,
  cartItems,
  carts,
  categories,
  newsletterSubscribers,
  orderItems,
  orders,
  products,
  reviews,
  users,
  wishlistItems,
} from '../schema/index';
import { EAGER_THUMBNAIL_WIDTH, type ImageStore } from '../../lib/images';
import type { PasswordHasher } from '../../lib/passwords';
import {
  BRANDS,
  CATEGORIES,
  ORDERS,
  PRODUCTS,
  REVIEWS,
  USERS,
  brandPicture,
  categoryPicture,
  productPictures,
  type Picture,
} from '@electro/demo-catalogue';
import { seedContentPages } from './content-pages';
import { insertDemo, type Prepared } from './insert-demo';
import { drawWebp, thumbnailWebp } from './demo-image-cache';
import { mapLimit } from './map-limit';

export type SeedContext = {
  db: Database;
  images: ImageStore;
  passwords: PasswordHasher;
  log: FastifyBaseLogger | Pick<Console, 'info' | 'warn'>;
  /** DEMO_IMAGE_CACHE: where drawn images are kept between loads (demo-image-cache.ts). */
  imageCache?: string;
};

export type SeedSummary = {
  categories: number;
  brands: number;
  products: number;
  images: number;
  users: number;
  reviews: number;
  orders: number;
  seconds: number;
};

/** Renders at once: enough to keep two cores busy while files are written. */
const RENDER_CONCURRENCY = 4;
/** Any fixed number: holders of this transaction lock load the demo one at a time. */
const SEED_LOCK = 7_207_301;

function say(context: SeedContext, message: string) {
  (context.log.info as (message: string) => void).call(context.log, message);
}

/** Draws and stores every image and hashes the passwords: the slow part, done outside the transaction. */
async function prepare(context: SeedContext): Promise<Prepared> {
  const jobs: Picture[] = [];
  const categoryJobs = CATEGORIES.map((category) => jobs.push(categoryPicture(category))).map(
    (n) => n - 1,
  );
  const brandJobs = BRANDS.map((brand) => jobs.push(brandPicture(brand))).map((n) => n - 1);
  const productJobs = PRODUCTS.map((product, index) => {
    const pictures = productPictures(product, index);
    const cover = jobs.push(pictures.cover) - 1;
    const gallery = pictures.gallery.map((picture) => jobs.push(picture) - 1);
    return { cover, gallery };
  });

  // The copies cards and carousels show, stored with their originals so the first visit does not
  // wait for them.
  const listed = new Set([...categoryJobs, ...brandJobs, ...productJobs.map((p) => p.cover)]);

  say(context, `Drawing ${jobs.length} demo images…`);
  const keys: string[] = [];
  let done = 0;
  const hashing = Promise.all(USERS.map((user) => context.passwords.hash(user.password)));
  try {
    const stored = await mapLimit(jobs, RENDER_CONCURRENCY, async (job, index) => {
      const drawn = await drawWebp(job.svg(), context.imageCache);
      const copies = listed.has(index)
        ? {
            [EAGER_THUMBNAIL_WIDTH]: await thumbnailWebp(
              drawn,
              EAGER_THUMBNAIL_WIDTH,
              context.imageCache,
            ),
          }
        : {};
      const key = await context.images.saveEncoded(drawn, job.folder, copies);
      keys.push(key);
      done += 1;
      if (done % 100 === 0) say(context, `  ${done}/${jobs.length} images`);
      return key;
    });
    const pick = (i: number) => stored[i] as string;
    return {
      keys,
      categoryImages: categoryJobs.map(pick),
      brandImages: brandJobs.map(pick),
      productImages: productJobs.map((p) => ({
        cover: pick(p.cover),
        gallery: p.gallery.map(pick),
      })),
      passwordHashes: await hashing,
    };
  } catch (error) {
    await hashing.catch(() => undefined);
    await removeImages(context, keys);
    throw error;
  }
}

async function removeImages(context: SeedContext, keys: string[]) {
  await mapLimit(keys, 8, (key) => context.images.remove(key).catch(() => undefined));
}

async function isEmpty(executor: Database | Transaction): Promise<boolean> {
  const [user] = await executor.select({ id: users.id }).from(users).limit(1);
  const [product] = await executor.select({ id: products.id }).from(products).limit(1);
  return !user && !product;
}

function summary(prepared: Prepared, started: number): SeedSummary {
  return {
    categories: CATEGORIES.length,
    brands: BRANDS.length,
    products: PRODUCTS.length,
    images: prepared.keys.length,
    users: USERS.length,
    reviews: REVIEWS.length,
    orders: ORDERS.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

const describe = (s: SeedSummary) =>
  `${s.categories} categories, ${s.brands} brands, ${s.products} products (${s.images} images), ${s.users} users, ${s.reviews} reviews, ${s.orders} orders in ${s.seconds} s`;

/**
 * Loads the demo catalogue into an empty database (no users and no products), all or nothing:
 * the rows go in one transaction, and the images of a failed attempt are removed again, so the
 * next start tries afresh. Returns false when there was already data.
 */
export async function seedIfEmpty(context: SeedContext): Promise<boolean> {
  if (!(await isEmpty(context.db))) return false;
  const started = performance.now();
  const prepared = await prepare(context);
  let loaded = false;
  try {
    await context.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      // Another process may have loaded it while this one was drawing.
      if (!(await isEmpty(tx))) return;
      await insertDemo(tx, prepared, Date.now());
      loaded = true;
    });
  } catch (error) {
    await removeImages(context, prepared.keys);
    throw error;
  }
  if (!loaded) {
    await removeImages(context, prepared.keys);
    return false;
  }
  say(context, `Demo catalogue loaded: ${describe(summary(prepared, started))}`);
  return true;
}

/** Every image key the database refers to, to delete the files once their rows are gone. */
async function storedImageKeys(tx: Transaction): Promise<string[]> {
  const keys = new Set<string>();
  for (const row of await tx.select({ image: categories.image }).from(categories))
    keys.add(row.image);
  for (const row of await tx.select({ image: brands.image }).from(brands)) keys.add(row.image);
  for (const row of await tx
    .select({ cover: products.imageCover, images: products.images })
    .from(products)) {
    keys.add(row.cover);
    for (const key of row.images) keys.add(key);
  }
  for (const row of await tx.select({ image: orderItems.imageCover }).from(orderItems))
    keys.add(row.image);
  for (const row of await tx.select({ image: users.profileImage }).from(users)) {
    if (row.image) keys.add(row.image);
  }
  return [...keys];
}

/**
 * Replaces everything (catalogue, users, carts, orders, reviews, subscribers) with the demo, in
 * one transaction: if loading fails the old data stays. The old images are deleted afterwards.
 * The shop's content pages are not demo data and stay as they are (a shop with none gets the
 * default ones).
 */
export async function reloadDemo(context: SeedContext): Promise<SeedSummary> {
  const started = performance.now();
  const prepared = await prepare(context);
  let oldKeys: string[] = [];
  try {
    await context.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      oldKeys = await storedImageKeys(tx);
      say(context, 'Removing the current data…');
      for (const table of [
        orderItems,
        orders,
        reviews,
        cartItems,
        carts,
        wishlistItems,
        products,
        brands,
        categories,
        newsletterSubscribers,
        users,
      ]) {
        await tx.delete(table);
      }
      say(context, 'Writing the demo data…');
      await insertDemo(tx, prepared, Date.now());
      // The shop's pages are the owner's words, not demo data: kept as they are.
      await seedContentPages(tx);
    });
  } catch (error) {
    await removeImages(context, prepared.keys);
    throw error;
  }
  const kept = new Set(prepared.keys);
  await removeImages(
    context,
    oldKeys.filter((key) => !kept.has(key)),
  );
  const result = summary(prepared, started);
  say(context, `Demo catalogue loaded: ${describe(result)}`);
  return result;
}
