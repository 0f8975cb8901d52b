import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/*
 * A JSON body is read, decoded and parsed in full before validation can refuse it: about 10 ms
 * of one core per megabyte. Most routes' valid bodies are a few kilobytes (every string has a
 * maximum length, every list a maximum count), so each route's body limit is derived from its
 * schema: the largest valid body, written with every character escaped, twice over for
 * whitespace, plus 4 KiB. A larger body is refused with 413 from its Content-Length, before a
 * byte of it is read. Routes whose schema bounds nothing (a field of any type or length) keep
 * BODY_LIMIT_BYTES; so does anything over it.
 */

const SLACK_BYTES = 4096;
/** A number, boolean or null as JSON text, with room to spare. */
const SCALAR_BYTES = 32;

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The most bytes a value valid under `schema` takes as compact JSON, or Infinity. */
export function maxJsonBytes(schema: JsonSchema): number {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return Math.max(...branches.map(maxJsonBytes));
  if (schema.allOf) {
    // Every part holds at once: the tightest bound of the schema itself and its parts.
    const { allOf, ...own } = schema;
    return Math.min(maxJsonBytes(own), ...allOf.map(maxJsonBytes));
  }
  if (schema.enum || schema.const !== undefined) {
    const values = schema.enum ?? [schema.const];
    return Math.max(...values.map((value) => JSON.stringify(value).length * 6));
  }
  const types = [schema.type ?? 'any'].flat();
  return Math.max(...types.map((type) => maxForType(type, schema)));
}

function maxForType(type: string, schema: JsonSchema): number {
  switch (type) {
    case 'string':
      // \uXXXX is the longest way to write one UTF-16 unit.
      return schema.maxLength === undefined ? Infinity : 2 + 6 * schema.maxLength;
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return SCALAR_BYTES;
    case 'array':
      if (schema.maxItems === undefined || !schema.items) return Infinity;
      return 2 + schema.maxItems * (maxJsonBytes(schema.items) + 1);
    case 'object': {
      // Unknown keys are dropped by validation, so a body that carries them is not a valid one.
      let total = 2;
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        total += JSON.stringify(key).length * 6 + 1 + maxJsonBytes(value) + 1;
      }
      return total;
    }
    default:
      return Infinity;
  }
}

/** The body limit for a route whose body follows `body`, within `ceiling`. */
export function bodyLimitFor(body: z.ZodType, ceiling: number): number {
  let bound = Infinity;
  try {
    bound = maxJsonBytes(
      z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    );
  } catch {
    // A schema JSON Schema cannot describe: no bound is known.
  }
  return Math.min(ceiling, 2 * bound + SLACK_BYTES);
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

async function bodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const body = (route.schema as { body?: unknown } | undefined)?.body;
    // Duck-typed: the shared package's schemas may come from another copy of zod.
    if (route.bodyLimit !== undefined || !isZodSchema(body)) return;
    route.bodyLimit = bodyLimitFor(body, app.config.BODY_LIMIT_BYTES);
  });
}

export default fp(bodyLimits, { name: 'body-limits', dependencies: ['config'] });
