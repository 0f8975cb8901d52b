import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  loginResponseSchema,
  loginSchema,
  registerSchema,
  userResponseSchema,
} from '@electro/shared';
import { publicOrigin } from '../../lib/http';
import { toUser } from '../../lib/accounts/user-mappers';
import { authServiceMessages, login, register } from './auth.service';
import { servicesOf } from '../../lib/services';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  app.post(
    '/auth/register',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'register',
        summary: 'Create a customer account',
        tags: ['auth'],
        body: registerSchema,
        response: {
          201: userResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await register(services, request.body, request.ip);
      return reply.status(201).send({
        success: true,
        message: authServiceMessages.registered,
        user: toUser(user, publicOrigin(request)),
      });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'login',
        summary: 'Sign in and receive a token',
        tags: ['auth'],
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { token, user } = await login(services, request.body, request.ip);
      return {
        success: true as const,
        message: authServiceMessages.loggedIn,
        token,
        user: toUser(user, publicOrigin(request)),
      };
    },
  );
};
