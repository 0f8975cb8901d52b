import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type Serializer = ReturnType<FastifySerializerCompiler<ZodType>>;

/**
 * Each response schema's serializer, compiled once per process: a route schema is a module's
 * constant, and compiling it (zod to JSON Schema, then fast-json-stringify's code) was about a
 * fifth of the time the API tests spent building their apps, one app per test file.
 */
const compiled = new WeakMap<ZodType, Serializer>();

/**
 * Responses are written by fast-json-stringify from each route's zod response schema turned
 * into JSON Schema: like parsing with zod, only the fields the schema names are ever written
 * (a password hash cannot leak), but a page of products is serialized several times faster.
 * A schema JSON Schema cannot express falls back to zod's own serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const cacheable = typeof route.schema === 'object' && route.schema !== null;
  const known = cacheable ? compiled.get(route.schema) : undefined;
  if (known) return known;
  let jsonSchema: Record<string, unknown> | undefined;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output' }) as Record<
      string,
      unknown
    >;
    delete jsonSchema.$schema;
  } catch {
    jsonSchema = undefined;
  }
  const serializer = jsonSchema
    ? fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0])
    : zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  if (cacheable) compiled.set(route.schema, serializer);
  return serializer;
};
