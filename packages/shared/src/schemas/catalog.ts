import { z } from 'zod';
import {
  ENTITY_NAME_MAX,
  ENTITY_NAME_MIN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_GALLERY_MAX,
  PRODUCT_LIST_SORTS,
  PRODUCT_SORTS,
  PRODUCT_TITLE_MAX,
  PRODUCT_TITLE_MIN,
} from '../constants';
import { INPUT_LIMITS, boundedText, coercedNumber, requiredString, withinLength } from './helpers';

export const entityMessages = {
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 3 characters long',
  nameMax: 'Name must not exceed 20 characters',
  imageRequired: 'Image is required',
} as const;

/** Category and brand: the form sends `name` and `image` (the image is checked as a file). */
export const entityNameSchema = requiredString(entityMessages.nameRequired, {
  label: 'Name',
  max: ENTITY_NAME_MAX,
  tooLong: entityMessages.nameMax,
}).min(ENTITY_NAME_MIN, entityMessages.nameMin);

export const entityCreateSchema = z.object({ name: entityNameSchema });
export const entityUpdateSchema = z.object({ name: entityNameSchema.optional() });
export type EntityInput = z.infer<typeof entityCreateSchema>;

export const productMessages = {
  titleRequired: 'Title is required.',
  titleMin: 'Title must be at least 2 characters long.',
  titleMax: 'Title must not exceed 60 characters.',
  descriptionRequired: 'Description is required.',
  descriptionMin: 'Description must be at least 2 characters long.',
  descriptionMax: 'Description must not exceed 5000 characters.',
  priceRequired: 'Price is required.',
  priceType: 'Price must be a number.',
  priceMin: 'Price must be 0 or more.',
  priceMax: 'Price must not exceed 1000000.',
  stockRequired: 'Stock is required.',
  stockType: 'Stock must be a number.',
  stockMin: 'Stock must be 0 or more.',
  stockMax: `Stock must not exceed ${INPUT_LIMITS.quantity}.`,
  stockInteger: 'Stock must be a whole number.',
  discountType: 'Discount must be a number.',
  discountRange: 'Discount must be between 0 and 100.',
  categoryRequired: 'Category is required.',
  brandRequired: 'Brand is required.',
  coverRequired: 'Cover image is required.',
  tooManyImages: 'A product has at most 10 gallery images.',
} as const;

const money = (value: number) => Math.round(value * 100) / 100;

export const productFieldsSchema = z.object({
  title: requiredString(productMessages.titleRequired, {
    label: 'Title',
    max: PRODUCT_TITLE_MAX,
    tooLong: productMessages.titleMax,
  }).min(PRODUCT_TITLE_MIN, productMessages.titleMin),
  description: requiredString(productMessages.descriptionRequired, {
    label: 'Description',
    max: PRODUCT_DESCRIPTION_MAX,
    tooLong: productMessages.descriptionMax,
  }).min(PRODUCT_DESCRIPTION_MIN, productMessages.descriptionMin),
  price: coercedNumber({ required: productMessages.priceRequired, type: productMessages.priceType })
    .pipe(
      z.number().min(0, productMessages.priceMin).max(INPUT_LIMITS.price, productMessages.priceMax),
    )
    .transform(money),
  stock: coercedNumber({
    required: productMessages.stockRequired,
    type: productMessages.stockType,
  }).pipe(
    z
      .number()
      .min(0, productMessages.stockMin)
      .max(INPUT_LIMITS.quantity, productMessages.stockMax)
      .int(productMessages.stockInteger),
  ),
  discount: coercedNumber({
    required: productMessages.discountType,
    type: productMessages.discountType,
  })
    .pipe(z.number().min(0, productMessages.discountRange).max(100, productMessages.discountRange))
    .optional(),
  category: requiredString(productMessages.categoryRequired, {
    label: 'Category',
    max: INPUT_LIMITS.id,
  }),
  brand: requiredString(productMessages.brandRequired, { label: 'Brand', max: INPUT_LIMITS.id }),
});
export type ProductFieldsInput = z.infer<typeof productFieldsSchema>;
export const productUpdateFieldsSchema = productFieldsSchema.partial();

export const keepImagesMessages = {
  invalid: 'keepImages must be a JSON array of the public_ids of gallery images to keep.',
  unknown: "keepImages names an image that is not in this product's gallery.",
  repeated: 'keepImages names the same image twice.',
} as const;

/**
 * PUT /products/:id's multipart field `keepImages` (contract v1.1): a JSON array of the
 * `public_id`s of the current gallery to keep, in the order wanted.
 */
export const keepImagesSchema = boundedText(
  keepImagesMessages.invalid,
  { label: 'keepImages', max: 64 * 1024 },
  { trim: true },
).transform((text, context) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const ids = z
    .array(z.string().min(1).max(INPUT_LIMITS.id))
    .max(PRODUCT_GALLERY_MAX)
    .safeParse(value);
  if (!ids.success) {
    context.addIssue({ code: 'custom', message: keepImagesMessages.invalid });
    return z.NEVER;
  }
  return ids.data;
});
export type ProductUpdateFieldsInput = z.infer<typeof productUpdateFieldsSchema>;

export const productQueryMessages = {
  page: `page must be a whole number from 1 to ${INPUT_LIMITS.page}.`,
  limit: 'limit must be a whole number from 1 to 100.',
  minPrice: `minPrice must be a number from 0 to ${INPUT_LIMITS.price}.`,
  maxPrice: `maxPrice must be a number from 0 to ${INPUT_LIMITS.price}.`,
  priceRange: 'minPrice must not exceed maxPrice.',
  sort: `sort must be one of: ${PRODUCT_SORTS.join(', ')}.`,
  search: `search must not exceed ${INPUT_LIMITS.search} characters.`,
  inStock: 'inStock must be true or false.',
  listSort: `sort must be one of: ${PRODUCT_LIST_SORTS.join(', ')}.`,
  maxStock: `maxStock must be a whole number from 0 to ${INPUT_LIMITS.quantity}.`,
} as const;

const queryInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .max(16, message)
    .regex(/^\d+$/, withinLength(16, message))
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

const queryNumber = (message: string) =>
  z
    .string({ error: message })
    .max(32, message)
    .regex(/^\d+(?:\.\d+)?$/, withinLength(32, message))
    .transform(Number)
    .pipe(z.number().max(INPUT_LIMITS.price, message));

/** A search box's text: trimmed, bounded, never a NUL. */
export const searchQuery = boundedText(
  productQueryMessages.search,
  { label: 'search', max: INPUT_LIMITS.search, tooLong: productQueryMessages.search },
  { trim: true },
);

const csv = (label: string) =>
  boundedText(
    `${label} must be a comma-separated list.`,
    { label, max: 1000 },
    { trim: false },
  ).transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

const productQueryFields = {
  search: searchQuery.optional(),
  category: csv('category').optional(),
  brand: csv('brand').optional(),
  minPrice: queryNumber(productQueryMessages.minPrice).optional(),
  maxPrice: queryNumber(productQueryMessages.maxPrice).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: productQueryMessages.sort }).optional(),
  page: queryInt(productQueryMessages.page, 1, INPUT_LIMITS.page).optional(),
  limit: queryInt(productQueryMessages.limit, 1, 100).optional(),
};

const priceRange = {
  check: (q: { minPrice?: number; maxPrice?: number }) =>
    q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  params: { message: productQueryMessages.priceRange, path: ['minPrice'] },
};

export const productQuerySchema = z
  .object(productQueryFields)
  .refine(priceRange.check, priceRange.params);
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** `inStock=true`: only products with stock above 0; `false` is the same as leaving it out. */
const inStockQuery = z
  .enum(['true', 'false'], { error: productQueryMessages.inStock })
  .transform((value) => value === 'true');

/** The list's filters beyond the storefront's: `inStock`, and the admin table's `maxStock`. */
const productListFields = {
  ...productQueryFields,
  sort: z.enum(PRODUCT_LIST_SORTS, { error: productQueryMessages.listSort }).optional(),
  inStock: inStockQuery.optional(),
  /** Only products with at most this stock; 0 lists the ones sold out. */
  maxStock: queryInt(productQueryMessages.maxStock, 0, INPUT_LIMITS.quantity).optional(),
};

/**
 * What GET /products takes (contract v1.1): productQuerySchema, `inStock`, `maxStock` and the
 * admin table's sorts. A schema of its own, so the storefront's reading of its address bar
 * (which mirrors productQuerySchema) is unchanged until it offers them.
 */
export const productListQuerySchema = z
  .object(productListFields)
  .refine(priceRange.check, priceRange.params);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** What GET /products/export takes: the list's filters and sort, without paging. */
export const productExportQuerySchema = z
  .object(productListFields)
  .omit({ page: true, limit: true })
  .refine(priceRange.check, priceRange.params);
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

/** What GET /products/facets takes: the list's filters, without sort and paging. */
export const productFacetsQuerySchema = z
  .object({
    search: productQueryFields.search,
    category: productQueryFields.category,
    brand: productQueryFields.brand,
    minPrice: productQueryFields.minPrice,
    maxPrice: productQueryFields.maxPrice,
    inStock: inStockQuery.optional(),
  })
  .refine(priceRange.check, priceRange.params);
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;

export const paginationQuerySchema = (defaultLimit: number) =>
  z.object({
    page: queryInt(productQueryMessages.page, 1, INPUT_LIMITS.page).optional().default(1),
    limit: queryInt(productQueryMessages.limit, 1, 100).optional().default(defaultLimit),
  });

/** Contract v1.2: the owner's synonym groups (GET/PUT /admin/synonyms). */
export const SYNONYM_LIMITS = { groups: 500, minWords: 2, maxWords: 20, wordLength: 40 } as const;

export const synonymMessages = {
  tooManyGroups: `At most ${SYNONYM_LIMITS.groups} synonym groups.`,
  groupSize: `Each synonym group has ${SYNONYM_LIMITS.minWords} to ${SYNONYM_LIMITS.maxWords} words.`,
  wordLength: `Each synonym is 1 to ${SYNONYM_LIMITS.wordLength} characters, letters or digits.`,
} as const;

/** A word or short phrase: letters and digits, with spaces or hyphens between them. */
const synonymWord = z
  .string({ error: synonymMessages.wordLength })
  .trim()
  .min(1, synonymMessages.wordLength)
  .max(SYNONYM_LIMITS.wordLength, synonymMessages.wordLength)
  .regex(/^[\p{L}\p{N}]+(?:[ '-][\p{L}\p{N}]+)*$/u, synonymMessages.wordLength)
  .transform((word) => word.toLowerCase());

export const synonymsSchema = z
  .array(
    z
      .array(synonymWord, { error: synonymMessages.groupSize })
      .min(SYNONYM_LIMITS.minWords, synonymMessages.groupSize)
      .max(SYNONYM_LIMITS.maxWords, synonymMessages.groupSize),
    { error: synonymMessages.tooManyGroups },
  )
  .max(SYNONYM_LIMITS.groups, synonymMessages.tooManyGroups);

export const synonymsBodySchema = z.object({ synonyms: synonymsSchema });
export type SynonymsBody = z.infer<typeof synonymsBodySchema>;
