import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, pgCodes, pgErrorCode, type FieldError } from '../lib/errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

/** Fastify's own client errors, in words a client can act on. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_REQ_FILE_TOO_LARGE: 'Image must be at most 5 MB.',
  FST_PARTS_LIMIT: 'Too many parts in the form.',
  FST_FILES_LIMIT: 'Too many files in the form.',
  FST_FIELDS_LIMIT: 'Too many fields in the form.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data body.',
};

export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function badRequestFromZod(error: ZodError): AppError {
  const errors = zodFieldErrors(error);
  return new AppError('BAD_REQUEST', errors[0]?.message ?? 'Invalid input', { errors });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, errors: error.errors });
    }
    if (error instanceof ZodError) {
      const appError = badRequestFromZod(error);
      return reply
        .status(400)
        .send({ success: false, message: appError.message, errors: appError.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid input',
      }));
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid input', errors });
    }
    const code = pgErrorCode(error);
    if (code === pgCodes.uniqueViolation) {
      return reply.status(409).send({ success: false, message: 'This already exists.' });
    }
    if (code === pgCodes.foreignKeyViolation) {
      return reply
        .status(409)
        .send({ success: false, message: 'This is still used by other records.' });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const fastifyCode = (error as FastifyError).code;
      const message = (fastifyCode && fastifyMessages[fastifyCode]) || error.message;
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: GENERIC_500 });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ success: false, message: `Route ${request.method} ${request.url} not found` });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
