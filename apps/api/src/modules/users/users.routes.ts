import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  currentUserResponseSchema,
  errorResponseSchema,
  tokenResponseSchema,
  updateAccountSchema,
  userResponseSchema,
} from '@electro/shared';
import { currentUser, requireForAll } from '../../plugins/app/auth';
import { publicOrigin } from '../../lib/http';
import { formBodyLimit, readMultipartForm } from '../../lib/multipart';
import { AppError } from '../../lib/errors';
import { toUser } from '../../lib/accounts/user-mappers';
import {
  changePassword,
  getCurrentUser,
  setProfileImage,
  updateAccount,
  usersMessages,
} from './users.service';
import { servicesOf } from '../../lib/services';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  const profileFormLimits = { fileFields: { image: 1 }, maxBytes: app.config.UPLOAD_MAX_BYTES };
  requireForAll(app, 'user');

  app.get(
    '/users',
    {
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user, with the address of their latest order',
        tags: ['users'],
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, lastShippingAddress } = await getCurrentUser(services, currentUser(request).id);
      return {
        success: true as const,
        message: usersMessages.found,
        user: { ...toUser(user, publicOrigin(request)), lastShippingAddress },
      };
    },
  );

  app.put(
    '/users/update-account',
    {
      schema: {
        operationId: 'updateAccount',
        summary: "Update the signed-in user's details",
        tags: ['users'],
        body: updateAccountSchema.optional(),
        response: { 200: userResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await updateAccount(services, currentUser(request).id, request.body ?? {});
      return {
        success: true as const,
        message: usersMessages.updated,
        user: toUser(user, publicOrigin(request)),
      };
    },
  );

  app.put(
    '/users/change-password',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'changePassword',
        summary: "Change the signed-in user's password",
        tags: ['users'],
        body: changePasswordSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = await changePassword(services, currentUser(request).id, request.body);
      return { success: true as const, message: usersMessages.passwordChanged, token };
    },
  );

  app.post(
    '/users/upload-image',
    {
      config: { formBodyLimit: formBodyLimit(profileFormLimits) },
      schema: {
        operationId: 'uploadProfileImage',
        summary: "Upload the signed-in user's picture",
        tags: ['users'],
        consumes: ['multipart/form-data'],
        multipartForm: {
          fields: z.object({}),
          files: { image: { max: 1, required: true, description: 'The picture.' } },
          maxBytes: app.config.UPLOAD_MAX_BYTES,
        },
        response: {
          200: userResponseSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, profileFormLimits);
      const image = form.files.image?.[0];
      if (!image) throw new AppError('BAD_REQUEST', usersMessages.imageRequired);
      const user = await setProfileImage(services, currentUser(request).id, image);
      return {
        success: true as const,
        message: usersMessages.uploaded,
        user: toUser(user, publicOrigin(request)),
      };
    },
  );
};
