import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandResponseSchema,
  brandsResponseSchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  entityCreateSchema,
  entityMessages,
  entityUpdateSchema,
  errorResponseSchema,
  messageResponseSchema,
  opaqueId,
} from '@electro/shared';
import { AppError } from '../../lib/errors';
import { publicOrigin } from '../../lib/http';
import { formBodyLimit, readMultipartForm } from '../../lib/multipart';
import type { MultipartFormDoc } from '../../lib/multipart-docs';
import { badRequestFromZod } from '../../plugins/errors';
import {
  brandKind,
  categoryKind,
  createEntity,
  deleteEntity,
  findEntity,
  kindMessages,
  listEntities,
  updateEntity,
  type EntityKind,
} from './taxonomies.service';
import { toEntity } from './taxonomies.mappers';
import { servicesOf } from '../../lib/services';

const idParams = z.object({ id: opaqueId('id') });

const listQuery = z.object({
  /** Adds `productCount` to each entity (one grouped count over the products index). */
  productCount: z
    .enum(['true', 'false', '1', '0'], { error: 'productCount must be true or false.' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const uploadErrors = { 413: errorResponseSchema, 415: errorResponseSchema };

type EntityRoutesOptions = {
  kind: EntityKind;
  /** Path segment and list key: `categories`, `brands`. */
  plural: 'categories' | 'brands';
  // The two kinds differ only in their keys, so the schemas are taken as plain zod types.
  listSchema: z.ZodType;
  oneSchema: z.ZodType;
};

function entityRoutes(options: EntityRoutesOptions): FastifyPluginAsyncZod {
  const { kind, plural, listSchema, oneSchema } = options;
  const messages = kindMessages(kind);
  const tags = [plural];
  // Names for the OpenAPI document: listCategories, getCategory, createBrand…
  const singular = kind.key;
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const Singular = capital(singular);
  const Plural = capital(plural);

  return async (app) => {
    const services = servicesOf(app);
    const formLimits = { fileFields: { image: 1 }, maxBytes: app.config.UPLOAD_MAX_BYTES };
    const readForm = (request: Parameters<typeof readMultipartForm>[0]) =>
      readMultipartForm(request, formLimits);
    // The forms as the OpenAPI document describes them (lib/multipart-docs.ts).
    const formDoc = (create: boolean): MultipartFormDoc => ({
      fields: create ? entityCreateSchema : entityUpdateSchema,
      files: {
        image: {
          max: 1,
          required: create,
          description: create
            ? `The ${singular}'s picture.`
            : 'A new picture, replacing the current one.',
        },
      },
      maxBytes: app.config.UPLOAD_MAX_BYTES,
    });

    app.get(
      `/${plural}`,
      {
        config: { publicCache: 'cached' },
        schema: {
          operationId: `list${Plural}`,
          summary: `List ${plural}`,
          tags,
          querystring: listQuery,
          response: { 200: listSchema, 400: errors[400] },
        },
      },
      async (request) => {
        const origin = publicOrigin(request);
        const rows = await listEntities(services, kind, {
          withProductCount: request.query.productCount ?? false,
        });
        return {
          success: true,
          message: messages.list,
          [plural]: rows.map(({ row, productCount }) => toEntity(row, origin, productCount)),
        };
      },
    );

    app.get(
      `/${plural}/:id`,
      {
        schema: {
          operationId: `get${Singular}`,
          summary: `One ${singular} by id or slug`,
          tags,
          params: idParams,
          response: { 200: oneSchema, 404: errors[404] },
        },
      },
      async (request) => {
        const row = await findEntity(services, kind, request.params.id);
        return {
          success: true,
          message: messages.found,
          [kind.key]: toEntity(row, publicOrigin(request)),
        };
      },
    );

    app.post(
      `/${plural}`,
      {
        onRequest: app.requireAdmin,
        config: { formBodyLimit: formBodyLimit(formLimits) },
        schema: {
          operationId: `create${Singular}`,
          summary: `Create a ${singular} with its image (admin)`,
          tags,
          consumes: ['multipart/form-data'],
          multipartForm: formDoc(true),
          response: { 201: oneSchema, ...errors, 409: errorResponseSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const form = await readForm(request);
        const fields = entityCreateSchema.safeParse(form.fields);
        if (!fields.success) throw badRequestFromZod(fields.error);
        const image = form.files.image?.[0];
        if (!image) throw new AppError('BAD_REQUEST', entityMessages.imageRequired);
        const row = await createEntity(services, kind, { name: fields.data.name, image });
        return reply.status(201).send({
          success: true,
          message: messages.created,
          [kind.key]: toEntity(row, publicOrigin(request)),
        });
      },
    );

    app.put(
      `/${plural}/:id`,
      {
        onRequest: app.requireAdmin,
        config: { formBodyLimit: formBodyLimit(formLimits) },
        schema: {
          operationId: `update${Singular}`,
          summary: `Update a ${singular} (admin)`,
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          multipartForm: formDoc(false),
          response: { 200: oneSchema, ...errors, 409: errorResponseSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const form = await readForm(request);
        const fields = entityUpdateSchema.safeParse(form.fields);
        if (!fields.success) throw badRequestFromZod(fields.error);
        const row = await updateEntity(services, kind, request.params.id, {
          name: fields.data.name,
          image: form.files.image?.[0],
        });
        return {
          success: true,
          message: messages.updated,
          [kind.key]: toEntity(row, publicOrigin(request)),
        };
      },
    );

    app.delete(
      `/${plural}/:id`,
      {
        onRequest: app.requireAdmin,
        schema: {
          operationId: `delete${Singular}`,
          summary: `Delete a ${singular} no product uses (admin)`,
          tags,
          params: idParams,
          response: { 200: messageResponseSchema, ...errors, 409: errorResponseSchema },
        },
      },
      async (request) => {
        await deleteEntity(services, kind, request.params.id);
        return { success: true as const, message: messages.deleted };
      },
    );
  };
}

export const categoriesRoutes = entityRoutes({
  kind: categoryKind,
  plural: 'categories',
  listSchema: categoriesResponseSchema,
  oneSchema: categoryResponseSchema,
});

export const brandsRoutes = entityRoutes({
  kind: brandKind,
  plural: 'brands',
  listSchema: brandsResponseSchema,
  oneSchema: brandResponseSchema,
});
