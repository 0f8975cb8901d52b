export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldError = { path: string; message: string };

/** The one error type of the API: services throw it, the error handler answers with it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = extra.errors;
    this.headers = extra.headers;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** PostgreSQL error codes the services turn into client errors. */
export const pgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SQLSTATEs and driver errors that mean the database is away (restarting, unreachable, or this
 * connection was terminated), as opposed to a query that failed: the request may succeed later.
 */
// 57014: a statement cancelled by statement_timeout (the server is overloaded).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '3D000']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Client was closed and is not queryable',
  'Query read timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      // Class 08: connection exceptions.
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    const message = current.message;
    if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The disk is full: the database could not extend a file or its log (SQLSTATE 53100,
 * disk_full) or a file of this process could not be written (ENOSPC, or EDQUOT over a quota).
 * The write may succeed once space is freed (decision 072).
 */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait when the database or a bounded queue is busy. */
export const RETRY_AFTER_SECONDS = 5;

export const unavailable = (message: string) =>
  new AppError('UNAVAILABLE', message, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
