import { z } from 'zod';

/**
 * The OpenAPI description of a multipart form (decision 077). The multipart routes read their
 * body themselves (lib/multipart.ts), so they cannot declare it as `body`: Fastify would
 * validate a body it never parses. A route names its form as `schema.multipartForm` instead,
 * and the document's transform (plugins/external/swagger.ts) writes it as the operation's
 * `multipart/form-data` request body, so client generators and the fuzz run see its fields,
 * their rules and its files. The route's parsing does not change.
 */
export type FormFile = {
  /** How many files the part may carry: 1 is one file, more is an array of them. */
  max: number;
  required: boolean;
  description: string;
};

export type MultipartFormDoc = {
  /** The schema the handler parses the text parts with: its rules are the document's. */
  fields: z.ZodObject;
  /** JSON Schema for fields the schema cannot describe (a transform), or read on their own. */
  extraFields?: Record<string, Record<string, unknown>>;
  files: Record<string, FormFile>;
  /** The largest file accepted (UPLOAD_MAX_BYTES). */
  maxBytes: number;
};

declare module 'fastify' {
  // An augmentation must be an interface: it merges with Fastify's own.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifySchema {
    /** Documentation only: see lib/multipart-docs.ts. */
    multipartForm?: MultipartFormDoc;
  }
}

export const IMAGE_TYPES = 'PNG, JPEG, WebP, AVIF or GIF';

type JsonSchema = Record<string, unknown>;

/** The form as OpenAPI 3.0 JSON Schema: one property per text part and per file part. */
export function multipartBodySchema(form: MultipartFormDoc): JsonSchema {
  const output = z.toJSONSchema(form.fields, {
    io: 'output',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as JsonSchema;
  const properties: Record<string, JsonSchema> = {
    ...((output.properties as Record<string, JsonSchema> | undefined) ?? {}),
    ...form.extraFields,
  };
  const required = new Set((output.required as string[] | undefined) ?? []);
  const megabytes = Math.round(form.maxBytes / 1024 / 1024);
  for (const [name, file] of Object.entries(form.files)) {
    const description = `${file.description} ${IMAGE_TYPES}, at most ${megabytes} MB each.`;
    const binary = { type: 'string', format: 'binary' };
    properties[name] =
      file.max === 1
        ? { ...binary, description }
        : { type: 'array', items: binary, maxItems: file.max, description };
    if (file.required) required.add(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.size > 0 ? { required: [...required] } : {}),
  };
}
