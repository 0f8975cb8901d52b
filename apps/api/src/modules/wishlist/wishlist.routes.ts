import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  opaqueId,
  wishlistAddSchema,
  wishlistResponseSchema,
} from '@electro/shared';
import { currentUser, requireForAll } from '../../plugins/app/auth';
import { publicOrigin } from '../../lib/http';
import {
  addToWishlist,
  clearWishlist,
  getWishlist,
  removeFromWishlist,
  wishlistMessages,
} from './wishlist.service';
import { toWishlist } from './wishlist.mappers';
import { servicesOf } from '../../lib/services';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  requireForAll(app, 'user');

  app.get(
    '/wishlist',
    {
      schema: {
        operationId: 'getWishlist',
        summary: "The signed-in user's wishlist",
        tags: ['wishlist'],
        response: { 200: wishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await getWishlist(services, currentUser(request).id);
      return {
        success: true as const,
        message: wishlistMessages.found,
        ...toWishlist(rows, publicOrigin(request)),
      };
    },
  );

  app.post(
    '/wishlist',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'addToWishlist',
        summary: 'Add a product to the wishlist',
        tags: ['wishlist'],
        body: wishlistAddSchema,
        response: { 200: wishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await addToWishlist(services, {
        userId: currentUser(request).id,
        productId: request.body.productId,
      });
      return {
        success: true as const,
        message: wishlistMessages.added,
        ...toWishlist(rows, publicOrigin(request)),
      };
    },
  );

  app.delete(
    '/wishlist/:productId',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'removeFromWishlist',
        summary: 'Remove a product from the wishlist',
        tags: ['wishlist'],
        params: z.object({ productId: opaqueId('Product id') }),
        response: { 200: wishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await removeFromWishlist(services, {
        userId: currentUser(request).id,
        productId: request.params.productId,
      });
      return {
        success: true as const,
        message: wishlistMessages.removed,
        ...toWishlist(rows, publicOrigin(request)),
      };
    },
  );

  app.put(
    '/wishlist',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'clearWishlist',
        summary: 'Empty the wishlist',
        tags: ['wishlist'],
        response: { 200: wishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await clearWishlist(services, currentUser(request).id);
      return {
        success: true as const,
        message: wishlistMessages.cleared,
        ...toWishlist(rows, publicOrigin(request)),
      };
    },
  );
};
