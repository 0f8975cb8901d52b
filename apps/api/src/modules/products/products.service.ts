import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductFieldsInput, ProductQuery, ProductUpdateFieldsInput } from '@electro/shared';
import { brands, categories, orderItems, products, type ProductRow } from '../../db/schema/index';
import { AppError, pgCodes, pgErrorCode } from '../../lib/errors';
import { toCents } from '../../lib/money';
import { selectProducts, type ProductJoinedRow } from '../../lib/catalogue/product-records';
import { reviewsOfProduct } from '../../lib/catalogue/review-records';
import { containsPattern } from '../../lib/like-patterns';
import { uniqueSlug, violatedConstraint, withSlugRetry } from '../../lib/slugs';
import type { Services } from '../../lib/services';

export type ProductsDeps = Pick<Services, 'db' | 'images'>;

export const productsMessages = {
  list: 'Products list',
  found: 'Product found',
  created: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  notFound: 'Product not found',
  unknownCategory: 'The chosen category does not exist. Pick one from the category list.',
  unknownBrand: 'The chosen brand does not exist. Pick one from the brand list.',
} as const;

export const PRODUCTS_DEFAULT_LIMIT = 20;
const SLUG_CONSTRAINT = 'products_slug_key';
const IMAGE_FOLDER = 'products';

const lowered = (values: string[]) => values.map((value) => value.toLowerCase());

/**
 * The WHERE of a product list. Category and brand filters go through id subqueries, so the
 * count needs no join and the filters can use products_category_idx and products_brand_idx.
 * A search first resolves the (few) brands and categories whose names match into literal ids:
 * with plain values the planner can OR the trigram indexes on title and description with the
 * brand and category indexes, where a subquery would force it to read every product.
 */
async function listFilter(deps: ProductsDeps, query: ProductQuery): Promise<SQL | undefined> {
  const conditions: Array<SQL | undefined> = [];
  if (query.search) {
    // `%` and `_` typed by a shopper are letters, not wildcards.
    const pattern = containsPattern(query.search);
    const [brandIds, categoryIds] = await Promise.all([
      deps.db.select({ id: brands.id }).from(brands).where(ilike(brands.name, pattern)),
      deps.db.select({ id: categories.id }).from(categories).where(ilike(categories.name, pattern)),
    ]);
    conditions.push(
      or(
        ilike(products.title, pattern),
        ilike(products.description, pattern),
        brandIds.length
          ? inArray(
              products.brandId,
              brandIds.map((b) => b.id),
            )
          : undefined,
        categoryIds.length
          ? inArray(
              products.categoryId,
              categoryIds.map((c) => c.id),
            )
          : undefined,
      ),
    );
  }
  if (query.category?.length) {
    // Slugs per docs/API.md; names as well, since the product's category call passes the name.
    const wanted = lowered(query.category);
    conditions.push(
      inArray(
        products.categoryId,
        deps.db
          .select({ id: categories.id })
          .from(categories)
          .where(
            or(inArray(categories.slug, wanted), inArray(sql`lower(${categories.name})`, wanted)),
          ),
      ),
    );
  }
  if (query.brand?.length) {
    const wanted = lowered(query.brand);
    conditions.push(
      inArray(
        products.brandId,
        deps.db
          .select({ id: brands.id })
          .from(brands)
          .where(or(inArray(brands.slug, wanted), inArray(sql`lower(${brands.name})`, wanted))),
      ),
    );
  }
  if (query.minPrice !== undefined) {
    conditions.push(gte(products.priceAfterDiscountCents, toCents(query.minPrice)));
  }
  if (query.maxPrice !== undefined) {
    conditions.push(lte(products.priceAfterDiscountCents, toCents(query.maxPrice)));
  }
  return and(...conditions);
}

/** Every order ends on seq, so pages never overlap or skip rows with equal keys. */
const sortOrders: Record<NonNullable<ProductQuery['sort']> | 'catalogue', SQL[]> = {
  catalogue: [asc(products.seq)],
  price: [asc(products.priceAfterDiscountCents), asc(products.seq)],
  // Backwards along products_price_idx.
  '-price': [desc(products.priceAfterDiscountCents), desc(products.seq)],
  '-createdAt': [desc(products.createdAt), desc(products.seq)],
  // Ties newest first: one direction, so an index on (key, seq) can serve it backwards.
  '-rateAvg': [desc(products.rateAvg), desc(products.seq)],
  '-sold': [desc(products.sold), desc(products.seq)],
  // Alphabetical for a shopper whatever the database collation: 'iPhone' between G and M.
  title: [asc(sql`lower(${products.title})`), asc(products.seq)],
};

export async function listProducts(
  deps: ProductsDeps,
  query: ProductQuery,
): Promise<{ rows: ProductJoinedRow[]; total: number; page: number; limit: number }> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_DEFAULT_LIMIT;
  const where = await listFilter(deps, query);
  const offset = (page - 1) * limit;
  const rows = await selectProducts(deps.db)
    .where(where)
    .orderBy(...sortOrders[query.sort ?? 'catalogue'])
    .limit(limit)
    .offset(offset);
  // A page that is not full ends the matches, so their number is known without counting
  // (a narrow search or filter then costs one scan, not two).
  if (rows.length < limit && (rows.length > 0 || page === 1)) {
    return { rows, total: offset + rows.length, page, limit };
  }
  const [counted] = await deps.db.select({ n: count() }).from(products).where(where);
  return { rows, total: counted?.n ?? 0, page, limit };
}

/** By id, or by slug when no id matches. */
export async function findProduct(deps: ProductsDeps, idOrSlug: string) {
  const [row] = await selectProducts(deps.db)
    .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
    .orderBy(sql`${products.id} = ${idOrSlug} desc`)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', productsMessages.notFound);
  return row;
}

export async function findProductWithReviews(deps: ProductsDeps, idOrSlug: string) {
  const row = await findProduct(deps, idOrSlug);
  const reviews = await reviewsOfProduct(deps.db, row.id);
  return { row, reviews };
}

async function assertReferencesExist(
  deps: ProductsDeps,
  refs: { category?: string; brand?: string },
): Promise<void> {
  const [category, brand] = await Promise.all([
    refs.category === undefined
      ? true
      : deps.db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, refs.category))
          .limit(1)
          .then((rows) => rows.length > 0),
    refs.brand === undefined
      ? true
      : deps.db
          .select({ id: brands.id })
          .from(brands)
          .where(eq(brands.id, refs.brand))
          .limit(1)
          .then((rows) => rows.length > 0),
  ]);
  if (!category) throw new AppError('BAD_REQUEST', productsMessages.unknownCategory);
  if (!brand) throw new AppError('BAD_REQUEST', productsMessages.unknownBrand);
}

/** Saves every file or none: a file that fails (415) takes the ones saved before it along. */
async function saveAll(deps: ProductsDeps, buffers: Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const buffer of buffers) keys.push(await deps.images.save(buffer, IMAGE_FOLDER));
  } catch (error) {
    await removeKeys(deps, keys);
    throw error;
  }
  return keys;
}

async function removeKeys(deps: ProductsDeps, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => deps.images.remove(key)));
}

/**
 * Removes image files no product and no order still shows. Order items keep the cover they
 * were bought with (a snapshot), so that file must outlive the product.
 */
async function removeUnusedImages(deps: ProductsDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const [ordered, shown] = await Promise.all([
    deps.db
      .selectDistinct({ key: orderItems.imageCover })
      .from(orderItems)
      .where(inArray(orderItems.imageCover, keys)),
    deps.db
      .select({ cover: products.imageCover, images: products.images })
      .from(products)
      .where(
        or(
          inArray(products.imageCover, keys),
          sql`${products.images} ?| array[${keyList}]::text[]`,
        ),
      ),
  ]);
  const used = new Set<string>(ordered.map((row) => row.key));
  for (const row of shown) {
    used.add(row.cover);
    for (const key of row.images) used.add(key);
  }
  await removeKeys(
    deps,
    keys.filter((key) => !used.has(key)),
  );
}

/** A broken category or brand reference found by the database (deleted meanwhile). */
function referenceErrorOrRethrow(error: unknown): never {
  if (pgErrorCode(error) === pgCodes.foreignKeyViolation) {
    const brandGone = violatedConstraint(error)?.includes('brand') ?? false;
    throw new AppError(
      'BAD_REQUEST',
      brandGone ? productsMessages.unknownBrand : productsMessages.unknownCategory,
    );
  }
  throw error;
}

export async function createProduct(
  deps: ProductsDeps,
  input: { fields: ProductFieldsInput; cover: Buffer; images: Buffer[] },
): Promise<ProductJoinedRow> {
  const { fields } = input;
  await assertReferencesExist(deps, fields);
  const [coverKey, ...galleryKeys] = await saveAll(deps, [input.cover, ...input.images]);
  if (!coverKey) throw new Error('cover image was not saved');
  const savedKeys = [coverKey, ...galleryKeys];
  let id: string;
  try {
    id = await withSlugRetry({
      constraint: SLUG_CONSTRAINT,
      write: async () => {
        const slug = await uniqueSlug(deps.db, {
          table: products,
          slugColumn: products.slug,
          text: fields.title,
        });
        const [row] = await deps.db
          .insert(products)
          .values({
            title: fields.title,
            slug,
            description: fields.description,
            priceCents: toCents(fields.price),
            discount: fields.discount ?? 0,
            stock: fields.stock,
            categoryId: fields.category,
            brandId: fields.brand,
            imageCover: coverKey,
            images: galleryKeys,
          })
          .returning({ id: products.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      },
    });
  } catch (error) {
    await removeKeys(deps, savedKeys);
    return referenceErrorOrRethrow(error);
  }
  return findProduct(deps, id);
}

export async function updateProduct(
  deps: ProductsDeps,
  input: {
    id: string;
    fields: ProductUpdateFieldsInput;
    cover?: Buffer;
    /** When present (one file or more), the new gallery in the order sent. */
    images?: Buffer[];
  },
): Promise<ProductJoinedRow> {
  const { fields } = input;
  const [current] = await deps.db.select().from(products).where(eq(products.id, input.id)).limit(1);
  if (!current) throw new AppError('NOT_FOUND', productsMessages.notFound);
  await assertReferencesExist(deps, fields);

  const newKeys = await saveAll(deps, [
    ...(input.cover ? [input.cover] : []),
    ...(input.images ?? []),
  ]);
  const coverKey = input.cover ? newKeys[0] : undefined;
  const galleryKeys = input.images ? newKeys.slice(input.cover ? 1 : 0) : undefined;

  let updated: Pick<ProductRow, 'id'> | undefined;
  try {
    updated = await withSlugRetry({
      constraint: SLUG_CONSTRAINT,
      write: async () => {
        const changes: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
        if (fields.title !== undefined && fields.title !== current.title) {
          changes.title = fields.title;
          changes.slug = await uniqueSlug(deps.db, {
            table: products,
            slugColumn: products.slug,
            text: fields.title,
            currentSlug: current.slug,
          });
        }
        if (fields.description !== undefined) changes.description = fields.description;
        if (fields.price !== undefined) changes.priceCents = toCents(fields.price);
        if (fields.discount !== undefined) changes.discount = fields.discount;
        if (fields.stock !== undefined) changes.stock = fields.stock;
        if (fields.category !== undefined) changes.categoryId = fields.category;
        if (fields.brand !== undefined) changes.brandId = fields.brand;
        if (coverKey) changes.imageCover = coverKey;
        if (galleryKeys) changes.images = galleryKeys;
        const [row] = await deps.db
          .update(products)
          .set(changes)
          .where(eq(products.id, input.id))
          .returning({ id: products.id });
        return row;
      },
    });
  } catch (error) {
    await removeKeys(deps, newKeys);
    return referenceErrorOrRethrow(error);
  }
  if (!updated) {
    await removeKeys(deps, newKeys);
    throw new AppError('NOT_FOUND', productsMessages.notFound);
  }
  await removeUnusedImages(deps, [
    ...(coverKey ? [current.imageCover] : []),
    ...(galleryKeys ? current.images : []),
  ]);
  return findProduct(deps, updated.id);
}

/** Cart lines, wishlist entries and reviews go with it (foreign keys cascade). */
export async function deleteProduct(deps: ProductsDeps, id: string): Promise<void> {
  const [deleted] = await deps.db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ imageCover: products.imageCover, images: products.images });
  if (!deleted) throw new AppError('NOT_FOUND', productsMessages.notFound);
  await removeUnusedImages(deps, [deleted.imageCover, ...deleted.images]);
}
