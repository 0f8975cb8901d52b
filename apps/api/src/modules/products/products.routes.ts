import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INPUT_LIMITS,
  PRODUCT_GALLERY_MAX,
  errorResponseSchema,
  keepImagesSchema,
  messageResponseSchema,
  productFieldsSchema,
  productMessages,
  productOnlyResponseSchema,
  productFacetsQuerySchema,
  productFacetsResponseSchema,
  productExportQuerySchema,
  productListQuerySchema,
  productResponseSchema,
  productUpdateFieldsSchema,
  productsResponseSchema,
  opaqueId,
} from '@electro/shared';
import type { FastifyRequest } from 'fastify';
import { toProduct } from '../../lib/catalogue/product-mappers';
import { sendCsv } from '../../lib/csv/send-csv';
import { AppError } from '../../lib/errors';
import { publicOrigin } from '../../lib/http';
import {
  formBodyLimit,
  readMultipartForm,
  type FormLimits,
  type MultipartForm,
} from '../../lib/multipart';
import type { MultipartFormDoc } from '../../lib/multipart-docs';
import { badRequestFromZod } from '../../plugins/errors';
import {
  createProduct,
  deleteProduct,
  findProductWithReviews,
  listFacets,
  listProducts,
  productsMessages,
  updateProduct,
} from './products.service';
import { PRODUCT_CSV_COLUMNS, toProductFacets, toProductWithReviews } from './products.mappers';
import { productsExport } from './products-export';
import { servicesOf } from '../../lib/services';

const idParams = z.object({ id: opaqueId('Product id') });

const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const uploadErrors = { 413: errorResponseSchema, 415: errorResponseSchema };

/** The gallery is read one file past its limit so the client gets the product rule's message. */
const productFormLimits = (maxBytes: number): FormLimits => ({
  fileFields: { imageCover: 1, images: PRODUCT_GALLERY_MAX + 1 },
  maxBytes,
});

/** The product forms as the OpenAPI document describes them (lib/multipart-docs.ts). */
const productFormDoc = (create: boolean, maxBytes: number): MultipartFormDoc => ({
  fields: create ? productFieldsSchema : productUpdateFieldsSchema,
  extraFields: {
    // Parsed through a transform (to cents), which JSON Schema cannot describe.
    price: { type: 'number', minimum: 0, maximum: INPUT_LIMITS.price },
    ...(create
      ? {}
      : {
          keepImages: {
            type: 'string',
            maxLength: 64 * 1024,
            description:
              'A JSON array of the public_ids of current gallery images to keep, in order.',
          },
        }),
  },
  files: {
    imageCover: {
      max: 1,
      required: create,
      description: create
        ? "The product's cover picture."
        : 'A new cover, replacing the current one.',
    },
    images: {
      max: PRODUCT_GALLERY_MAX,
      required: false,
      description: create
        ? 'Gallery pictures.'
        : 'Gallery pictures: they replace the gallery, or follow the images keepImages keeps.',
    },
  },
  maxBytes,
});

async function readProductForm(request: FastifyRequest, maxBytes: number): Promise<MultipartForm> {
  const form = await readMultipartForm(request, productFormLimits(maxBytes));
  if ((form.files.images?.length ?? 0) > PRODUCT_GALLERY_MAX) {
    throw new AppError('BAD_REQUEST', productMessages.tooManyImages);
  }
  return form;
}

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  app.get(
    '/products',
    {
      config: { publicCache: 'cached' },
      schema: {
        operationId: 'listProducts',
        summary: 'List products: filter, search, sort and page',
        tags: ['products'],
        querystring: productListQuerySchema,
        response: { 200: productsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, page, limit, didYouMean } = await listProducts(services, request.query);
      const origin = publicOrigin(request);
      return {
        success: true as const,
        message: productsMessages.list,
        products: rows.map((row) => toProduct(row, origin)),
        totalProducts: total,
        page,
        limit,
        totalPages: Math.ceil(total / limit),
        ...(didYouMean === undefined ? {} : { didYouMean }),
      };
    },
  );

  // A static segment: find-my-way matches it before the parametric '/products/:id'.
  app.get(
    '/products/facets',
    {
      config: { publicCache: 'cached' },
      schema: {
        operationId: 'listProductFacets',
        summary: "Counts for the shop's filters: categories, brands, price, rating, stock",
        description:
          'Takes the filters of GET /products. Each group counts with every filter but its own ' +
          '(a brand count is what ticking that brand as well would list); `total` applies all.',
        tags: ['products'],
        querystring: productFacetsQuerySchema,
        response: { 200: productFacetsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: productsMessages.facets,
      facets: toProductFacets(await listFacets(services, request.query)),
    }),
  );

  app.get(
    '/products/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'exportProducts',
        summary: 'Every product the filters of GET /products list, as a CSV file (admin)',
        description:
          'Takes the filters and sort of GET /products, without paging. Columns: ' +
          `${PRODUCT_CSV_COLUMNS.join(', ')}. A cell starting with = + - or @ is prefixed ` +
          "with ' so a spreadsheet does not run it as a formula.",
        tags: ['products'],
        produces: ['text/csv'],
        querystring: productExportQuerySchema,
        response: {
          200: z.string().describe('CSV, a header line then one line per product'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => sendCsv(reply, productsExport(services, request.query)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        operationId: 'getProduct',
        summary: 'One product by id or slug, with its reviews',
        tags: ['products'],
        params: idParams,
        response: { 200: productResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const product = await findProductWithReviews(services, request.params.id);
      return {
        success: true as const,
        message: productsMessages.found,
        product: toProductWithReviews(product, publicOrigin(request)),
      };
    },
  );

  app.post(
    '/products',
    {
      onRequest: app.requireAdmin,
      config: { formBodyLimit: formBodyLimit(productFormLimits(app.config.UPLOAD_MAX_BYTES)) },
      schema: {
        operationId: 'createProduct',
        summary: 'Create a product with its images (admin)',
        tags: ['products'],
        consumes: ['multipart/form-data'],
        multipartForm: productFormDoc(true, app.config.UPLOAD_MAX_BYTES),
        response: { 201: productOnlyResponseSchema, ...adminErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const form = await readProductForm(request, app.config.UPLOAD_MAX_BYTES);
      const fields = productFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw badRequestFromZod(fields.error);
      const cover = form.files.imageCover?.[0];
      if (!cover) throw new AppError('BAD_REQUEST', productMessages.coverRequired);
      const row = await createProduct(services, {
        fields: fields.data,
        cover,
        images: form.files.images ?? [],
      });
      return reply.status(201).send({
        success: true,
        message: productsMessages.created,
        product: toProduct(row, publicOrigin(request)),
      });
    },
  );

  app.put(
    '/products/:id',
    {
      onRequest: app.requireAdmin,
      config: { formBodyLimit: formBodyLimit(productFormLimits(app.config.UPLOAD_MAX_BYTES)) },
      schema: {
        operationId: 'updateProduct',
        summary: 'Update a product and its images (admin)',
        description:
          'Multipart, every part optional. `images` files replace the gallery; with ' +
          '`keepImages` (a JSON array of current gallery public_ids, in the order wanted) they ' +
          'are appended after the kept images, and `keepImages=[]` without files empties it.',
        tags: ['products'],
        params: idParams,
        consumes: ['multipart/form-data'],
        multipartForm: productFormDoc(false, app.config.UPLOAD_MAX_BYTES),
        response: { 200: productOnlyResponseSchema, ...adminErrors, ...uploadErrors },
      },
    },
    async (request) => {
      const form = await readProductForm(request, app.config.UPLOAD_MAX_BYTES);
      const fields = productUpdateFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw badRequestFromZod(fields.error);
      const keep =
        form.fields.keepImages === undefined
          ? undefined
          : keepImagesSchema.safeParse(form.fields.keepImages);
      if (keep && !keep.success) throw badRequestFromZod(keep.error);
      const row = await updateProduct(services, {
        id: request.params.id,
        fields: fields.data,
        cover: form.files.imageCover?.[0],
        images: form.files.images,
        keepImages: keep?.data,
      });
      return {
        success: true as const,
        message: productsMessages.updated,
        product: toProduct(row, publicOrigin(request)),
      };
    },
  );

  app.delete(
    '/products/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'deleteProduct',
        summary: 'Delete a product (admin)',
        tags: ['products'],
        params: idParams,
        response: { 200: messageResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await deleteProduct(services, request.params.id);
      return { success: true as const, message: productsMessages.deleted };
    },
  );
};
