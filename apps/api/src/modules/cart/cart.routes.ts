import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartAddSchema,
  cartResponseSchema,
  cartUpdateSchema,
  errorResponseSchema,
  opaqueId,
} from '@electro/shared';
import { currentUser, requireForAll } from '../../plugins/app/auth';
import { publicOrigin } from '../../lib/http';
import {
  addToCart,
  cartMessages,
  clearCart,
  getCart,
  removeLine,
  setLineQuantity,
} from './cart.service';
import { toCart } from './cart.mappers';
import { servicesOf } from '../../lib/services';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const mutationErrors = { ...errors, 409: errorResponseSchema };
const lineParams = z.object({ productId: opaqueId('Product id') });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  requireForAll(app, 'user');

  app.get(
    '/cart',
    {
      schema: {
        operationId: 'getCart',
        summary: "The signed-in user's cart",
        tags: ['cart'],
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await getCart(services, currentUser(request).id);
      return {
        success: true as const,
        message: cartMessages.found,
        ...toCart(cart, publicOrigin(request)),
      };
    },
  );

  app.post(
    '/cart',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'addToCart',
        summary: 'Add a product to the cart',
        tags: ['cart'],
        body: cartAddSchema,
        response: { 200: cartResponseSchema, ...mutationErrors },
      },
    },
    async (request) => {
      const cart = await addToCart(services, {
        userId: currentUser(request).id,
        productId: request.body.productId,
        quantity: request.body.quantity ?? 1,
      });
      return {
        success: true as const,
        message: cartMessages.added,
        ...toCart(cart, publicOrigin(request)),
      };
    },
  );

  app.put(
    '/cart/:productId',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'setCartQuantity',
        summary: "Set a cart line's quantity",
        tags: ['cart'],
        params: lineParams,
        body: cartUpdateSchema,
        response: { 200: cartResponseSchema, ...mutationErrors },
      },
    },
    async (request) => {
      const cart = await setLineQuantity(services, {
        userId: currentUser(request).id,
        productId: request.params.productId,
        quantity: request.body.quantity,
      });
      return {
        success: true as const,
        message: cartMessages.updated,
        ...toCart(cart, publicOrigin(request)),
      };
    },
  );

  app.delete(
    '/cart/:productId',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'removeFromCart',
        summary: 'Remove a product from the cart',
        tags: ['cart'],
        params: lineParams,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await removeLine(services, {
        userId: currentUser(request).id,
        productId: request.params.productId,
      });
      return {
        success: true as const,
        message: cartMessages.removed,
        ...toCart(cart, publicOrigin(request)),
      };
    },
  );

  app.put(
    '/cart',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'clearCart',
        summary: 'Empty the cart',
        tags: ['cart'],
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await clearCart(services, currentUser(request).id);
      return {
        success: true as const,
        message: cartMessages.cleared,
        ...toCart(cart, publicOrigin(request)),
      };
    },
  );
};
