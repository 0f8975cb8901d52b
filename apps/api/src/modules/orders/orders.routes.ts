import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSchema,
  errorResponseSchema,
  idempotentHeadersSchema,
  orderResponseSchema,
  ordersExportQuerySchema,
  ordersQuerySchema,
  ordersResponseSchema,
  orderUpdateSchema,
  opaqueId,
} from '@electro/shared';
import { currentUser, requireForAll } from '../../plugins/app/auth';
import { sendCsv } from '../../lib/csv/send-csv';
import { publicOrigin } from '../../lib/http';
import { toOrder } from '../../lib/order-book/order-mappers';
import { ordersExport } from './orders-export';
import {
  checkout,
  getOrderFor,
  listOrdersFor,
  ordersMessages,
  updateOrder,
} from './orders.service';
import { servicesOf } from '../../lib/services';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  requireForAll(app, 'user');

  app.post(
    '/orders/:cartId',
    {
      schema: {
        operationId: 'placeOrder',
        summary: "Check out the caller's cart (cash on delivery)",
        tags: ['orders'],
        params: z.object({ cartId: opaqueId('Cart id') }),
        headers: idempotentHeadersSchema,
        body: checkoutSchema,
        response: {
          201: orderResponseSchema,
          200: orderResponseSchema,
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { record, replayed } = await checkout(services, {
        userId: currentUser(request).id,
        cartId: request.params.cartId,
        shoppingAddress: request.body.shoppingAddress,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send({
        success: true as const,
        message: replayed ? ordersMessages.alreadyPlaced : ordersMessages.created,
        order: toOrder(record, publicOrigin(request)),
      });
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        operationId: 'listOrders',
        summary: "The caller's orders, or every order for an admin",
        tags: ['orders'],
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, status, search, user } = request.query;
      const { records, total, totalPages } = await listOrdersFor(services, {
        user: currentUser(request),
        page,
        limit,
        filter: { status, search: search || undefined },
        customerId: user,
      });
      const origin = publicOrigin(request);
      return {
        success: true as const,
        message: ordersMessages.list,
        orders: records.map((record) => toOrder(record, origin)),
        totalOrders: total,
        page,
        limit,
        totalPages,
      };
    },
  );

  app.get(
    '/orders/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'exportOrders',
        summary: 'The orders of the list, filtered alike, as a CSV file (admin)',
        tags: ['orders'],
        querystring: ordersExportQuerySchema,
        response: {
          200: z.string().meta({
            description: 'CSV, a header row then one row per order, newest first.',
            content: { 'text/csv': { schema: { type: 'string' } } },
          }),
          ...errors,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { status, search, user } = request.query;
      return sendCsv(
        reply,
        ordersExport(services, {
          user: currentUser(request),
          filter: { status, search },
          customerId: user,
          locale: { currency: app.config.CURRENCY, timeZone: app.config.SHOP_TIME_ZONE },
          now: new Date(),
        }),
      );
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        operationId: 'getOrder',
        summary: 'One order by id or number (its customer or an admin)',
        tags: ['orders'],
        params: z.object({ id: opaqueId('Order id') }),
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const record = await getOrderFor(services, {
        user: currentUser(request),
        id: request.params.id,
      });
      return {
        success: true as const,
        message: ordersMessages.found,
        order: toOrder(record, publicOrigin(request)),
      };
    },
  );

  app.patch(
    '/orders/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'updateOrderStatus',
        summary: "Move an order's status or payment (admin)",
        tags: ['orders'],
        params: z.object({ id: opaqueId('Order id') }),
        body: orderUpdateSchema,
        response: {
          200: orderResponseSchema,
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const record = await updateOrder(services, { id: request.params.id, changes: request.body });
      return {
        success: true as const,
        message: ordersMessages.updated,
        order: toOrder(record, publicOrigin(request)),
      };
    },
  );
};
