import {
  keepImagesMessages,
  PRODUCT_GALLERY_MAX,
  productMessages,
  type ProductFieldsInput,
  type ProductFacetsQuery,
  type ProductListQuery,
  type ProductUpdateFieldsInput,
} from '@electro/shared';
import { AppError, pgCodes, pgErrorCode } from '../../lib/errors';
import { toCents } from '../../lib/money';
import { findProductByIdOrSlug, type ProductJoinedRow } from '../../lib/catalogue/product-records';
import { reviewsOfProduct } from '../../lib/catalogue/review-records';
import { didYouMean } from './did-you-mean';
import { violatedConstraint, withSlugRetry } from '../../lib/slugs';
import type { Services } from '../../lib/services';
import {
  brandExists,
  categoryExists,
  deleteProductRow,
  findProductRow,
  freeProductSlug,
  imagesInUse,
  insertProduct,
  updateProductRow,
  type ProductChanges,
} from './products.repository';
import { productFacets, type ProductFacetRows } from './products-facets';
import { productsPage } from './products-list';

export type ProductsDeps = Pick<Services, 'db' | 'images'>;

export const productsMessages = {
  list: 'Products list',
  facets: 'Product facets',
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

export async function listProducts(
  deps: ProductsDeps,
  query: ProductListQuery,
): Promise<{
  rows: ProductJoinedRow[];
  total: number;
  page: number;
  limit: number;
  /** Only for a search that found nothing: the corrected search that would, or null. */
  didYouMean?: string | null;
}> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_DEFAULT_LIMIT;
  const { rows, total } = await productsPage(deps.db, query, { page, limit });
  if (total > 0 || !query.search) return { rows, total, page, limit };
  const { search } = query;
  return { rows, total, page, limit, didYouMean: await didYouMean(deps.db, { ...query, search }) };
}

/** The filter sidebar's counts for the products a query filters (GET /products/facets). */
export function listFacets(
  deps: ProductsDeps,
  query: ProductFacetsQuery,
): Promise<ProductFacetRows> {
  return productFacets(deps.db, query);
}

/** By id, or by slug when no id matches. */
export async function findProduct(deps: ProductsDeps, idOrSlug: string) {
  const row = await findProductByIdOrSlug(deps.db, idOrSlug);
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
    refs.category === undefined ? true : categoryExists(deps.db, refs.category),
    refs.brand === undefined ? true : brandExists(deps.db, refs.brand),
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
  const used = await imagesInUse(deps.db, keys);
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
        const slug = await freeProductSlug(deps.db, { text: fields.title });
        return insertProduct(deps.db, {
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
        });
      },
    });
  } catch (error) {
    await removeKeys(deps, savedKeys);
    return referenceErrorOrRethrow(error);
  }
  return findProduct(deps, id);
}

/** `keepImages` names current gallery images, each once, and leaves room for the new files. */
function checkKeptImages(gallery: string[], keep: string[], added: Buffer[] | undefined) {
  if (keep.some((key) => !gallery.includes(key))) {
    throw new AppError('BAD_REQUEST', keepImagesMessages.unknown);
  }
  if (new Set(keep).size !== keep.length) {
    throw new AppError('BAD_REQUEST', keepImagesMessages.repeated);
  }
  if (keep.length + (added?.length ?? 0) > PRODUCT_GALLERY_MAX) {
    throw new AppError('BAD_REQUEST', productMessages.tooManyImages);
  }
}

export async function updateProduct(
  deps: ProductsDeps,
  input: {
    id: string;
    fields: ProductUpdateFieldsInput;
    cover?: Buffer;
    /**
     * When present (one file or more), the new gallery in the order sent; with `keepImages`,
     * the files appended after the kept images.
     */
    images?: Buffer[];
    /** The current gallery's keys to keep, in the order wanted (`[]` keeps none). */
    keepImages?: string[];
  },
): Promise<ProductJoinedRow> {
  const { fields } = input;
  const current = await findProductRow(deps.db, input.id);
  if (!current) throw new AppError('NOT_FOUND', productsMessages.notFound);
  if (input.keepImages) checkKeptImages(current.images, input.keepImages, input.images);
  await assertReferencesExist(deps, fields);

  const newKeys = await saveAll(deps, [
    ...(input.cover ? [input.cover] : []),
    ...(input.images ?? []),
  ]);
  const coverKey = input.cover ? newKeys[0] : undefined;
  const addedKeys = input.images ? newKeys.slice(input.cover ? 1 : 0) : undefined;
  const galleryKeys = input.keepImages ? [...input.keepImages, ...(addedKeys ?? [])] : addedKeys;

  let updatedId: string | undefined;
  try {
    updatedId = await withSlugRetry({
      constraint: SLUG_CONSTRAINT,
      write: async () => {
        const changes: ProductChanges = { updatedAt: new Date() };
        if (fields.title !== undefined && fields.title !== current.title) {
          changes.title = fields.title;
          changes.slug = await freeProductSlug(deps.db, {
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
        return updateProductRow(deps.db, input.id, changes);
      },
    });
  } catch (error) {
    await removeKeys(deps, newKeys);
    return referenceErrorOrRethrow(error);
  }
  if (!updatedId) {
    await removeKeys(deps, newKeys);
    throw new AppError('NOT_FOUND', productsMessages.notFound);
  }
  await removeUnusedImages(deps, [
    ...(coverKey ? [current.imageCover] : []),
    ...(galleryKeys ? current.images.filter((key) => !galleryKeys.includes(key)) : []),
  ]);
  return findProduct(deps, updatedId);
}

/** Cart lines, wishlist entries and reviews go with it (foreign keys cascade). */
export async function deleteProduct(deps: ProductsDeps, id: string): Promise<void> {
  const deleted = await deleteProductRow(deps.db, id);
  if (!deleted) throw new AppError('NOT_FOUND', productsMessages.notFound);
  await removeUnusedImages(deps, [deleted.imageCover, ...deleted.images]);
}
