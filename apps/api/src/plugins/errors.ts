import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { INPUT_LIMITS } from '@electro/shared';
import {
  AppError,
  RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  isDiskFull,
  pgCodes,
  pgErrorCode,
  type FieldError,
} from '../lib/errors';
import { imageErrors } from '../lib/images';
import { DISK_FULL_MESSAGE } from './disk-reserve';

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';
export const DATABASE_UNAVAILABLE = 'The store is briefly unavailable. Please try again shortly.';

/** Fastify's own client errors, in words a client can act on. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty.',
  FST_PARTS_LIMIT: 'Too many parts in the form.',
  FST_FILES_LIMIT: 'Too many files in the form.',
  FST_FIELDS_LIMIT: 'Too many fields in the form.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data body.',
  FST_ERR_BAD_URL: 'The address is not valid: it holds a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: `A part of the address is too long (at most ${INPUT_LIMITS.id} characters).`,
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function badRequestFromZod(error: ZodError): AppError {
  const errors = zodFieldErrors(error);
  return new AppError('BAD_REQUEST', errors[0]?.message ?? 'Invalid input', { errors });
}

/**
 * Errors the router raises before any route runs (a malformed %-escape, a path segment longer
 * than the router keeps): the contract's error shape instead of Fastify's own layout.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        success: false,
        message: fastifyMessages[error.code] ?? 'The request could not be read.',
      }),
    );
}

const clientErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  431: 'The request headers are too large (the address and headers together at most 16 KB).',
};

/**
 * Node's HTTP parser rejects some requests before Fastify sees them (headers over 16 KB, a
 * request that never finishes arriving): answer those in the contract's error shape too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ success: false, message: clientErrorMessages[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  // Without the error: nothing listens for it, and handing it over has Node read its stack (put
  // through source maps): 530 requests timing out in one pass held the event loop 141-193 ms
  // with it, 37-89 ms without (decision 070).
  socket.destroy();
}

async function errorsPlugin(app: FastifyInstance) {
  const messages: Record<string, string> = {
    ...fastifyMessages,
    FST_REQ_FILE_TOO_LARGE: imageErrors.tooLarge(app.config.UPLOAD_MAX_BYTES),
  };

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
        // A body that is JSON but not an object (a string, an array) fails at its root.
        message:
          v.instancePath === '/' &&
          v.keyword === 'invalid_type' &&
          error.validationContext === 'body'
            ? 'The request body must be a JSON object.'
            : (v.message ?? 'Invalid input'),
      }));
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid input', errors });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'a write failed: the disk is full');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: DISK_FULL_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: DATABASE_UNAVAILABLE });
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
      const message = (fastifyCode && messages[fastifyCode]) || error.message;
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: GENERIC_500 });
  });
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['config'] });
