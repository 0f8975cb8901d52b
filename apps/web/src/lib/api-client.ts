import { takeEntryResponse } from './entry-boot';
import { API_BASE } from '@/config/api';
import { clearAuthToken, getAuthToken } from './auth-token';

export { API_BASE };

export type FieldError = { path: string; message: string };

/** An API answer other than 2xx, or a request that never got an answer (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** True when `message` came from the server's `{ success: false, message }` body. */
  readonly fromServer: boolean;
  /** The answer's Retry-After in seconds (a 503 or 429 says when to come back), if it had one. */
  readonly retryAfterSeconds?: number;

  constructor(options: {
    status: number;
    message: string;
    errors?: FieldError[];
    fromServer?: boolean;
    retryAfterSeconds?: number;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errors = options.errors ?? [];
    this.fromServer = options.fromServer ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'Network error. Check your connection and try again.';
const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/**
 * How long a request may wait for its answer. Past it the request is abandoned and fails like a
 * lost connection (status 0), so a spinner never turns for the 40 s and more a dead connection
 * can hold a fetch open. FormData uploads are left without it: a large image on a slow line may
 * honestly take longer.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The caller's signal, and a timer's: the first to fire aborts the request. */
function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  const abort = (source: AbortSignal) => () => controller.abort(source.reason);
  if (signal.aborted) controller.abort(signal.reason);
  signal.addEventListener('abort', abort(signal), { once: true });
  timeout.addEventListener('abort', abort(timeout), { once: true });
  return controller.signal;
}

const isTimeout = (error: unknown) =>
  error instanceof DOMException && error.name === 'TimeoutError';

/** The server's message when it sent one, else the caller's fallback (docs/PRODUCT.md §8). */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; a FormData as multipart. */
  body?: unknown;
  /** Empty values (undefined, null, '', []) are left out; arrays are joined with commas. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up (default REQUEST_TIMEOUT_MS; FormData: none). */
  timeoutMs?: number;
  /** FormData only: called with 0..1 as the upload progresses (uses XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * A 401 on a request that carried a token normally means the session is over and clears it.
   * Set false where 401 means something else (change-password: wrong current password).
   */
  clearSessionOn401?: boolean;
  /** Headers of the call's own (an `Idempotency-Key`); the token and content type are added. */
  headers?: Record<string, string>;
};

export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type RawResponse = { status: number; text: string; retryAfter?: string | null };

/** Retry-After in seconds; the HTTP-date form is not sent by this API and is ignored. */
function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown, retryAfterSeconds?: number): ApiError {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message === 'string' && message) {
      return new ApiError({
        status,
        message,
        errors: Array.isArray(errors) ? (errors as FieldError[]) : [],
        fromServer: true,
        retryAfterSeconds,
      });
    }
  }
  return new ApiError({ status, message: GENERIC_MESSAGE, retryAfterSeconds });
}

function sendWithXhr(options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal;
  onUploadProgress: (fraction: number) => void;
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, options.url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      options.onUploadProgress(1);
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('retry-after'),
      });
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, message: NETWORK_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

/**
 * The one way to call the API: adds the `token` header, sends JSON or FormData, and turns any
 * non-2xx answer into an ApiError carrying the server's message.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = `${API_BASE}${path}${buildQueryString(options.query)}`;
  const token = getAuthToken();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.token = token;

  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let body: BodyInit | undefined;
  if (isForm) {
    body = options.body as FormData;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let raw: RawResponse;
  if (isForm && options.onUploadProgress) {
    raw = await sendWithXhr({
      url,
      method,
      headers,
      body: options.body as FormData,
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    });
  } else {
    const timeoutMs = options.timeoutMs ?? (isForm ? undefined : REQUEST_TIMEOUT_MS);
    const signal = timeoutMs ? withTimeout(options.signal, timeoutMs) : options.signal;
    try {
      // The boot script in index.html may have asked for this already (lib/entry-boot.ts).
      const early = method === 'GET' ? takeEntryResponse(url) : undefined;
      const response =
        (early && (await early.catch(() => undefined))) ||
        (await fetch(url, { method, headers, body, signal }));
      raw = {
        status: response.status,
        text: await response.text(),
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      if (isTimeout(error) || isTimeout(signal?.reason)) {
        throw new ApiError({ status: 0, message: TIMEOUT_MESSAGE });
      }
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ status: 0, message: NETWORK_MESSAGE });
    }
  }

  const parsed = parseBody(raw.text);
  const failed =
    raw.status < 200 ||
    raw.status >= 300 ||
    (parsed !== null && typeof parsed === 'object' && 'success' in parsed && !parsed.success);
  if (failed) {
    const error = toApiError(raw.status, parsed, parseRetryAfter(raw.retryAfter));
    if (raw.status === 401 && token && options.clearSessionOn401 !== false) clearAuthToken();
    throw error;
  }
  return parsed as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
