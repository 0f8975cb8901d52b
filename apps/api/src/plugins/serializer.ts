import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * Responses are written by fast-json-stringify from each route's zod response schema turned
 * into JSON Schema: like parsing with zod, only the fields the schema names are ever written
 * (a password hash cannot leak), but a page of products is serialized several times faster.
 * A schema JSON Schema cannot express falls back to zod's own serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output' }) as Record<
      string,
      unknown
    >;
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  delete jsonSchema.$schema;
  return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]);
};
