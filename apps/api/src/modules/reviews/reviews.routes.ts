import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  paginationQuerySchema,
  reviewResponseSchema,
  reviewSchema,
  reviewsResponseSchema,
  opaqueId,
} from '@electro/shared';
import { toReview } from '../../lib/catalogue/review-mappers';
import { publicOrigin } from '../../lib/http';
import { currentUser } from '../../plugins/app/auth';
import { createReview, deleteReview, listReviews, reviewsMessages } from './reviews.service';
import { servicesOf } from '../../lib/services';

const REVIEWS_DEFAULT_LIMIT = 20;

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  app.get(
    '/reviews',
    {
      config: { publicCache: 'cached' },
      schema: {
        operationId: 'listReviews',
        summary: 'List reviews, newest first',
        tags: ['reviews'],
        querystring: paginationQuerySchema(REVIEWS_DEFAULT_LIMIT),
        response: { 200: reviewsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await listReviews(services, request.query);
      const origin = publicOrigin(request);
      return {
        success: true as const,
        message: reviewsMessages.list,
        reviews: rows.map((row) => toReview(row, origin)),
      };
    },
  );

  app.post(
    '/products/:productId/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'createReview',
        summary: 'Review a product the customer ordered (one review per customer)',
        tags: ['reviews'],
        params: z.object({ productId: opaqueId('Product id') }),
        body: reviewSchema,
        response: {
          201: reviewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await createReview(services, {
        productId: request.params.productId,
        userId: currentUser(request).id,
        input: request.body,
      });
      return reply.status(201).send({
        success: true,
        message: reviewsMessages.created,
        review: toReview(row, publicOrigin(request)),
      });
    },
  );

  app.delete(
    '/reviews/:id',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'deleteReview',
        summary: 'Delete a review (its author or an admin)',
        tags: ['reviews'],
        params: z.object({ id: opaqueId('Review id') }),
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await deleteReview(services, { reviewId: request.params.id, user: currentUser(request) });
      return { success: true as const, message: reviewsMessages.deleted };
    },
  );
};
