/**
 * The demo's rows: what the seed writes inside its transaction once the images are stored and
 * the passwords hashed (seed.ts).
 */
import type { Transaction } from '../client';
import { brands, categories, orderItems, orders, products, reviews, users } from '../schema/index';
import { toCents } from '../../lib/money';
import { slugify } from '../../lib/slug';
import { BRANDS, CATEGORIES, ORDERS, PRODUCTS, REVIEWS, USERS } from '@electro/demo-catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type Prepared = {
  /** Every stored image, to remove again if loading fails. */
  keys: string[];
  categoryImages: string[];
  brandImages: string[];
  productImages: Array<{ cover: string; gallery: string[] }>;
  passwordHashes: string[];
};

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}`);
  return value;
}

/** The demo's categories or brands, an hour apart from 400 days ago, with their drawn images. */
function insertTaxonomy(
  tx: Transaction,
  table: typeof categories | typeof brands,
  entries: ReadonlyArray<{ name: string }>,
  images: string[],
  now: number,
) {
  return tx
    .insert(table)
    .values(
      entries.map((entry, i) => ({
        name: entry.name,
        slug: slugify(entry.name),
        image: must(images[i], `${entry.name} image`),
        createdAt: new Date(now - 400 * DAY_MS + i * HOUR_MS),
        updatedAt: new Date(now - 400 * DAY_MS + i * HOUR_MS),
      })),
    )
    .returning({ id: table.id, name: table.name });
}

/** Writes the demo rows; runs inside one transaction. */
export async function insertDemo(tx: Transaction, prepared: Prepared, now: number) {
  const categoryRows = await insertTaxonomy(
    tx,
    categories,
    CATEGORIES,
    prepared.categoryImages,
    now,
  );
  const brandRows = await insertTaxonomy(tx, brands, BRANDS, prepared.brandImages, now);
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
