/**
 * What the store's logs may carry. A failed query's error holds its parameters (a new user's
 * argon2 hash, email, phone and address, in the message, in `params` and in the stack), and a
 * PostgreSQL error's `detail` repeats the values of a violated key: none of that is written.
 * What is kept says which query and which constraint failed, and where in the code.
 */

/** Request fields never written, whatever logs them. */
export const LOG_REDACT_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
];

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  cause?: SerializedError;
};

/** Fields of a PostgreSQL error that name things, never values. */
const PG_NAME_FIELDS = ['table', 'column', 'constraint'] as const;

function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  // The first lines of a stack repeat the message (and with it any parameters): keep frames only.
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function messageOf(error: Error & { query?: unknown; params?: unknown }): string {
  if (typeof error.query === 'string' && 'params' in error) {
    return `Failed query: ${error.query}`;
  }
  return error.message;
}

export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    return {
      type: typeof value,
      message: typeof value === 'string' ? value : 'non-error thrown',
      stack: '',
    };
  }
  const error = value as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: error.name || error.constructor?.name || 'Error',
    message: messageOf(error),
    stack: frames(error.stack),
  };
  if (typeof error.code === 'string') out.code = error.code;
  for (const field of PG_NAME_FIELDS) {
    if (typeof error[field] === 'string') out[field] = error[field] as string;
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
