/**
 * Property-based fuzzing of a running store against its own OpenAPI document: a stand-in for
 * Schemathesis, which cannot be installed here (PyPI is out of reach).
 *
 * Every operation under /api/v1 is called as a guest, as the demo customer and as the demo admin,
 * with inputs generated (fast-check) from the document's parameter and body schemas, mixed with
 * hostile values. Each response is checked for:
 *   1. server error: a status of 500 or more (a 503 only passes where the operation documents it);
 *   2. response schema: the body conforms to the JSON schema documented for its status (Ajv);
 *   3. undocumented status: the status is one of the operation's documented responses.
 * A request that does not finish within 10 s fails as "request stalled".
 *
 *   node --import tsx scripts/fuzz-api.ts [--base-url http://127.0.0.1:PORT] [--examples 40]
 *     [--max-seconds 180] [--seed N] [--concurrency 4]
 *
 * Without --base-url it starts the store itself (scripts/store-process.ts), on a fresh database
 * of FUZZ_DATABASE_URL's server when that is set. Exit code: 0 when every check passed, 1 when
 * any failed, 2 when the run could not start.
 */
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import sharp from 'sharp';
import { startStore, type StoreProcess } from './store-process.js';
import { multipartBody } from './multipart-body.js';
import { createThrowawayDatabase } from './throwaway-database.js';

// ---------------------------------------------------------------------------------------------
// Small JSON helpers: the document is read as unknown and narrowed where it is used.

type Schema = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const numberAt = (schema: Schema, key: string): number | undefined => {
  const value = schema[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};
const stringAt = (schema: Schema, key: string): string | undefined => {
  const value = schema[key];
  return typeof value === 'string' ? value : undefined;
};
const schemasAt = (schema: Schema, key: string): Schema[] => {
  const value = schema[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
};
const recordAt = (schema: Schema, key: string): Schema | undefined => {
  const value = schema[key];
  return isRecord(value) ? value : undefined;
};

/** A JSON fragment sent verbatim, for literals JSON.stringify cannot write (1e400, 20 digits). */
class RawJson {
  constructor(readonly text: string) {}
}

function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (isRecord(value)) {
    // Object.entries keeps an own "__proto__" key, which the hostile extras rely on.
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  if (value === undefined) return 'null';
  return JSON.stringify(value) ?? 'null';
}

/** How a generated value travels in a path, a query string, a header or a form field. */
function toParamText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return toJsonText(value);
}

/**
 * Resolves local `$ref`s (the document has none today, but @fastify/swagger may emit them).
 * `hops` counts the references followed, so a recursive schema ends in `{}` instead of looping.
 */
function deref(node: unknown, doc: Schema, hops = 0): unknown {
  if (Array.isArray(node)) return node.map((item) => deref(item, doc, hops));
  if (!isRecord(node)) return node;
  const ref = stringAt(node, '$ref');
  if (ref?.startsWith('#/')) {
    if (hops > 8) return {};
    let target: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      target = isRecord(target) ? target[key] : undefined;
    }
    return deref(target ?? {}, doc, hops + 1);
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = deref(value, doc, hops);
  return out;
}

/**
 * OpenAPI 3.0 schema dialect to what Ajv (draft-07) reads: boolean exclusive bounds become
 * numbers, and `nullable` without a `type` (which Ajv refuses) is dropped.
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (!isRecord(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = forAjv(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] === 'boolean') {
      if (out[flag] === true && typeof out[bound] === 'number') {
        out[flag] = out[bound];
        delete out[bound];
      } else {
        delete out[flag];
      }
    }
  }
  if (out.nullable !== undefined && out.type === undefined) delete out.nullable;
  return out;
}

// ---------------------------------------------------------------------------------------------
// The operations, read from the document.

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
};
type FileField = { max: number; required: boolean };
type FormSpec = { fields: Schema; files: Record<string, FileField> };
type ResponseSpec = { schema: Schema | null; contentTypes: string[] };

type Operation = {
  key: string;
  method: string;
  path: string;
  params: Parameter[];
  jsonBody: { schema: Schema; required: boolean } | null;
  form: FormSpec | null;
  responses: Map<string, ResponseSpec>;
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Reads before writes before deletes, so the ids a round gathered are still there when used. */
const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 };

/** A documented multipart body: properties of format binary (or arrays of them) are files. */
function formFromSchema(schema: Schema): FormSpec {
  const properties = recordAt(schema, 'properties') ?? {};
  const required = new Set(
    (Array.isArray(schema.required) ? schema.required : []).filter((k) => typeof k === 'string'),
  );
  const fields: Record<string, unknown> = {};
  const files: Record<string, FileField> = {};
  for (const [name, prop] of Object.entries(properties)) {
    if (!isRecord(prop)) continue;
    const items = recordAt(prop, 'items');
    if (prop.format === 'binary') files[name] = { max: 1, required: required.has(name) };
    else if (prop.type === 'array' && items?.format === 'binary') {
      files[name] = { max: numberAt(prop, 'maxItems') ?? 5, required: required.has(name) };
    } else fields[name] = prop;
  }
  return {
    fields: {
      type: 'object',
      properties: fields,
      required: [...required].filter((name) => name in fields),
    },
    files,
  };
}

function readOperations(doc: Schema): { operations: Operation[]; notes: string[] } {
  const notes: string[] = [];
  const operations: Operation[] = [];
  const paths = recordAt(doc, 'paths') ?? {};
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!path.startsWith('/api/v1/') || path.startsWith('/api/docs')) continue;
    const item = deref(rawItem, doc);
    if (!isRecord(item)) continue;
    const shared = schemasAt(item, 'parameters');
    for (const method of HTTP_METHODS) {
      const op = recordAt(item, method);
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const params: Parameter[] = [];
      for (const raw of [...shared, ...schemasAt(op, 'parameters')]) {
        const where = raw.in;
        const name = stringAt(raw, 'name');
        if (!name || (where !== 'path' && where !== 'query' && where !== 'header')) continue;
        const existing = params.findIndex((p) => p.name === name && p.in === where);
        const param: Parameter = {
          name,
          in: where,
          required: raw.required === true || where === 'path',
          schema: recordAt(raw, 'schema') ?? { type: 'string' },
        };
        if (existing >= 0) params[existing] = param;
        else params.push(param);
      }
      let jsonBody: Operation['jsonBody'] = null;
      let form: FormSpec | null = null;
      const requestBody = recordAt(op, 'requestBody');
      const content = requestBody ? recordAt(requestBody, 'content') : undefined;
      if (content) {
        const json = recordAt(content, 'application/json');
        const multipart = recordAt(content, 'multipart/form-data');
        if (json) {
          jsonBody = {
            schema: recordAt(json, 'schema') ?? {},
            required: requestBody?.required === true,
          };
        } else if (multipart) {
          form = formFromSchema(recordAt(multipart, 'schema') ?? {});
        } else {
          notes.push(`${key}: request body types ${Object.keys(content).join(', ')} not generated`);
        }
      }
      const responses = new Map<string, ResponseSpec>();
      for (const [status, rawResponse] of Object.entries(recordAt(op, 'responses') ?? {})) {
        const responseContent = isRecord(rawResponse)
          ? recordAt(rawResponse, 'content')
          : undefined;
        const contentTypes = Object.keys(responseContent ?? {});
        const jsonType = contentTypes.find((type) => type.includes('json'));
        const media = jsonType && responseContent ? recordAt(responseContent, jsonType) : undefined;
        responses.set(status, {
          schema: (media && recordAt(media, 'schema')) ?? null,
          contentTypes,
        });
      }
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        params,
        jsonBody,
        form,
        responses,
      });
    }
  }
  operations.sort((a, b) => (METHOD_ORDER[a.method] ?? 9) - (METHOD_ORDER[b.method] ?? 9));
  return { operations, notes };
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '%ff',
  '%00',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e20',
  '2147483648',
  '99999999999999999999',
  '0x1F',
  '\u0661\u0662\u0663', // Arabic-Indic digits
  '\uFF11\uFF12\uFF13', // full-width digits
  '\u202Egnp.exe', // right-to-left override
  '\u05E9\u05DC\u05D5\u05DD',
  '\u{1F600}\u{1F44D}\u{1F3FD}\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  'Z\u0351\u0334a\u0336\u035Blgo',
  '\uFEFFbom',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
];
/** Path segments sent without encoding, as a careless client or a scanner would. */
const RAW_PATH_SEGMENTS = ['%ff', '%', '%zz', '%00', 'a%00b', '%c0%ae', '%E2%80%AE', '%2F', '%5C'];
const HOSTILE_NUMBERS: unknown[] = [
  -1,
  0,
  0.5,
  -0.5,
  1e20,
  -1e20,
  2147483648,
  -2147483649,
  new RawJson('9007199254740993'),
  1e308,
  5e-324,
  new RawJson('99999999999999999999'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1.0'),
  new RawJson('-0'),
];
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, 2], { $gt: '' }, 'x', 1];

/** Long text: over every limit the document states, up to `max` characters. */
function longStringArb(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom('A', '\u00E9', '\u{1F600}', 'ab ', '\u0000'),
      fc.integer({ min: 201, max }),
    )
    .map(([unit, length]) => unit.repeat(Math.max(1, Math.floor(length / unit.length))));
}

type Place = 'path' | 'query' | 'header' | 'body' | 'form';

/** Values that break a schema's rules, or sit right on their edges. */
function hostileArb(schema: Schema, place: Place): fc.Arbitrary<unknown> {
  // Values in the address stay under Node's 16 KB header limit, which would answer 431 for
  // every one of them and say nothing about the route.
  const longest = place === 'body' || place === 'form' ? 100_000 : 4_000;
  const choices: Array<fc.Arbitrary<unknown>> = [
    fc.constantFrom(...HOSTILE_STRINGS),
    longStringArb(longest),
    fc.string({ unit: 'binary', maxLength: 20 }),
  ];
  const maxLength = numberAt(schema, 'maxLength');
  const minLength = numberAt(schema, 'minLength');
  if (maxLength !== undefined && maxLength < longest) {
    choices.push(fc.constant('x'.repeat(maxLength + 1)), fc.constant(' '.repeat(maxLength + 1)));
  }
  if (minLength !== undefined && minLength > 0)
    choices.push(fc.constant('x'.repeat(minLength - 1)));
  const minimum = numberAt(schema, 'minimum');
  const maximum = numberAt(schema, 'maximum');
  const edges = [minimum, maximum]
    .filter((n): n is number => n !== undefined)
    .flatMap((n) => [n - 1, n + 1, n + 0.5]);
  if (place === 'body') {
    choices.push(fc.constantFrom(...HOSTILE_NUMBERS), fc.constantFrom(...WRONG_TYPES));
    if (edges.length > 0) choices.push(fc.constantFrom(...edges));
  } else if (edges.length > 0) {
    choices.push(fc.constantFrom(...edges.map(String)));
  }
  return fc.oneof(...choices);
}

// ---------------------------------------------------------------------------------------------
// Arbitraries from JSON Schema.

/** Real values of the running store, by kind: ids, slugs, the throwaway user's password. */
type Pools = Record<string, string[]>;

type GenOptions = {
  pools: Pools;
  place: Place;
  /** Negative mode: leaves are hostile now and then, required keys may go missing. */
  hostile: boolean;
  depth: number;
  /** The property or parameter name, used to pick a pool of real values. */
  name?: string;
  /** The path segment before a path parameter (`products` for `/products/{id}`). */
  segment?: string;
};

/** Which pool of real values fits a field, from its name and where it sits. */
function poolFor(options: GenOptions): string | undefined {
  const name = options.name ?? '';
  const byName: Record<string, string> = {
    productId: 'products',
    userId: 'users',
    cartId: 'carts',
    orderId: 'orders',
    reviewId: 'reviews',
    category: 'categories',
    brand: 'brands',
    email: 'emails',
    password: 'passwords',
    currentPassword: 'passwords',
  };
  const inAddress = options.place === 'path' || options.place === 'query';
  if ((name === 'category' || name === 'brand') && inAddress) return `${name}Refs`;
  if (byName[name]) return byName[name];
  if (name === 'id' && options.segment) {
    const refs: Record<string, string> = {
      products: 'productRefs',
      categories: 'categoryRefs',
      brands: 'brandRefs',
      reviews: 'reviews',
      orders: 'orders',
      users: 'users',
    };
    return refs[options.segment];
  }
  return undefined;
}

/**
 * A generator that pre-tests its filter: fast-check's filter loops for ever when nothing
 * passes (a pattern that contradicts a length), so an impossible rule is dropped instead.
 */
function filterIfSatisfiable<T>(
  arb: fc.Arbitrary<T>,
  accept: (value: T) => boolean,
): fc.Arbitrary<T> {
  const tried = fc.sample(arb, { numRuns: 60, seed: 42 });
  return tried.some(accept) ? arb.filter(accept) : arb;
}

const regexCache = new Map<string, RegExp | null>();
function compilePattern(pattern: string): RegExp | null {
  if (!regexCache.has(pattern)) {
    try {
      regexCache.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      try {
        regexCache.set(pattern, new RegExp(pattern));
      } catch {
        regexCache.set(pattern, null);
      }
    }
  }
  return regexCache.get(pattern) ?? null;
}

/** allOf folded into one schema: properties and required lists merge, patterns accumulate. */
function mergeAllOf(schema: Schema): { schema: Schema; patterns: string[] } {
  const patterns: string[] = [];
  const merged: Schema = { ...schema };
  delete merged.allOf;
  const own = stringAt(schema, 'pattern');
  if (own) patterns.push(own);
  for (const part of schemasAt(schema, 'allOf')) {
    const inner = mergeAllOf(part);
    patterns.push(...inner.patterns);
    for (const [key, value] of Object.entries(inner.schema)) {
      if (key === 'properties' && isRecord(value)) {
        merged.properties = { ...(recordAt(merged, 'properties') ?? {}), ...value };
      } else if (key === 'required' && Array.isArray(value)) {
        merged.required = [...(Array.isArray(merged.required) ? merged.required : []), ...value];
      } else if (key !== 'pattern' && merged[key] === undefined) {
        merged[key] = value;
      }
    }
  }
  return { schema: merged, patterns };
}

const codePoints = (value: string) => [...value].length;

function stringArb(schema: Schema, patterns: string[]): fc.Arbitrary<string> {
  const minLength = numberAt(schema, 'minLength') ?? 0;
  const maxLength = numberAt(schema, 'maxLength');
  // Long documented maxima (a 5000-character description) are reached by the edge value below.
  const softMax = Math.max(minLength, Math.min(maxLength ?? minLength + 40, minLength + 40));
  const regexes = patterns.map(compilePattern).filter((r): r is RegExp => r !== null);
  const fitsLength = (value: string) =>
    codePoints(value) >= minLength &&
    (maxLength === undefined || codePoints(value) <= maxLength) &&
    // The store trims text before checking its length.
    value.trim().length >= Math.min(minLength, 1);
  const fitsAll = (value: string) => fitsLength(value) && regexes.every((r) => r.test(value));
  let base: fc.Arbitrary<string> | null = null;
  for (const regex of regexes) {
    try {
      base = fc.stringMatching(regex, { maxLength: maxLength ?? 200 });
      break;
    } catch {
      // fast-check cannot generate from this pattern (a lookahead): try the next one.
    }
  }
  if (!base) {
    const format = stringAt(schema, 'format');
    if (format === 'email') base = fc.emailAddress();
    else if (format === 'uuid') base = fc.uuid();
    else if (format === 'date-time') {
      base = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    } else if (format === 'date') {
      base = fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    } else if (format === 'uri' || format === 'url') base = fc.webUrl();
    else {
      base = fc.oneof(
        { arbitrary: fc.string({ minLength, maxLength: softMax }), weight: 4 },
        { arbitrary: fc.string({ minLength, maxLength: softMax, unit: 'grapheme' }), weight: 1 },
      );
    }
  }
  const edges: string[] = [];
  if (maxLength !== undefined && maxLength > softMax && regexes.length === 0) {
    edges.push('a'.repeat(maxLength));
  }
  const generated = filterIfSatisfiable(base, fitsAll);
  return edges.length > 0
    ? fc.oneof(
        { arbitrary: generated, weight: 9 },
        { arbitrary: fc.constantFrom(...edges), weight: 1 },
      )
    : generated;
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const minimum = numberAt(schema, 'minimum');
  const maximum = numberAt(schema, 'maximum');
  const exclusiveMin = numberAt(schema, 'exclusiveMinimum');
  const exclusiveMax = numberAt(schema, 'exclusiveMaximum');
  const low =
    minimum ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-9) : undefined);
  const high =
    maximum ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-9) : undefined);
  const min = low ?? (high !== undefined ? high - 1_000_000 : -1_000_000);
  const max = high ?? min + 2_000_000;
  const edges = [min, max];
  if (integer) {
    const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.oneof(
      { arbitrary: fc.integer({ min: lo, max: Math.max(lo, hi) }), weight: 8 },
      { arbitrary: fc.constantFrom(lo, hi), weight: 2 },
    );
  }
  return fc.oneof(
    { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 5 },
    { arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), weight: 4 },
    { arbitrary: fc.constantFrom(...edges), weight: 1 },
  );
}

function objectArb(schema: Schema, options: GenOptions): fc.Arbitrary<unknown> {
  const properties = recordAt(schema, 'properties') ?? {};
  const required = (Array.isArray(schema.required) ? schema.required : []).filter(
    (key): key is string => typeof key === 'string' && key in properties,
  );
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(properties)) {
    if (!isRecord(prop)) continue;
    model[name] = schemaArb(prop, {
      ...options,
      depth: options.depth + 1,
      name,
      segment: undefined,
    });
  }
  const additional = recordAt(schema, 'additionalProperties');
  // A rule the schema cannot state: `confirmPassword` repeats `password`. Valid inputs keep it,
  // or registration would never get past its 400.
  const record = fc.record(model, { requiredKeys: required }).map((value) => {
    if (options.hostile) return value;
    const copy: Record<string, unknown> = { ...value };
    for (const key of Object.keys(copy)) {
      const confirmed = /^confirm(.)(.*)$/.exec(key);
      if (!confirmed?.[1]) continue;
      const source = `${confirmed[1].toLowerCase()}${confirmed[2] ?? ''}`;
      if (source in copy) copy[key] = copy[source];
    }
    return copy;
  });
  if (!additional) return record;
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 10 }),
    schemaArb(additional, { ...options, depth: options.depth + 1, name: undefined }),
    { maxKeys: 3 },
  );
  return fc.tuple(extra, record).map(([more, main]) => ({ ...more, ...main }));
}

/** Values that fit `schema` (most of the time in negative mode, hostile the rest). */
function schemaArb(rawSchema: Schema, options: GenOptions): fc.Arbitrary<unknown> {
  const valid = validArb(rawSchema, options);
  if (!options.hostile) return valid;
  const isLeaf = !recordAt(rawSchema, 'properties') && rawSchema.type !== 'array';
  const hostileWeight = isLeaf ? 1 : options.place === 'body' ? 1 : 0;
  if (hostileWeight === 0) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: hostileArb(rawSchema, options.place), weight: hostileWeight },
  );
}

function validArb(rawSchema: Schema, options: GenOptions): fc.Arbitrary<unknown> {
  if (options.depth > 8) return fc.constant(null);
  const { schema, patterns } = mergeAllOf(rawSchema);
  const withNull = (arb: fc.Arbitrary<unknown>) =>
    schema.nullable === true ? fc.option(arb, { nil: null, freq: 5 }) : arb;

  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return withNull(fc.constantFrom(...(schema.enum as unknown[])));
  }
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = [...schemasAt(schema, 'anyOf'), ...schemasAt(schema, 'oneOf')];
  if (alternatives.length > 0) {
    const base: Schema = { ...schema };
    delete base.anyOf;
    delete base.oneOf;
    return withNull(
      fc.oneof(...alternatives.map((alt) => schemaArb({ ...base, ...alt }, options))),
    );
  }
  const types = Array.isArray(schema.type)
    ? schema.type.filter((t): t is string => typeof t === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validArb({ ...schema, type }, options)));
  }
  const type =
    types[0] ??
    (recordAt(schema, 'properties') ? 'object' : recordAt(schema, 'items') ? 'array' : undefined);

  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return withNull(fc.boolean());
    case 'integer':
    case 'number':
      return withNull(numberArb(schema, type === 'integer'));
    case 'string': {
      const generated = stringArb(schema, patterns);
      const pool = poolFor(options);
      const real = pool ? (options.pools[pool] ?? []) : [];
      const arb =
        real.length > 0
          ? fc.oneof(
              { arbitrary: fc.constantFrom(...real), weight: 3 },
              { arbitrary: generated, weight: 1 },
            )
          : generated;
      return withNull(arb);
    }
    case 'array': {
      const items = recordAt(schema, 'items') ?? {};
      const minItems = numberAt(schema, 'minItems') ?? 0;
      const maxItems = Math.min(numberAt(schema, 'maxItems') ?? minItems + 4, minItems + 4);
      return withNull(
        fc.array(schemaArb(items, { ...options, depth: options.depth + 1, name: undefined }), {
          minLength: minItems,
          maxLength: maxItems,
        }),
      );
    }
    case 'object':
      return withNull(objectArb(schema, options));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// Whole requests.

type FilePart = {
  name: string;
  filename: string;
  content: Buffer;
  contentType: string;
  label: string;
};
type Part = { name: string; value: string } | FilePart;

type BodyCase =
  | { type: 'none' }
  | { type: 'json'; value: unknown }
  | { type: 'raw'; contentType: string | null; text: string }
  | { type: 'multipart'; parts: Part[]; malformed: boolean };

type AuthStyle = 'token' | 'bearer' | 'garbage' | 'none';

type RequestCase = {
  /** Path parameter values, already encoded for the address (or deliberately not). */
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
  /** Appended to the query string as is: `%ff` and friends that URLSearchParams would encode. */
  rawQuery: string;
  headers: Record<string, string>;
  auth: AuthStyle;
  body: BodyCase;
};

type Files = { png: Buffer; bigPng: Buffer; svg: Buffer };

function fileArb(files: Files, hostile: boolean): fc.Arbitrary<Omit<FilePart, 'name'>> {
  const png = { filename: 'photo.png', content: files.png, contentType: 'image/png', label: 'png' };
  if (!hostile) return fc.constant(png);
  return fc.oneof(
    { arbitrary: fc.constant(png), weight: 2 },
    {
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 2000 }).map((bytes) => ({
        filename: 'junk.png',
        content: Buffer.from(bytes),
        contentType: 'image/png',
        label: 'junk',
      })),
      weight: 2,
    },
    {
      arbitrary: fc.constant({
        filename: 'truncated.png',
        content: files.png.subarray(0, 40),
        contentType: 'image/png',
        label: 'truncated png',
      }),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        filename: 'huge.png',
        content: files.bigPng,
        contentType: 'image/png',
        label: '6000x5000 png',
      }),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        filename: 'x.svg',
        content: files.svg,
        contentType: 'image/svg+xml',
        label: 'svg with script',
      }),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        filename: '../../../etc/passwd\u0000.png',
        content: files.png,
        contentType: 'application/octet-stream',
        label: 'png, hostile name',
      }),
      weight: 1,
    },
  );
}

function formArb(form: FormSpec, options: GenOptions, files: Files): fc.Arbitrary<BodyCase> {
  const fields = objectArb(form.fields, { ...options, place: 'form' });
  const fileEntries = Object.entries(form.files);
  const fileParts = fc.tuple(
    ...fileEntries.map(([name, spec]) => {
      // Positive: the required files, and a few optional ones. Negative: any count, up to one
      // past the limit.
      const min = options.hostile ? 0 : spec.required ? 1 : 0;
      const max = options.hostile ? spec.max + 1 : Math.min(spec.max, 3);
      return fc
        .array(fileArb(files, options.hostile), { minLength: min, maxLength: max })
        .map((list) => list.map((file): Part => ({ name, ...file })));
    }),
  );
  const multipart = fc
    .tuple(fields, fileParts, fc.boolean(), fc.nat(20))
    .map(([values, groups, malformedCoin, dice]): BodyCase => {
      const parts: Part[] = [];
      if (isRecord(values)) {
        for (const [name, value] of Object.entries(values))
          parts.push({ name, value: toParamText(value) });
      }
      for (const group of groups) parts.push(...group);
      // Negative extras: a file under an unknown name, a text part under a file's name.
      if (options.hostile && dice === 0) {
        parts.push({
          name: 'unexpected',
          filename: 'a.png',
          content: files.png,
          contentType: 'image/png',
          label: 'png',
        });
      }
      if (options.hostile && dice === 1 && fileEntries[0])
        parts.push({ name: fileEntries[0][0], value: '' });
      return { type: 'multipart', parts, malformed: options.hostile && malformedCoin && dice < 4 };
    });
  if (!options.hostile) return multipart;
  return fc.oneof(
    { arbitrary: multipart, weight: 8 },
    { arbitrary: fc.constant<BodyCase>({ type: 'none' }), weight: 1 },
    {
      arbitrary: fields.map((value): BodyCase => ({ type: 'json', value })),
      weight: 1,
    },
  );
}

function jsonBodyArb(
  body: { schema: Schema; required: boolean },
  options: GenOptions,
): fc.Arbitrary<BodyCase> {
  const value = schemaArb(body.schema, options);
  const json = value.map((v): BodyCase => ({ type: 'json', value: v }));
  if (!options.hostile) {
    return body.required
      ? json
      : fc.oneof(
          { arbitrary: json, weight: 4 },
          { arbitrary: fc.constant<BodyCase>({ type: 'none' }), weight: 1 },
        );
  }
  const valid = validArb(body.schema, { ...options, hostile: false });
  const required = (Array.isArray(body.schema.required) ? body.schema.required : []).filter(
    (key): key is string => typeof key === 'string',
  );
  const withoutRequired = fc.tuple(valid, fc.nat()).map(([v, index]): BodyCase => {
    if (!isRecord(v) || required.length === 0) return { type: 'json', value: v };
    const copy = { ...v };
    delete copy[required[index % required.length] ?? ''];
    return { type: 'json', value: copy };
  });
  const withExtras = fc
    .tuple(
      valid,
      fc.constantFrom<Array<[string, unknown]>>(
        [['__proto__', { isAdmin: true, role: 'admin' }]],
        [['constructor', { prototype: { role: 'admin' } }]],
        [['role', 'admin']],
        [
          ['_id', 'x'],
          ['id', 'x'],
        ],
        [['extra', 'x'.repeat(1000)]],
      ),
    )
    .map(([v, extras]): BodyCase => ({
      type: 'json',
      // Object.fromEntries defines "__proto__" as an own key, so it is sent as one.
      value: isRecord(v) ? { ...v, ...Object.fromEntries(extras) } : v,
    }));
  const wrongRoot = fc.tuple(valid, fc.nat(5)).map(([v, which]): BodyCase => ({
    type: 'json',
    value: [[v], 'x', 42, null, [], true][which],
  }));
  const raw = fc.constantFrom<BodyCase>(
    { type: 'raw', contentType: 'application/json', text: '' },
    { type: 'raw', contentType: 'application/json', text: '{"a":' },
    { type: 'raw', contentType: 'application/json', text: '\u0000' },
    { type: 'raw', contentType: 'application/json', text: '{"a":1}{"b":2}' },
    { type: 'raw', contentType: 'application/json', text: '['.repeat(5000) },
    { type: 'raw', contentType: 'application/json; charset=latin1', text: '{}' },
    { type: 'raw', contentType: 'text/plain', text: '{}' },
    { type: 'raw', contentType: null, text: '{}' },
    { type: 'none' },
  );
  return fc.oneof(
    { arbitrary: json, weight: 6 },
    { arbitrary: withoutRequired, weight: 2 },
    { arbitrary: withExtras, weight: 1 },
    { arbitrary: wrongRoot, weight: 1 },
    { arbitrary: raw, weight: 2 },
  );
}

function requestArb(
  op: Operation,
  pools: Pools,
  files: Files,
  hostile: boolean,
): fc.Arbitrary<RequestCase> {
  const base: GenOptions = { pools, place: 'path', hostile, depth: 0 };
  const segments = op.path.split('/');
  const pathModel: Record<string, fc.Arbitrary<string>> = {};
  const queryModel: Record<string, fc.Arbitrary<string | undefined>> = {};
  const headerModel: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const param of op.params) {
    if (param.in === 'path') {
      const at = segments.indexOf(`{${param.name}}`);
      const segment = at > 0 ? segments[at - 1] : undefined;
      // An empty segment, `.` or `..` would reach another route (`/brands/` is the list; the
      // URL parser drops dot segments), whose answer says nothing about this one.
      const value = schemaArb(param.schema, { ...base, name: param.name, segment })
        .map((v) => encodeURIComponent(toParamText(v)))
        .filter((v) => v !== '' && v !== '.' && v !== '..');
      pathModel[param.name] = hostile
        ? fc.oneof(
            { arbitrary: value, weight: 4 },
            { arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS), weight: 1 },
          )
        : value;
    } else {
      const place = param.in;
      const value = schemaArb(param.schema, { ...base, place, name: param.name }).map(toParamText);
      // Header values must be Latin-1 without NUL or line breaks, or fetch refuses to send them.
      const sendable =
        place === 'header'
          ? value.map((v) => v.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?'))
          : value;
      const optional = !param.required || hostile;
      const arb = optional ? fc.option(sendable, { nil: undefined, freq: 2 }) : sendable;
      (place === 'query' ? queryModel : headerModel)[param.name] = arb;
    }
  }
  const queryExtras = hostile
    ? fc.constantFrom<Array<[string, string]>>(
        [],
        [],
        [['unknown', '1']],
        [
          ['page', '1'],
          ['page', '2'],
        ],
        [
          ['limit', '1'],
          ['limit', 'x'],
        ],
        [['__proto__[x]', '1']],
      )
    : fc.constant<Array<[string, string]>>([]);
  const rawQuery = hostile
    ? fc.constantFrom('', '', '', 'search=%ff', 'page=%00', '%zz=1', 'a=%')
    : fc.constant('');
  let body: fc.Arbitrary<BodyCase> = fc.constant<BodyCase>({ type: 'none' });
  if (op.jsonBody) body = jsonBodyArb(op.jsonBody, { ...base, place: 'body' });
  else if (op.form) body = formArb(op.form, { ...base, place: 'form' }, files);
  return fc
    .record({
      pathValues: fc.record(pathModel),
      query: fc.record(queryModel),
      headers: fc.record(headerModel),
      queryExtras,
      rawQuery,
      auth: hostile
        ? fc.constantFrom<AuthStyle>('token', 'token', 'bearer', 'garbage', 'none')
        : fc.constant<AuthStyle>('token'),
      body,
    })
    .map((c) => ({
      pathValues: c.pathValues,
      query: [
        ...Object.entries(c.query).flatMap(([k, v]): Array<[string, string]> =>
          v === undefined ? [] : [[k, v]],
        ),
        ...c.queryExtras,
      ],
      rawQuery: c.rawQuery,
      headers: Object.fromEntries(
        Object.entries(c.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
      ),
      auth: c.auth,
      body: c.body,
    }))
    .filter((c) => addressLength(c) < 12_000);
}

/**
 * Node refuses request heads over 16 KB with a 431 before any route runs; inputs that long say
 * nothing about the operation, so they are not sent (the long-value probes go in bodies).
 */
function addressLength(c: RequestCase): number {
  const path = Object.values(c.pathValues).reduce((n, v) => n + v.length, 0);
  return path + new URLSearchParams(c.query).toString().length + c.rawQuery.length;
}

function describeBody(body: BodyCase): string {
  switch (body.type) {
    case 'none':
      return '';
    case 'json':
      return toJsonText(body.value);
    case 'raw':
      return body.text;
    case 'multipart':
      return (
        body.parts
          .map((part) =>
            'filename' in part
              ? `${part.name}=<file ${JSON.stringify(part.filename)}: ${part.label}, ${part.content.length} bytes>`
              : `${part.name}=${part.value}`,
          )
          .join(' & ') + (body.malformed ? ' (no closing boundary)' : '')
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Sending and checking.

type Kind = 'guest' | 'customer' | 'admin';
type Identity = { label: string; token: string | null };
type Check =
  'server error' | 'response schema' | 'undocumented status' | 'request stalled' | 'no response';

type Example = {
  kind: Kind;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  status: string;
  response: string;
  detail: string;
};

type FailureGroup = {
  op: string;
  check: Check;
  count: number;
  statuses: Map<string, number>;
  examples: Example[];
};

const SHOW = 300;
/** Cut to `SHOW` characters, control characters escaped so the terminal stays readable. */
function clip(value: string, limit = SHOW): string {
  const cut = value.length > limit ? `${value.slice(0, limit)}… (${value.length} chars)` : value;
  return JSON.stringify(cut).slice(1, -1);
}

type Stats = {
  requests: number;
  byClass: Record<string, number>;
  /** Per operation, how many responses of each status (or `timeout`, `no response`). */
  perOperation: Map<string, Map<string, number>>;
  failures: Map<string, FailureGroup>;
};

function count(stats: Stats, op: Operation, outcome: string): void {
  const seen = stats.perOperation.get(op.key) ?? new Map<string, number>();
  seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
  stats.perOperation.set(op.key, seen);
}

function record(stats: Stats, op: Operation, check: Check, example: Example): void {
  const key = `${op.key}\n${check}`;
  const group = stats.failures.get(key) ?? {
    op: op.key,
    check,
    count: 0,
    statuses: new Map<string, number>(),
    examples: [],
  };
  group.count += 1;
  group.statuses.set(example.status, (group.statuses.get(example.status) ?? 0) + 1);
  // Examples of different statuses or messages say more than three of the same one.
  const distinct = !group.examples.some(
    (e) => e.status === example.status && e.detail === example.detail,
  );
  if (group.examples.length < 3 && (distinct || group.examples.length === 0))
    group.examples.push(example);
  stats.failures.set(key, group);
}

const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
addFormatsModule.default(ajv);
const validators = new Map<string, ValidateFunction | string>();

function validatorFor(op: Operation, status: string, schema: Schema): ValidateFunction | string {
  const key = `${op.key} ${status}`;
  let validator = validators.get(key);
  if (!validator) {
    try {
      validator = ajv.compile(forAjv(schema) as Schema);
    } catch (error) {
      validator = `schema does not compile: ${(error as Error).message}`;
    }
    validators.set(key, validator);
  }
  return validator;
}

const formatErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 4)
    .map(
      (e) =>
        `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
    )
    .join('; ');

type Context = {
  base: string;
  stats: Stats;
  /** Aborted at the deadline or on Ctrl-C: requests cut short by it are not counted. */
  stop: AbortController;
  onSuccess: (op: Operation, identity: Identity, requestCase: RequestCase, body: unknown) => void;
  /**
   * The last few requests with a large body that were answered with an error: a server that
   * answers before reading a whole body can leave the keep-alive connection unusable, and
   * the next request sent on it (often another operation's) is the one that stalls.
   */
  recentLargeRejections: string[];
};

async function sendCase(
  ctx: Context,
  op: Operation,
  kind: Kind,
  identity: Identity,
  requestCase: RequestCase,
): Promise<void> {
  if (ctx.stop.signal.aborted) return;
  const path = op.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => requestCase.pathValues[name] ?? '',
  );
  const search = new URLSearchParams(requestCase.query).toString();
  const query = [search, requestCase.rawQuery].filter(Boolean).join('&');
  const url = `${ctx.base}${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { ...requestCase.headers, accept: 'application/json' };
  const shownHeaders: Record<string, string> = { ...headers };
  if (identity.token) {
    if (requestCase.auth === 'bearer') {
      headers.authorization = `Bearer ${identity.token}`;
      shownHeaders.authorization = `Bearer ${identity.label}`;
    } else {
      headers.token = identity.token;
      shownHeaders.token = identity.label;
    }
  } else if (requestCase.auth === 'garbage') {
    headers.token = 'eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4In0.';
    shownHeaders.token = headers.token;
  }
  let payload: string | Uint8Array<ArrayBuffer> | undefined;
  const body = requestCase.body;
  if (body.type === 'json') {
    payload = toJsonText(body.value);
    headers['content-type'] = 'application/json';
  } else if (body.type === 'raw') {
    payload = body.text;
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body.type === 'multipart') {
    // A malformed form ends without its closing boundary.
    const built = multipartBody(body.parts, { closed: !body.malformed });
    // Copied into a plain Uint8Array, the body type fetch's typings accept.
    payload = new Uint8Array(built.payload);
    headers['content-type'] = built.contentType;
  }
  if (headers['content-type']) shownHeaders['content-type'] = headers['content-type'];
  const example = (status: string, response: string, detail: string): Example => ({
    kind,
    method: op.method,
    url: clip(url),
    headers: shownHeaders,
    body: clip(describeBody(body)),
    status,
    response: clip(response),
    detail,
  });

  let response: Response;
  let responseText: string;
  const timeout = AbortSignal.timeout(10_000);
  try {
    response = await fetch(url, {
      method: op.method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.any([timeout, ctx.stop.signal]),
    });
    responseText = await response.text();
  } catch (error) {
    if (ctx.stop.signal.aborted && !timeout.aborted) return;
    ctx.stats.requests += 1;
    count(ctx.stats, op, timeout.aborted ? 'timeout' : 'no response');
    if (timeout.aborted) {
      ctx.stats.byClass.stalled = (ctx.stats.byClass.stalled ?? 0) + 1;
      // fetch reuses keep-alive connections, so a stall may be the fault of an earlier request
      // on the same connection: the same request, sent again on a new one, tells the two apart.
      const fresh = await sendOnFreshConnection(url, op.method, headers, payload);
      const suspects = ctx.recentLargeRejections.slice(-3).join('; ');
      const detail = fresh
        ? `no answer within 10 s; sent again on a new connection it answered ${fresh.status} in ${fresh.ms} ms, so an earlier request probably left the reused keep-alive connection stuck${suspects ? ` (recent large bodies answered with an error: ${suspects})` : ''}`
        : 'no answer within 10 s, nor on a new connection';
      record(ctx.stats, op, 'request stalled', example('timeout', fresh?.body ?? '', detail));
    } else {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const message = cause?.code ?? cause?.message ?? (error as Error).message;
      ctx.stats.byClass['no response'] = (ctx.stats.byClass['no response'] ?? 0) + 1;
      record(ctx.stats, op, 'no response', example('no response', '', message));
    }
    return;
  }
  ctx.stats.requests += 1;
  const status = response.status;
  count(ctx.stats, op, String(status));
  const sentBytes = payload === undefined ? 0 : Buffer.byteLength(payload);
  if (status >= 400 && sentBytes > 64 * 1024) {
    const message = /"message":"([^"]{0,80})/.exec(responseText)?.[1] ?? '';
    ctx.recentLargeRejections.push(
      `${op.method} ${op.path} as ${kind}, ${sentBytes} bytes -> ${status} ${message}`,
    );
    ctx.recentLargeRejections.splice(0, ctx.recentLargeRejections.length - 5);
  }
  const statusClass = `${Math.floor(status / 100)}xx`;
  ctx.stats.byClass[statusClass] = (ctx.stats.byClass[statusClass] ?? 0) + 1;
  const statusText = String(status);
  const rangeKey = `${Math.floor(status / 100)}XX`;
  const documentedKey = op.responses.has(statusText)
    ? statusText
    : op.responses.has(rangeKey)
      ? rangeKey
      : op.responses.has('default')
        ? 'default'
        : null;

  // 1. Server errors. They are not also reported as undocumented: one fault, one entry.
  if (status >= 500) {
    if (!(status === 503 && op.responses.has('503'))) {
      const retryAfter = response.headers.get('retry-after');
      record(
        ctx.stats,
        op,
        'server error',
        example(statusText, responseText, retryAfter ? `retry-after ${retryAfter}` : ''),
      );
      return;
    }
  }
  // 3. The status is documented.
  if (!documentedKey) {
    record(ctx.stats, op, 'undocumented status', example(statusText, responseText, statusText));
    return;
  }
  // 2. The body matches the documented schema.
  const spec = op.responses.get(documentedKey);
  let parsed: unknown = undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (spec?.schema) {
    if (!contentType.includes('json')) {
      record(
        ctx.stats,
        op,
        'response schema',
        example(
          statusText,
          responseText,
          `content-type ${contentType || '(none)'}, JSON documented`,
        ),
      );
      return;
    }
    try {
      parsed = JSON.parse(responseText);
    } catch {
      record(
        ctx.stats,
        op,
        'response schema',
        example(statusText, responseText, 'body is not valid JSON'),
      );
      return;
    }
    const validate = validatorFor(op, documentedKey, spec.schema);
    if (typeof validate === 'string') {
      record(ctx.stats, op, 'response schema', example(statusText, responseText, validate));
    } else if (!validate(parsed)) {
      record(
        ctx.stats,
        op,
        'response schema',
        example(statusText, responseText, formatErrors(validate.errors)),
      );
    }
  }
  if (status >= 200 && status < 300) ctx.onSuccess(op, identity, requestCase, parsed);
}

/** One request on a connection of its own (no keep-alive pool), for telling stalls apart. */
function sendOnFreshConnection(
  url: string,
  method: string,
  headers: Record<string, string>,
  payload: string | Uint8Array | undefined,
): Promise<{ status: number; ms: number; body: string } | null> {
  const started = Date.now();
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method,
        agent: false,
        timeout: 10_000,
        headers: {
          ...headers,
          connection: 'close',
          ...(payload === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(payload)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: Date.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', () => resolve(null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.end(payload);
  });
}

// ---------------------------------------------------------------------------------------------
// The store's real data: signed-in users and ids to put in paths and bodies.

type Account = { label: string; email: string; password: string; token: string; id: string };

async function getJson(url: string, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: token ? { token } : {},
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

async function login(
  base: string,
  label: string,
  email: string,
  password: string,
): Promise<Account> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await response.json().catch(() => null);
  const token = isRecord(body) ? body.token : undefined;
  const user = isRecord(body) ? recordAt(body, 'user') : undefined;
  if (!response.ok || typeof token !== 'string') {
    throw new Error(`login as ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { label, email, password, token, id: user ? (stringAt(user, '_id') ?? '') : '' };
}

/** The `_id`s (and slugs) of the objects in `list`. */
function idsOf(list: unknown, withSlugs = false): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const out: string[] = [];
    const id = stringAt(item, '_id');
    const slug = stringAt(item, 'slug');
    if (id) out.push(id);
    if (withSlugs && slug) out.push(slug);
    return out;
  });
}

async function gatherPools(base: string, accounts: Account[], admin: Account): Promise<Pools> {
  const api = `${base}/api/v1`;
  const field = (body: unknown, key: string) => (isRecord(body) ? body[key] : undefined);
  // A failed read leaves that pool empty rather than stopping the run: the store is under fire.
  const safe = async (url: string, token?: string) => getJson(url, token).catch(() => null);
  const [products, categories, brands, reviews, customers] = await Promise.all([
    safe(`${api}/products?limit=50`),
    safe(`${api}/categories`),
    safe(`${api}/brands`),
    safe(`${api}/reviews?limit=50`),
    safe(`${api}/admin/customers?limit=50`, admin.token),
  ]);
  const carts: string[] = [];
  const orders: string[] = [];
  for (const account of accounts) {
    const [cart, list] = await Promise.all([
      safe(`${api}/cart`, account.token),
      safe(`${api}/orders?limit=50`, account.token),
    ]);
    const cartBody = field(cart, 'cart');
    const cartId = isRecord(cartBody) ? stringAt(cartBody, '_id') : undefined;
    if (cartId) carts.push(cartId);
    orders.push(...idsOf(field(list, 'orders')));
  }
  return {
    // `…Refs` hold ids and slugs (paths and filters take either); bodies take ids only.
    productRefs: idsOf(field(products, 'products'), true),
    products: idsOf(field(products, 'products')),
    categoryRefs: idsOf(field(categories, 'categories'), true),
    categories: idsOf(field(categories, 'categories')),
    brandRefs: idsOf(field(brands, 'brands'), true),
    brands: idsOf(field(brands, 'brands')),
    reviews: idsOf(field(reviews, 'reviews')),
    users: [...new Set([...accounts.map((a) => a.id), ...idsOf(field(customers, 'customers'))])],
    carts,
    orders: [...new Set(orders)],
    emails: accounts.map((a) => a.email),
  };
}

// ---------------------------------------------------------------------------------------------
// The run.

type Options = {
  baseUrl: string | undefined;
  examples: number;
  maxSeconds: number;
  seed: number;
  concurrency: number;
};

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      examples: { type: 'string', default: '40' },
      'max-seconds': { type: 'string', default: '180' },
      seed: { type: 'string' },
      concurrency: { type: 'string', default: '4' },
    },
  });
  const positive = (name: string, raw: string | undefined): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name} must be a whole number of 1 or more`);
    return value;
  };
  return {
    baseUrl: values['base-url']?.replace(/\/+$/, ''),
    examples: positive('examples', values.examples),
    maxSeconds: positive('max-seconds', values['max-seconds']),
    seed:
      values.seed === undefined
        ? Math.floor(Math.random() * 2 ** 31)
        : positive('seed', values.seed),
    concurrency: positive('concurrency', values.concurrency),
  };
}

/** A 32-bit seed per (round, operation, kind), so a rerun with --seed draws the same inputs. */
function seedFor(...parts: Array<string | number>): number {
  let hash = 2166136261;
  for (const char of parts.join('|')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hash | 0;
}

async function makeFiles(): Promise<Files> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .png()
    .toBuffer();
  // Over the store's 24-megapixel limit, yet small on the wire: a decompression-bomb probe.
  const bigPng = await sharp({
    create: { width: 6000, height: 5000, channels: 3, background: { r: 9, g: 9, b: 9 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
  return { png, bigPng, svg };
}

/** Starts the store when no --base-url is given, on a fresh database when FUZZ_DATABASE_URL is set. */
async function ownStore(): Promise<{ store: StoreProcess; cleanup: () => Promise<void> }> {
  const env: Record<string, string> = {};
  let dropDatabase: (() => Promise<void>) | null = null;
  const serverUrl = process.env.FUZZ_DATABASE_URL;
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl, 'fuzz');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  try {
    const store = await startStore({ env });
    return {
      store,
      cleanup: async () => {
        await store.stop();
        await dropDatabase?.();
      },
    };
  } catch (error) {
    await dropDatabase?.();
    throw error;
  }
}

/** Operations that would change a demo account's email or password use a throwaway account. */
const THROWAWAY_OPERATIONS = new Set([
  'PUT /api/v1/users/update-account',
  'PUT /api/v1/users/change-password',
]);

async function registerThrowaway(base: string): Promise<Account> {
  const email = `fuzzer-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@fuzz.test`;
  const password = 'Fuzz1234';
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Fuzzer',
      email,
      phone: '01012345678',
      address: 'Fuzz street',
      password,
      confirmPassword: password,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 201) {
    throw new Error(
      `registering the throwaway user answered ${response.status}: ${await response.text()}`,
    );
  }
  return login(base, '<throwaway>', email, password);
}

function printSummary(
  stats: Stats,
  operations: Operation[],
  options: Options,
  elapsedSeconds: number,
  stoppedEarly: boolean,
): number {
  const groups = [...stats.failures.values()];
  const serverGroups = groups.filter((g) => g.check === 'server error');
  const lines: string[] = [];
  const tested = operations.filter((op) => stats.perOperation.has(op.key));
  lines.push('', '='.repeat(78), 'Fuzz summary', '='.repeat(78));
  lines.push(
    `seed ${options.seed} · ${options.examples} examples per operation and kind · ${elapsedSeconds.toFixed(1)} s`,
  );
  if (stoppedEarly)
    lines.push(
      `stopped (the ${options.maxSeconds} s limit, or interrupted) before every example was sent`,
    );
  lines.push(`operations tested   ${tested.length} of ${operations.length}`);
  lines.push(`requests sent       ${stats.requests}`);
  for (const statusClass of ['2xx', '3xx', '4xx', '5xx', 'stalled', 'no response']) {
    const count = stats.byClass[statusClass] ?? 0;
    if (count > 0 || ['2xx', '4xx', '5xx'].includes(statusClass)) {
      lines.push(`  ${statusClass.padEnd(18)}${count}`);
    }
  }
  const untested = operations.filter((op) => !tested.includes(op));
  if (untested.length > 0) lines.push(`not reached: ${untested.map((op) => op.key).join(', ')}`);
  // Which statuses each operation answered: an operation that never answered 2xx was only
  // probed at its edges, which the failure list alone would not show.
  lines.push('', 'responses per operation (status x count)');
  for (const op of tested) {
    const seen = [...(stats.perOperation.get(op.key) ?? new Map<string, number>())]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status} x${n}`)
      .join(', ');
    lines.push(`  ${op.key.padEnd(44)} ${seen}`);
  }
  lines.push('', 'failures per check (distinct operation failures / failing responses)');
  for (const check of [
    'server error',
    'response schema',
    'undocumented status',
    'request stalled',
    'no response',
  ] as const) {
    const of = groups.filter((g) => g.check === check);
    lines.push(
      `  ${check.padEnd(22)}${String(of.length).padStart(4)} / ${of.reduce((n, g) => n + g.count, 0)}`,
    );
  }
  const undocumented = groups.filter((g) => g.check === 'undocumented status');
  if (undocumented.length > 0) {
    lines.push('', 'undocumented statuses (operation -> status x count)');
    for (const group of undocumented) {
      const seen = [...group.statuses].map(([status, n]) => `${status} x${n}`).join(', ');
      lines.push(`  ${group.op.padEnd(44)} -> ${seen}`);
    }
  }
  const detailed = groups.filter((g) => g.check !== 'undocumented status');
  const ordered = [...detailed, ...undocumented];
  if (ordered.length > 0) lines.push('', 'failure details');
  for (const group of ordered) {
    lines.push('', `[${group.check}] ${group.op}: ${group.count} failing response(s)`);
    for (const e of group.examples) {
      lines.push(`  as ${e.kind}: ${e.method} ${e.url}`);
      lines.push(`    headers: ${JSON.stringify(e.headers)}`);
      if (e.body) lines.push(`    body: ${e.body}`);
      lines.push(
        `    -> ${e.status}${e.detail && e.detail !== e.status ? ` (${clip(e.detail, 800)})` : ''}: ${e.response}`,
      );
    }
  }
  lines.push(
    '',
    `fuzz: ${stats.requests} requests, ${tested.length} operations, ${groups.length} failures (server errors ${serverGroups.length})`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return groups.length;
}

async function main(): Promise<number> {
  const options = readOptions();
  let cleanup: (() => Promise<void>) | null = null;
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    let base = options.baseUrl ?? '';
    if (!options.baseUrl) {
      const started = Date.now();
      const own = await ownStore();
      cleanup = own.cleanup;
      base = own.store.baseUrl;
      const where = process.env.FUZZ_DATABASE_URL
        ? 'a fresh PostgreSQL database'
        : 'the embedded database';
      console.log(
        `store started at ${base} on ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const docResponse = await fetch(`${base}/api/docs/json`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!docResponse.ok) throw new Error(`${base}/api/docs/json answered ${docResponse.status}`);
    const doc: unknown = await docResponse.json();
    if (!isRecord(doc)) throw new Error('the OpenAPI document is not an object');
    const { operations, notes } = readOperations(doc);
    if (operations.length === 0)
      throw new Error('the OpenAPI document has no operation under /api/v1');
    // The multipart routes document their forms (decision 077): each is generated from there.
    const forms = operations.filter((op) => op.form).map((op) => op.key);
    notes.push(`multipart forms in the document: ${forms.length} (${forms.join(', ')})`);
    for (const note of notes) console.log(`note: ${note}`);

    const [admin, customer, throwaway, files] = await Promise.all([
      login(base, '<admin>', 'admin@electro.test', 'Admin1234'),
      login(base, '<customer>', 'customer@electro.test', 'Customer1234'),
      registerThrowaway(base),
      makeFiles(),
    ]);
    const accounts = [customer, admin, throwaway];
    const identityFor = (op: Operation, kind: Kind): Identity => {
      if (kind === 'guest') return { label: '<guest>', token: null };
      const account = THROWAWAY_OPERATIONS.has(op.key)
        ? throwaway
        : kind === 'admin'
          ? admin
          : customer;
      return { label: account.label, token: account.token };
    };

    const stats: Stats = { requests: 0, byClass: {}, perOperation: new Map(), failures: new Map() };
    const ctx: Context = {
      base,
      stats,
      stop,
      recentLargeRejections: [],
      // The throwaway account's password and token change under the fuzzer: follow them, so its
      // later requests are still signed in.
      onSuccess: (op, identity, requestCase, body) => {
        if (identity.label !== throwaway.label) return;
        const sent = requestCase.body.type === 'json' ? requestCase.body.value : undefined;
        if (
          op.key === 'PUT /api/v1/users/change-password' &&
          isRecord(body) &&
          typeof body.token === 'string'
        ) {
          throwaway.token = body.token;
          if (isRecord(sent) && typeof sent.newPassword === 'string')
            throwaway.password = sent.newPassword;
        }
        if (op.key === 'PUT /api/v1/users/update-account' && isRecord(body)) {
          const user = recordAt(body, 'user');
          const email = user ? stringAt(user, 'email') : undefined;
          if (email) throwaway.email = email;
        }
      },
    };

    const started = Date.now();
    const deadline = setTimeout(() => stop.abort(), options.maxSeconds * 1000);
    const kinds: Kind[] = ['guest', 'customer', 'admin'];
    console.log(
      `fuzzing ${operations.length} operations x ${kinds.length} kinds x ${options.examples} examples (seed ${options.seed}, at most ${options.maxSeconds} s)`,
    );
    // Rounds of ten examples each: every operation gets some before the time limit can stop
    // the run, and the real ids are gathered afresh each round (the deletes remove some).
    const perRound = 10;
    const rounds = Math.ceil(options.examples / perRound);
    for (let round = 0; round < rounds && !stop.signal.aborted; round += 1) {
      const count = Math.min(perRound, options.examples - round * perRound);
      const shared = await gatherPools(base, accounts, admin);
      for (const op of operations) {
        for (const kind of kinds) {
          if (stop.signal.aborted) break;
          // Only the throwaway account's password is ever sent: logins and its own
          // change-password. No demo account's token reaches change-password at all.
          const pools: Pools = { ...shared, passwords: [throwaway.password] };
          const arb = fc.oneof(
            requestArb(op, pools, files, false),
            requestArb(op, pools, files, true),
          );
          const cases = fc.sample(arb, {
            numRuns: count,
            seed: seedFor(options.seed, round, op.key, kind),
          });
          let next = 0;
          const worker = async () => {
            while (next < cases.length && !stop.signal.aborted) {
              const requestCase = cases[next];
              next += 1;
              if (requestCase) await sendCase(ctx, op, kind, identityFor(op, kind), requestCase);
            }
          };
          await Promise.all(Array.from({ length: options.concurrency }, worker));
        }
      }
      console.log(
        `round ${round + 1}/${rounds}: ${stats.requests} requests, ${stats.failures.size} failures, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    clearTimeout(deadline);
    const stoppedEarly = stop.signal.aborted;
    const failures = printSummary(
      stats,
      operations,
      options,
      (Date.now() - started) / 1000,
      stoppedEarly,
    );
    return failures > 0 ? 1 : 0;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await cleanup?.();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`fuzz: could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
