import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  messages,
  registerSchema,
  resetPasswordSchema,
  userResponseSchema,
} from '@electro/shared';
import { publicOrigin } from '../../lib/http';
import { toUser } from '../../lib/accounts/user-mappers';
import { authServiceMessages, login, register } from './auth.service';
import { servicesOf } from '../../lib/services';
import { requestPasswordReset, resetPassword } from './password-reset.service';

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

  app.post(
    '/auth/forgot-password',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'forgotPassword',
        summary: 'Mail a link to reset a password',
        description:
          'Always 200 with the same message, whether or not the address has an account; ' +
          'limited per address and per client (429).',
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await requestPasswordReset(services, request.body, request.ip);
      return { success: true as const, message: messages.resetRequested };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset link',
        description:
          'The link works once, for an hour, and only while it is the newest one asked for. ' +
          'Every token issued before the reset is refused afterwards.',
        tags: ['auth'],
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(services, request.body);
      return { success: true as const, message: messages.passwordReset };
    },
  );
};
