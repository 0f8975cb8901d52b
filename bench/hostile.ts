/**
 * Hostile input: "a 1 MB body of hostile text in any field of any endpoint is answered in under
 * 100 ms while /health stays under 50 ms", checked against the real store with the demo
 * catalogue.
 *
 * Every string property of every JSON request body under /api/v1 (read from the OpenAPI
 * document, nested ones too) and every text field of the multipart forms gets about 1 MB of
 * each hostile text in turn (a ReDoS-shaped email, a run of one character, NUL bytes, spaces,
 * digits, '@', accented letters, emoji); each string query parameter of each GET gets about
 * 15 KB (Node caps a request's headers at 16 KB). The rest of each body is valid, so the request
 * reaches validation. Requests go 4 at a time while a worker thread probes GET /api/v1/health
 * every 20 ms on its own connection. Prints the figures, writes
 * bench/results/hostile-<time>.json and exits 1 when a target is missed, a request gets a 5xx,
 * fails or takes more than 10 s.
 *
 *   npm run bench:hostile                          embedded database (a fresh one in a temp folder)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:hostile
 *     (creates and drops its own database on that server)
 *   BENCH_ROUNDS=3 npm run bench:hostile           sends the whole set of requests 3 times
 *
 * BENCH_CONCURRENCY (default 4): hostile requests in flight at once. BENCH_IDLE_SECONDS
 * (default 2): /health is probed alone for that long first, to show the machine's own noise.
 * Traffic goes to 127.0.0.1 only.
 *
 * Then a forged X-Forwarded-For through the cluster's HAProxy (bench/forged-forwarded-for.ts)
 * and 1,000 bodies that stop arriving (bench/slow-bodies.ts); BENCH_PARTS=hostile,
 * forwarded-for,slow-bodies picks which run.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { entityCreateSchema, productFieldsSchema } from '@electro/shared';
import { ROOT, startStore, type StoreProcess } from '../scripts/store-process';
import { createThrowawayDatabase } from '../scripts/throwaway-database';
import { forgedForwardedFor } from './forged-forwarded-for';
import { slowBodies } from './slow-bodies';

const TARGET = { hostileMaxMs: 100, healthMaxMs: 50 };
/** A request still unanswered after this long is abandoned and counted as a failure. */
const ABORT_MS = 10_000;
const PROBE_EVERY_MS = 20;
/** Each hostile field: at most this many characters and this many bytes once encoded. */
const FIELD_CHARS = 1_000_000;
const FIELD_BYTES = 1_000_000;
/** Below the server's 1 MiB body limit, so the body reaches validation instead of a 413. */
const BODY_MAX_BYTES = 1_040_000;
/** Request line and headers must fit in Node's 16 KB; the token header takes some. */
const QUERY_BYTES = 15_000;
const API = '/api/v1';

// ---------------------------------------------------------------------------------------------
// HTTP, shared by the hostile traffic (main thread) and the /health probe (worker thread).

type RequestSpec = {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body in pieces, written one after the other, so a 1 MB text is never copied. */
  chunks: Buffer[];
};

type Outcome = {
  /** The HTTP status, or what went wrong before one arrived. */
  status: number | 'timeout' | 'error';
  ms: number;
  /** The start of the answer (or the error), kept for the report when something failed. */
  detail: string;
};

/** Sends one request and times it from the first byte sent to the last byte received. */
function send(agent: http.Agent, base: URL, spec: RequestSpec): Promise<Outcome> {
  return new Promise((resolve) => {
    const length = spec.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const headers =
      spec.chunks.length > 0 ? { ...spec.headers, 'content-length': `${length}` } : spec.headers;
    let settled = false;
    const started = performance.now();
    const finish = (status: Outcome['status'], detail: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, ms: performance.now() - started, detail });
    };
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        headers,
        agent,
      },
      (response) => {
        let detail = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          if (detail.length < 300) detail += text.slice(0, 300 - detail.length);
        });
        response.on('end', () => finish(response.statusCode ?? 0, detail));
        response.on('error', (error) => finish('error', error.message));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish('timeout', `no answer within ${ABORT_MS} ms`);
    }, ABORT_MS);
    // The server may answer (and close) before the whole body is written: the answer counts.
    request.on('error', (error) => finish('error', error.message));
    const last = spec.chunks.at(-1);
    for (const chunk of spec.chunks.slice(0, -1)) request.write(chunk);
    request.end(last);
  });
}

// ---------------------------------------------------------------------------------------------
// The /health probe. It runs in a worker thread so that the main thread, busy sending 1 MB
// bodies, cannot delay its timers or its reading of the answers and inflate the figures.

type ProbeData = { baseUrl: string };
type ProbeRecord = { status: Outcome['status']; ms: number; detail: string };
type ProbeMessage = { type: 'ready' } | { type: 'done'; probes: ProbeRecord[] };

async function probeHealth(data: ProbeData, port: NonNullable<typeof parentPort>): Promise<void> {
  const base = new URL(data.baseUrl);
  // One kept-alive socket of its own: the probe never waits behind hostile requests client-side.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const spec: RequestSpec = { method: 'GET', path: `${API}/health`, headers: {}, chunks: [] };
  let stopping = false;
  port.on('message', () => {
    stopping = true;
  });
  await send(agent, base, spec); // opens the connection; not counted
  port.postMessage({ type: 'ready' } satisfies ProbeMessage);
  const probes: ProbeRecord[] = [];
  while (!stopping) {
    const started = performance.now();
    const outcome = await send(agent, base, spec);
    probes.push({
      status: outcome.status,
      ms: outcome.ms,
      detail: outcome.status === 200 ? '' : outcome.detail,
    });
    const wait = PROBE_EVERY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  agent.destroy();
  port.postMessage({ type: 'done', probes } satisfies ProbeMessage);
}

/** Starts the probe; resolves once it is probing, with a function that stops it. */
async function startProbe(baseUrl: string): Promise<{ stop: () => Promise<ProbeRecord[]> }> {
  // The worker runs this file again. Node 20 does not hand the tsx loader on to workers, so a
  // small JavaScript entry registers it first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then(({ register }) => {
    register();
    return import(${JSON.stringify(import.meta.url)});
  });`;
  const worker = new Worker(entry, { eval: true, workerData: { baseUrl } satisfies ProbeData });
  const messages: ProbeMessage[] = [];
  const waiters: Array<() => void> = [];
  worker.on('message', (message: ProbeMessage) => {
    messages.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the /health probe exited (code ${code})`)));
  });
  failed.catch(() => undefined); // read by the races below; never an unhandled rejection
  const next = async (type: ProbeMessage['type']): Promise<ProbeMessage> => {
    for (;;) {
      const found = messages.find((message) => message.type === type);
      if (found) return found;
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), failed]);
    }
  };
  await next('ready');
  return {
    stop: async () => {
      worker.postMessage('stop');
      const done = await next('done');
      await worker.terminate();
      return done.type === 'done' ? done.probes : [];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Hostile texts.

type TextKind = { name: string; prefix: string; unit: string; suffix: string };

const TEXT_KINDS: TextKind[] = [
  // Backtracks badly in a naive email pattern: many dots between two '@'.
  { name: 'redos email', prefix: 'a@', unit: '.', suffix: '@' },
  { name: 'run of "a"', prefix: '', unit: 'a', suffix: '' },
  { name: 'NUL bytes', prefix: '', unit: 'ab\u0000', suffix: '' },
  // What trim() and `\s+$`-style patterns walk over.
  { name: 'spaces + x', prefix: '', unit: ' ', suffix: 'x' },
  { name: 'digits', prefix: '', unit: '1234567890', suffix: '' },
  { name: 'run of "@"', prefix: '', unit: '@', suffix: '' },
  { name: 'é (2 bytes)', prefix: '', unit: 'é', suffix: '' },
  { name: 'emoji (4 bytes)', prefix: '', unit: '😀', suffix: '' },
];

type Encoding = 'json' | 'multipart' | 'query';

/** Bytes a text takes on the wire in each place it is sent. */
const ENCODED_SIZE: Record<Encoding, (text: string) => number> = {
  json: (text) => Buffer.byteLength(JSON.stringify(text)) - 2,
  multipart: (text) => Buffer.byteLength(text),
  query: (text) => encodeURIComponent(text).length,
};

/** The text, as long as fits the budget of its encoding, and its encoded form. */
type HostileText = { kind: TextKind; chars: number; bytes: number; encoded: Buffer | string };

function hostileText(kind: TextKind, encoding: Encoding): HostileText {
  const size = ENCODED_SIZE[encoding];
  const maxBytes = encoding === 'query' ? QUERY_BYTES : FIELD_BYTES;
  const maxChars = encoding === 'query' ? QUERY_BYTES : FIELD_CHARS;
  // Counting bytes as well as characters keeps the NUL (\u0000 in JSON), é and emoji texts
  // under the body limit.
  const units = Math.floor(
    Math.min(
      (maxBytes - size(kind.prefix) - size(kind.suffix)) / size(kind.unit),
      (maxChars - kind.prefix.length - kind.suffix.length) / kind.unit.length,
    ),
  );
  const text = kind.prefix + kind.unit.repeat(units) + kind.suffix;
  const encoded =
    encoding === 'json'
      ? Buffer.from(JSON.stringify(text))
      : encoding === 'multipart'
        ? Buffer.from(text)
        : encodeURIComponent(text);
  return { kind, chars: text.length, bytes: size(text), encoded };
}

// ---------------------------------------------------------------------------------------------
// What to send: targets read from the OpenAPI document, plus the multipart forms (which the
// document does not describe).

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: JsonValue[];
  minimum?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Ids = {
  product: string;
  category: string;
  brand: string;
  review: string;
  order: string;
  cart: string;
  customer: string;
};

type Target = {
  /** "POST /orders/{cartId}", as in the OpenAPI document without the /api/v1 prefix. */
  operation: string;
  /** Where the hostile text goes: "shoppingAddress.city", "?search", "form: title". */
  field: string;
  encoding: Encoding;
  build: (text: HostileText) => RequestSpec;
};

/** Ids that are valid in shape but match nothing, where the demo data has none. */
const MISSING_ID = 'bench-no-such-id';

/** A real id for each path parameter, so the request gets past routing and reaches validation. */
function fillPath(apiPath: string, ids: Ids): string {
  const segments = apiPath.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith('{')) return segment;
      const name = segment.slice(1, -1);
      const owner = name === 'id' ? segments[index - 1] : name;
      const id =
        owner === 'productId' || owner === 'products' || owner === 'cart' || owner === 'wishlist'
          ? ids.product
          : owner === 'cartId'
            ? ids.cart
            : owner === 'categories'
              ? ids.category
              : owner === 'brands'
                ? ids.brand
                : owner === 'reviews'
                  ? ids.review
                  : owner === 'orders'
                    ? ids.order
                    : MISSING_ID;
      return encodeURIComponent(id);
    })
    .join('/');
}

/** Plausible values for the string fields the schema alone cannot fill validly. */
function sampleString(name: string, schema: JsonSchema, ids: Ids): string {
  const known: Record<string, string> = {
    email: 'bench@electro.test',
    phone: '01012345678',
    password: 'Bench1234',
    confirmPassword: 'Bench1234',
    currentPassword: 'Customer1234',
    newPassword: 'Bench1234',
    name: 'Bench',
    address: '1 Bench Street',
    city: 'Cairo',
    street: 'Tahrir',
    comment: 'A fair product.',
    productId: ids.product,
    userId: ids.customer,
  };
  const fromEnum = schema.enum?.[0];
  if (typeof fromEnum === 'string') return fromEnum;
  return known[name] ?? 'bench'.padEnd(schema.minLength ?? 0, 'x');
}

function typeOf(schema: JsonSchema): JsonSchema {
  // A nullable or union property: the first alternative that is not null stands for it.
  const alternatives = schema.anyOf ?? schema.oneOf;
  return alternatives?.find((alternative) => alternative.type !== 'null') ?? schema;
}

/** A body the schema accepts, built from it. */
function sampleValue(name: string, raw: JsonSchema, ids: Ids): JsonValue {
  const schema = typeOf(raw);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const value: Record<string, JsonValue> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      value[key] = sampleValue(key, property, ids);
    }
    return value;
  }
  if (type === 'array') return schema.items ? [sampleValue(name, schema.items, ids)] : [];
  if (type === 'string') return sampleString(name, schema, ids);
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  return null;
}

/** Every string property of a body schema, as a path into the sample body. */
function stringPaths(
  raw: JsonSchema,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  const schema = typeOf(raw);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return [at];
  if (type === 'array' && schema.items) return stringPaths(schema.items, [...at, 0]);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    stringPaths(property, [...at, key]),
  );
}

const fieldLabel = (at: Array<string | number>) =>
  at.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

function setAt(value: JsonValue, at: Array<string | number>, replacement: JsonValue): JsonValue {
  const [key, ...rest] = at;
  if (key === undefined) return replacement;
  if (Array.isArray(value) && typeof key === 'number') {
    return value.map((item, i) => (i === key ? setAt(item, rest, replacement) : item));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return { ...value, [key]: setAt(value[key] ?? null, rest, replacement) };
  }
  return value;
}

function jsonTargets(doc: OpenApi, ids: Ids, tokens: Map<string, string>): Target[] {
  const targets: Target[] = [];
  const marker = `bench-hostile-${randomUUID()}`;
  for (const [apiPath, item] of Object.entries(doc.paths)) {
    if (!apiPath.startsWith(`${API}/`)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const name = `${method.toUpperCase()} ${apiPath.slice(API.length)}`;
      const token = tokens.get(name) ?? '';
      const url = fillPath(apiPath, ids);
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) {
        const base = sampleValue('', body, ids);
        for (const at of stringPaths(body)) {
          // The body is split around the hostile field once; each request only joins the parts.
          const json = JSON.stringify(setAt(base, at, marker));
          const index = json.indexOf(`"${marker}"`);
          const before = Buffer.from(json.slice(0, index));
          const after = Buffer.from(json.slice(index + marker.length + 2));
          targets.push({
            operation: name,
            field: fieldLabel(at),
            encoding: 'json',
            build: (text) => ({
              method: method.toUpperCase(),
              path: url,
              headers: { 'content-type': 'application/json', token },
              chunks: [before, text.encoded as Buffer, after],
            }),
          });
        }
      }
      if (method !== 'get') continue;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || typeOf(parameter.schema ?? {}).type !== 'string') continue;
        targets.push({
          operation: name,
          field: `?${parameter.name}`,
          encoding: 'query',
          build: (text) => ({
            method: 'GET',
            path: `${url}?${encodeURIComponent(parameter.name)}=${text.encoded as string}`,
            headers: { token },
            chunks: [],
          }),
        });
      }
    }
  }
  return targets;
}

type MultipartForm = {
  method: 'POST' | 'PUT';
  path: string;
  /** Valid values for every text field the route reads. */
  fields: Record<string, string>;
  /** File parts; sent as text parts too (a browser does that when no file was picked). */
  fileFields: string[];
};

function multipartForms(ids: Ids): MultipartForm[] {
  // Typed by the shared schemas, so a field added there is a compile error here until it is sent.
  const product: Record<keyof typeof productFieldsSchema.shape, string> = {
    title: 'Bench product',
    description: 'A product sent by the hostile-input bench.',
    price: '100',
    stock: '5',
    discount: '0',
    category: ids.category,
    brand: ids.brand,
  };
  const entity: Record<keyof typeof entityCreateSchema.shape, string> = { name: 'Bench' };
  return [
    { method: 'POST', path: '/products', fields: product, fileFields: ['imageCover', 'images'] },
    {
      method: 'PUT',
      path: '/products/{id}',
      fields: product,
      fileFields: ['imageCover', 'images'],
    },
    { method: 'POST', path: '/categories', fields: entity, fileFields: ['image'] },
    { method: 'PUT', path: '/categories/{id}', fields: entity, fileFields: ['image'] },
    { method: 'POST', path: '/brands', fields: entity, fileFields: ['image'] },
    { method: 'PUT', path: '/brands/{id}', fields: entity, fileFields: ['image'] },
    { method: 'POST', path: '/users/upload-image', fields: {}, fileFields: ['image'] },
  ];
}

/** A multipart/form-data body built by hand (as in apps/api/src/test/harness.ts), no file. */
function multipartTargets(doc: OpenApi, ids: Ids, tokens: Map<string, string>): Target[] {
  return multipartForms(ids).flatMap((form) => {
    const name = `${form.method} ${form.path}`;
    if (!doc.paths[`${API}${form.path}`]?.[form.method.toLowerCase()]) {
      throw new Error(`${name} is not in the OpenAPI document: update the bench`);
    }
    const url = fillPath(`${API}${form.path}`, ids);
    const token = tokens.get(name) ?? '';
    return [...Object.keys(form.fields), ...form.fileFields].map((field): Target => {
      const boundary = `----electrobench${randomUUID().replaceAll('-', '')}`;
      const part = (fieldName: string) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"\r\n\r\n`);
      const chunks: Array<Buffer | null> = [];
      for (const [key, value] of Object.entries(form.fields)) {
        if (key === field) continue;
        chunks.push(Buffer.concat([part(key), Buffer.from(`${value}\r\n`)]));
      }
      chunks.push(part(field), null, Buffer.from(`\r\n--${boundary}--\r\n`));
      return {
        operation: name,
        field: `form: ${field}`,
        encoding: 'multipart',
        build: (text) => ({
          method: form.method,
          path: url,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
          chunks: chunks.map((chunk) => chunk ?? (text.encoded as Buffer)),
        }),
      };
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Figures.

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

const isFailure = (status: Outcome['status']) => typeof status !== 'number' || status >= 500;

// ---------------------------------------------------------------------------------------------
// The run.

type Result = {
  operation: string;
  field: string;
  text: string;
  bytes: number;
  status: Outcome['status'];
  ms: number;
  detail: string;
};

function pick(value: unknown, ...keys: Array<string | number>): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

async function main(): Promise<boolean> {
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const baselineMs = Number(process.env.BENCH_IDLE_SECONDS ?? 2) * 1000;
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const env: Record<string, string> = { RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' };
  let dropDatabase: (() => Promise<void>) | null = null;
  let store: StoreProcess | null = null;
  const hostileAgent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    if (serverUrl) {
      const database = await createThrowawayDatabase(serverUrl, 'hostile');
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    store = await startStore({ env });
    const base = new URL(store.baseUrl);
    const api = `${store.baseUrl}${API}`;

    const login = async (email: string, password: string) => {
      const res = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body: unknown = await res.json();
      const token = pick(body, 'token');
      if (typeof token !== 'string') throw new Error(`login as ${email}: ${res.status}`);
      return { token, id: String(pick(body, 'user', 'id')) };
    };
    const admin = await login('admin@electro.test', 'Admin1234');
    const customer = await login('customer@electro.test', 'Customer1234');
    const getJson = async (url: string, token: string): Promise<unknown> =>
      (await fetch(`${api}${url}`, { headers: { token } })).json();
    const firstId = async (url: string, list: string, token = customer.token) => {
      const id = pick(await getJson(url, token), list, 0, 'id');
      return typeof id === 'string' ? id : MISSING_ID;
    };
    const cartId = pick(await getJson('/cart', customer.token), 'cart', 'id');
    const ids: Ids = {
      product: await firstId('/products?limit=1', 'products'),
      category: await firstId('/categories', 'categories'),
      brand: await firstId('/brands', 'brands'),
      review: await firstId('/reviews?limit=1', 'reviews'),
      order: await firstId('/orders?limit=1', 'orders', admin.token),
      cart: typeof cartId === 'string' ? cartId : MISSING_ID,
      customer: customer.id,
    };
    const doc = (await (await fetch(`${store.baseUrl}/api/docs/json`)).json()) as OpenApi;

    // Who sends each operation: the customer, unless the route refuses the customer (401/403),
    // in which case the admin. A GET is asked as it is; any other method with a text/plain body,
    // which the routes refuse (415) after their auth check and before their handler, so asking
    // changes nothing.
    const tokens = new Map<string, string>();
    const uncovered: string[] = [];
    const multipartNames = new Set(multipartForms(ids).map((f) => `${f.method} ${f.path}`));
    for (const [apiPath, item] of Object.entries(doc.paths)) {
      if (!apiPath.startsWith(`${API}/`)) continue;
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const name = `${method.toUpperCase()} ${apiPath.slice(API.length)}`;
        const hasJson = Boolean(operation.requestBody?.content?.['application/json']);
        const hasQuery = (operation.parameters ?? []).some(
          (p) => p.in === 'query' && typeOf(p.schema ?? {}).type === 'string',
        );
        const sent = hasJson || multipartNames.has(name) || (method === 'get' && hasQuery);
        if (!sent) {
          if (method !== 'get' && method !== 'delete') uncovered.push(name);
          continue;
        }
        const res = await fetch(`${store.baseUrl}${fillPath(apiPath, ids)}`, {
          method: method.toUpperCase(),
          headers: { token: customer.token, 'content-type': 'text/plain' },
          ...(method === 'get' ? {} : { body: 'bench' }),
        });
        await res.arrayBuffer();
        tokens.set(name, res.status === 401 || res.status === 403 ? admin.token : customer.token);
      }
    }

    const targets = [...jsonTargets(doc, ids, tokens), ...multipartTargets(doc, ids, tokens)];
    const texts = new Map<string, HostileText>();
    const textFor = (kind: TextKind, encoding: Encoding) => {
      const key = `${kind.name}/${encoding}`;
      let text = texts.get(key);
      if (!text) texts.set(key, (text = hostileText(kind, encoding)));
      return text;
    };
    // Every (field, text) pair, in passes over all the fields where each field gets the next
    // text in turn: the first request to a route (cold code, the slowest) falls on a different
    // text for each field instead of always on the first text, and requests in flight together
    // carry different texts. The texts are encoded once, before the clock starts.
    const jobs: Array<{ target: Target; text: HostileText }> = [];
    for (let pass = 0; pass < TEXT_KINDS.length * rounds; pass += 1) {
      targets.forEach((target, i) => {
        const kind = TEXT_KINDS[(i + pass) % TEXT_KINDS.length];
        if (kind) jobs.push({ target, text: textFor(kind, target.encoding) });
      });
    }
    for (const { target, text } of jobs) {
      const spec = target.build(text);
      const size = spec.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      if (size > BODY_MAX_BYTES) throw new Error(`${target.operation} ${target.field}: ${size} B`);
    }

    console.log(
      `${targets.length} fields x ${TEXT_KINDS.length} texts x ${rounds} round(s) = ${jobs.length} hostile requests, ` +
        `${concurrency} at a time; /health every ${PROBE_EVERY_MS} ms on its own connection`,
    );
    if (uncovered.length > 0) {
      console.log(`operations with no JSON or multipart body (not sent): ${uncovered.join(', ')}`);
    }

    // /health alone first: what the machine gives when nothing hostile runs. On a busy machine
    // (another test run) this shows the noise under the figures that follow.
    const idleProbe = await startProbe(store.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, baselineMs));
    const idleProbes = await idleProbe.stop();

    const probe = await startProbe(store.baseUrl);
    const results: Result[] = [];
    const started = performance.now();
    let next = 0;
    let probes: ProbeRecord[];
    try {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let job = jobs[next++]; job; job = jobs[next++]) {
            const spec = job.target.build(job.text);
            const outcome = await send(hostileAgent, base, spec);
            results.push({
              operation: job.target.operation,
              field: job.target.field,
              text: job.text.kind.name,
              bytes: spec.chunks.reduce((sum, chunk) => sum + chunk.length, 0),
              ...outcome,
            });
          }
        }),
      );
    } finally {
      probes = await probe.stop();
    }
    const seconds = (performance.now() - started) / 1000;

    // ---- report
    const hostile = summary(results.map((r) => r.ms));
    const health = summary(probes.map((p) => p.ms));
    const sentMb = results.reduce((sum, r) => sum + r.bytes, 0) / 1e6;
    const database = serverUrl ? 'postgres' : 'embedded';
    console.log(
      `\n${results.length} hostile requests (${sentMb.toFixed(0)} MB) in ${seconds.toFixed(1)} s, ` +
        `${probes.length} /health probes; ${database} database, ${os.cpus().length} cores, ` +
        `load ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}`,
    );
    const byStatus = countBy(results, (r) => String(r.status));
    console.log('\nHostile requests by status');
    console.table(byStatus);

    console.log('Latency (ms)');
    const idle = summary(idleProbes.map((p) => p.ms));
    console.table({
      'hostile requests': hostile,
      '/health (during)': health,
      '/health (idle, before)': idle,
    });

    const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log('Slowest hostile requests');
    console.table(
      slowest.map((r) => ({
        operation: r.operation,
        field: r.field,
        text: r.text,
        ms: round(r.ms),
        status: r.status,
      })),
    );

    const operations = [...new Set(results.map((r) => r.operation))];
    const byOperation = operations
      .map((operation) => {
        const mine = results.filter((r) => r.operation === operation);
        const worst = mine.reduce((a, b) => (b.ms > a.ms ? b : a));
        return {
          operation,
          requests: mine.length,
          'p50 ms': summary(mine.map((r) => r.ms)).p50,
          'max ms': round(worst.ms),
          'slowest field / text': `${worst.field} / ${worst.text}`,
          statuses: Object.entries(countBy(mine, (r) => String(r.status)))
            .map(([status, n]) => `${status} x${n}`)
            .join(', '),
        };
      })
      .sort((a, b) => b['max ms'] - a['max ms']);
    console.log('By operation (slowest first)');
    console.table(byOperation);

    // A hostile request that validation did not refuse: the text got further into the server.
    const notRefused = Object.entries(
      countBy(
        results.filter((r) => r.status !== 400),
        (r) => `${r.operation}\t${r.field}\t${r.status}`,
      ),
    ).map(([key, requests]) => {
      const [operation, field, status] = key.split('\t');
      const example = results.find((r) => `${r.operation}\t${r.field}\t${r.status}` === key);
      return {
        operation,
        field,
        status,
        requests,
        texts:
          requests === TEXT_KINDS.length * rounds
            ? 'all'
            : [
                ...new Set(
                  results
                    .filter((r) => `${r.operation}\t${r.field}\t${r.status}` === key)
                    .map((r) => r.text),
                ),
              ].join(', '),
        answer: example?.detail.slice(0, 60),
      };
    });
    if (notRefused.length > 0) {
      console.log('Hostile requests answered other than 400');
      console.table(notRefused);
    }

    const byText = TEXT_KINDS.map((kind) => {
      const mine = results.filter((r) => r.text === kind.name);
      const { p50, max } = summary(mine.map((r) => r.ms));
      return { text: kind.name, requests: mine.length, 'p50 ms': p50, 'max ms': max };
    });
    console.log('By text');
    console.table(byText);

    const failures = [
      ...results
        .filter((r) => isFailure(r.status))
        .map((r) => `${r.operation} ${r.field} (${r.text}): ${r.status} ${r.detail}`),
      ...probes.filter((p) => p.status !== 200).map((p) => `GET /health: ${p.status} ${p.detail}`),
    ];
    const checks = [
      {
        ok: results.length === jobs.length && hostile.max < TARGET.hostileMaxMs,
        line: `hostile max < ${TARGET.hostileMaxMs} ms: max ${hostile.max} ms (p99 ${hostile.p99} ms)`,
      },
      {
        ok: probes.length > 0 && health.max < TARGET.healthMaxMs,
        line: `/health max < ${TARGET.healthMaxMs} ms: max ${health.max} ms (p99 ${health.p99} ms)`,
      },
      {
        ok: failures.length === 0,
        line: `no 5xx, error or timeout (> ${ABORT_MS / 1000} s): ${failures.length} found`,
      },
    ];
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
    for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.line}`);
    const pass = checks.every((check) => check.ok);

    // Only into a folder git ignores: results are per machine and must not be committed.
    const gitignore = path.join(ROOT, '.gitignore');
    const ignored =
      existsSync(gitignore) &&
      readFileSync(gitignore, 'utf8')
        .split('\n')
        .some((line) =>
          ['bench/results/', 'bench/results', '/bench/results/'].includes(line.trim()),
        );
    if (ignored) {
      const file = path.join(
        ROOT,
        `bench/results/hostile-${new Date().toISOString().replaceAll(':', '-')}.json`,
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify(
          {
            date: new Date().toISOString(),
            database,
            cores: os.cpus().length,
            load: os.loadavg(),
            node: process.version,
            concurrency,
            rounds,
            targets: TARGET,
            pass,
            checks,
            hostile: { ...hostile, byStatus, slowest: slowest.map(({ detail: _, ...r }) => r) },
            health: { ...health, byStatus: countBy(probes, (p) => String(p.status)) },
            healthIdle: idle,
            byOperation,
            byText,
            failures,
          },
          null,
          2,
        ),
      );
      console.log(`\nwrote ${path.relative(ROOT, file)}`);
    }
    return pass;
  } finally {
    hostileAgent.destroy();
    await store?.stop();
    await dropDatabase?.();
  }
}

if (isMainThread) {
  // BENCH_PARTS=forwarded-for,slow-bodies runs some of the parts; all of them by default.
  const parts = (process.env.BENCH_PARTS ?? 'hostile,forwarded-for,slow-bodies').split(',');
  let pass = true;
  if (parts.includes('hostile')) pass = (await main()) && pass;
  if (parts.includes('forwarded-for')) pass = (await forgedForwardedFor()) && pass;
  if (parts.includes('slow-bodies')) pass = (await slowBodies()) && pass;
  process.exitCode = pass ? 0 : 1;
} else if (parentPort) {
  await probeHealth(workerData as ProbeData, parentPort);
}
