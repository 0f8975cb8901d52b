import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentPageResponseSchema,
  adminContentPagesResponseSchema,
  contentPageCreateSchema,
  contentPagePreviewResponseSchema,
  contentPagePreviewSchema,
  contentPageResponseSchema,
  contentPagesResponseSchema,
  contentPageUpdateSchema,
  errorResponseSchema,
  messageResponseSchema,
  opaqueId,
} from '@electro/shared';
import { servicesOf } from '../../lib/services';
import { renderMarkdown } from './pages.markdown';
import { toAdminPage, toPageLink, toPublicPage } from './pages.mappers';
import {
  createPage,
  deletePage,
  findPage,
  findPublishedPage,
  listPages,
  pagesMessages,
  updatePage,
} from './pages.service';

const idParams = z.object({ id: opaqueId('id') });
const slugParams = z.object({ slug: opaqueId('slug') });

const tags = ['pages'];
const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** The shop's own pages: published ones for everyone, every one for the admin (decision 079). */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);

  app.get(
    '/pages',
    {
      config: { publicCache: 'cached' },
      schema: {
        operationId: 'listPages',
        summary: 'Published content pages (slug and title)',
        tags,
        response: { 200: contentPagesResponseSchema },
      },
    },
    async () => {
      const rows = await listPages(services, { publishedOnly: true });
      return { success: true as const, message: pagesMessages.list, pages: rows.map(toPageLink) };
    },
  );

  app.get(
    '/pages/:slug',
    {
      config: { publicCache: 'cached' },
      schema: {
        operationId: 'getPage',
        summary: 'One published content page by slug, its body rendered to HTML',
        tags,
        params: slugParams,
        response: {
          200: contentPageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await findPublishedPage(services, request.params.slug);
      return { success: true as const, message: pagesMessages.found, page: toPublicPage(row) };
    },
  );

  app.get(
    '/admin/pages',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'listAdminPages',
        summary: 'Every content page, published or not, with its Markdown (admin)',
        tags,
        response: { 200: adminContentPagesResponseSchema, ...adminErrors },
      },
    },
    async () => {
      const rows = await listPages(services, { publishedOnly: false });
      return { success: true as const, message: pagesMessages.list, pages: rows.map(toAdminPage) };
    },
  );

  app.get(
    '/admin/pages/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'getAdminPage',
        summary: 'One content page with its Markdown (admin)',
        tags,
        params: idParams,
        response: { 200: adminContentPageResponseSchema, ...adminErrors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await findPage(services, request.params.id);
      return { success: true as const, message: pagesMessages.found, page: toAdminPage(row) };
    },
  );

  app.post(
    '/admin/pages',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'createPage',
        summary: 'Create a content page (admin)',
        tags,
        body: contentPageCreateSchema,
        response: { 201: adminContentPageResponseSchema, ...adminErrors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await createPage(services, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: pagesMessages.created, page: toAdminPage(row) });
    },
  );

  // Renders a body the way the storefront will, for the editor's preview: it changes nothing.
  app.post(
    '/admin/pages/preview',
    {
      onRequest: app.requireAdmin,
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'previewPage',
        summary: 'Render a Markdown body as the storefront will show it (admin)',
        tags,
        body: contentPagePreviewSchema,
        response: { 200: contentPagePreviewResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: pagesMessages.preview,
      html: renderMarkdown(request.body.body),
    }),
  );

  app.put(
    '/admin/pages/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'updatePage',
        summary: 'Update a content page: only the fields sent change (admin)',
        tags,
        params: idParams,
        body: contentPageUpdateSchema,
        response: {
          200: adminContentPageResponseSchema,
          ...adminErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await updatePage(services, request.params.id, request.body);
      return { success: true as const, message: pagesMessages.updated, page: toAdminPage(row) };
    },
  );

  app.delete(
    '/admin/pages/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'deletePage',
        summary: 'Delete a content page (admin)',
        tags,
        params: idParams,
        response: { 200: messageResponseSchema, ...adminErrors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await deletePage(services, request.params.id);
      return { success: true as const, message: pagesMessages.deleted };
    },
  );
};
