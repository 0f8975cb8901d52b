import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireForAll } from '../../plugins/app/auth';
import {
  adminOrderCreateSchema,
  customerResponseSchema,
  customersQuerySchema,
  customersResponseSchema,
  errorResponseSchema,
  idempotentHeadersSchema,
  opaqueId,
  orderResponseSchema,
  statsResponseSchema,
} from '@electro/shared';
import { publicOrigin } from '../../lib/http';
import { toOrder } from '../../lib/order-book/order-mappers';
import { toCustomer, toStats } from './admin.mappers';
import {
  adminMessages,
  createOrderForCustomer,
  findCustomer,
  findCustomers,
  getStats,
} from './admin.service';
import { servicesOf } from '../../lib/services';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  requireForAll(app, 'admin');

  app.get(
    '/admin/stats',
    {
      schema: {
        operationId: 'getAdminStats',
        summary: 'Dashboard figures (admin)',
        tags: ['admin'],
        response: { 200: statsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const stats = await getStats(services);
      return {
        success: true as const,
        message: adminMessages.stats,
        stats: toStats(stats, publicOrigin(request)),
      };
    },
  );

  app.get(
    '/admin/customers',
    {
      schema: {
        operationId: 'listCustomers',
        summary: 'Customers with their order figures, paged and searchable (admin)',
        tags: ['admin'],
        querystring: customersQuerySchema,
        response: { 200: customersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, search } = request.query;
      const { customers, total, totalPages } = await findCustomers(services, {
        search: search || undefined,
        page,
        limit,
      });
      const origin = publicOrigin(request);
      return {
        success: true as const,
        message: adminMessages.customers,
        customers: customers.map((customer) => toCustomer(customer, origin)),
        totalCustomers: total,
        page,
        limit,
        totalPages,
      };
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        operationId: 'getCustomer',
        summary: 'One customer with their order figures (admin)',
        tags: ['admin'],
        params: z.object({ id: opaqueId('Customer id') }),
        response: { 200: customerResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const customer = await findCustomer(services, request.params.id);
      return {
        success: true as const,
        message: adminMessages.customer,
        customer: toCustomer(customer, publicOrigin(request)),
      };
    },
  );

  app.post(
    '/admin/orders',
    {
      schema: {
        operationId: 'createOrderForCustomer',
        summary: 'Place an order for a customer (admin)',
        tags: ['admin'],
        headers: idempotentHeadersSchema,
        body: adminOrderCreateSchema,
        response: {
          201: orderResponseSchema,
          200: orderResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { record, replayed } = await createOrderForCustomer(services, {
        adminId: currentUser(request).id,
        order: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send({
        success: true as const,
        message: adminMessages.orderCreated,
        order: toOrder(record, publicOrigin(request)),
      });
    },
  );
};
