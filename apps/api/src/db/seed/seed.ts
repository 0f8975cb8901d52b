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
import { toCents } from '../../lib/money';
import { slugify } from '../../lib/slug';
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
  svgToWebp,
  type Picture,
} from '@electro/demo-catalogue';
import { seedContentPages } from './content-pages';
import { mapLimit } from './map-limit';

export type SeedContext = {
  db: Database;
  images: ImageStore;
  passwords: PasswordHasher;
  log: FastifyBaseLogger | Pick<Console, 'info' | 'warn'>;
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
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function say(context: SeedContext, message: string) {
  (context.log.info as (message: string) => void).call(context.log, message);
}

type Prepared = {
  /** Every stored image, to remove again if loading fails. */
  keys: string[];
  categoryImages: string[];
  brandImages: string[];
  productImages: Array<{ cover: string; gallery: string[] }>;
  passwordHashes: string[];
};

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

  say(context, `Drawing ${jobs.length} demo images…`);
  const keys: string[] = [];
  let done = 0;
  const hashing = Promise.all(USERS.map((user) => context.passwords.hash(user.password)));
  try {
    const stored = await mapLimit(jobs, RENDER_CONCURRENCY, async (job) => {
      const key = await context.images.saveEncoded(await svgToWebp(job.svg()), job.folder);
      keys.push(key);
      done += 1;
      if (done % 100 === 0) say(context, `  ${done}/${jobs.length} images`);
      return key;
    });
    const pick = (i: number) => stored[i] as string;
    // The copies cards and carousels show, made now so the first visit does not wait for them.
    const listed = [...categoryJobs, ...brandJobs, ...productJobs.map((p) => p.cover)].map(pick);
    await mapLimit(listed, RENDER_CONCURRENCY, (key) =>
      context.images.thumbnail(key, EAGER_THUMBNAIL_WIDTH),
    );
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

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}`);
  return value;
}

/** Writes the demo rows; runs inside one transaction. */
async function insertDemo(tx: Transaction, prepared: Prepared, now: number) {
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((category, i) => ({
        name: category.name,
        slug: slugify(category.name),
        image: must(prepared.categoryImages[i], 'category image'),
        createdAt: new Date(now - 400 * DAY_MS + i * HOUR_MS),
        updatedAt: new Date(now - 400 * DAY_MS + i * HOUR_MS),
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const brandRows = await tx
    .insert(brands)
    .values(
      BRANDS.map((brand, i) => ({
        name: brand.name,
        slug: slugify(brand.name),
        image: must(prepared.brandImages[i], 'brand image'),
        createdAt: new Date(now - 400 * DAY_MS + i * HOUR_MS),
        updatedAt: new Date(now - 400 * DAY_MS + i * HOUR_MS),
      })),
    )
    .returning({ id: brands.id, name: brands.name });
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const brandId = new Map(brandRows.map((row) => [row.name, row.id]));

  const ratings = new Map<string, number[]>();
  for (const review of REVIEWS) {
    ratings.set(review.product, [...(ratings.get(review.product) ?? []), review.rate]);
  }
  const ordered = new Map<string, number>();
  for (const order of ORDERS) {
    for (const item of order.items) {
      ordered.set(item.product, (ordered.get(item.product) ?? 0) + item.quantity);
    }
  }

  // Oldest first, so that the catalogue order (seq) agrees with the arrival dates.
  const byAge = PRODUCTS.map((product, index) => ({
    product,
    index,
    createdAt: new Date(now - product.age * DAY_MS - (index % 7) * 3 * HOUR_MS),
  })).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const productRows = await tx
    .insert(products)
    .values(
      byAge.map(({ product, index, createdAt }) => {
        const rates = ratings.get(product.title) ?? [];
        const images = must(prepared.productImages[index], 'product image');
        return {
          title: product.title,
          slug: slugify(product.title),
          description: product.description,
          priceCents: toCents(product.price),
          discount: product.discount,
          stock: product.stock,
          sold: Math.max(product.sold, ordered.get(product.title) ?? 0),
          rateAvg: averageRate(rates),
          rateNum: rates.length,
          categoryId: must(categoryId.get(product.category), `category ${product.category}`),
          brandId: must(brandId.get(product.brand), `brand ${product.brand}`),
          imageCover: images.cover,
          images: images.gallery,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({
      id: products.id,
      title: products.title,
      imageCover: products.imageCover,
      priceAfterDiscountCents: products.priceAfterDiscountCents,
    });
  const productByTitle = new Map(productRows.map((row) => [row.title, row]));

  const userRows = await tx
    .insert(users)
    .values(
      USERS.map((user, i) => ({
        name: user.name,
        email: user.email,
        phone: user.phone,
        address: user.address,
        role: user.role,
        passwordHash: must(prepared.passwordHashes[i], 'password hash'),
        createdAt: new Date(now - user.age * DAY_MS),
        updatedAt: new Date(now - user.age * DAY_MS),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(
    USERS.map((user) => [user.key, userRows.find((row) => row.email === user.email)?.id]),
  );

  await tx.insert(reviews).values(
    REVIEWS.map((review, i) => ({
      productId: must(productByTitle.get(review.product), `product ${review.product}`).id,
      userId: must(userId.get(review.user), `user ${review.user}`),
      comment: review.comment,
      rate: review.rate,
      createdAt: new Date(now - review.age * DAY_MS - (i % 5) * 2 * HOUR_MS),
    })),
  );

  for (const order of ORDERS) {
    const createdAt = new Date(now - order.hoursAgo * HOUR_MS);
    const lines = order.items.map((item) => ({
      product: must(productByTitle.get(item.product), `product ${item.product}`),
      quantity: item.quantity,
    }));
    const delivered = order.status === 'delivered';
    // Cash on delivery: paid when the parcel arrives, two days after the order.
    const deliveredAt = delivered ? new Date(createdAt.getTime() + 2 * DAY_MS) : null;
    const [row] = await tx
      .insert(orders)
      .values({
        userId: must(userId.get(order.user), `user ${order.user}`),
        city: order.city,
        street: order.street,
        phone: order.phone,
        totalCents: lines.reduce(
          (sum, line) => sum + line.product.priceAfterDiscountCents * line.quantity,
          0,
        ),
        paymentMethod: 'cash',
        paymentStatus: delivered ? 'paid' : 'pending',
        paidAt: deliveredAt,
        deliveredAt,
        status: order.status,
        createdAt,
        updatedAt: deliveredAt ?? createdAt,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('order insert failed');
    await tx.insert(orderItems).values(
      lines.map((line, position) => ({
        orderId: row.id,
        productId: line.product.id,
        title: line.product.title,
        imageCover: line.product.imageCover,
        priceCents: line.product.priceAfterDiscountCents,
        quantity: line.quantity,
        position,
      })),
    );
  }
}

/** The mean of the rates with one decimal, as products.rate_avg keeps it; 0 without reviews. */
export function averageRate(rates: number[]): number {
  if (rates.length === 0) return 0;
  return Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 10) / 10;
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
