import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { multipartBodySchema, type MultipartFormDoc } from '../../lib/multipart-docs';

/** One tag per resource, in the order the documentation lists them. */
export const OPENAPI_TAGS = [
  { name: 'health', description: 'Whether the store can serve' },
  { name: 'settings', description: "The store's public settings" },
  { name: 'auth', description: 'Registering and signing in' },
  { name: 'newsletter', description: 'Newsletter subscriptions' },
  { name: 'categories', description: 'Product categories (admin writes)' },
  { name: 'brands', description: 'Product brands (admin writes)' },
  { name: 'products', description: 'The catalogue (admin writes)' },
  { name: 'reviews', description: 'Product reviews' },
  { name: 'users', description: "The signed-in user's account" },
  { name: 'cart', description: "The signed-in user's cart" },
  { name: 'wishlist', description: "The signed-in user's wishlist" },
  { name: 'orders', description: 'Checkout and orders' },
  { name: 'admin', description: 'The admin dashboard' },
  { name: 'pages', description: "The shop's own content pages (admin writes)" },
  { name: 'contact', description: "Messages to the shop's owner from the Contact page" },
] as const;

const API_PREFIX = '/api/v1/';

/** A route's tag: its resource, the first segment after /api/v1 (reviews of a product too). */
export function tagOf(url: string): string {
  const rest = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  if (/^products\/[^/]+\/reviews/.test(rest)) return 'reviews';
  return rest.split('/')[0] ?? '';
}

/**
 * POST /orders/:cartId and GET|PATCH /orders/:id are one path to an OpenAPI reader (a path
 * differs by more than a parameter's name, or it is the same path): the document names the
 * parameter `id` on all three and says, on the checkout, that it is the cart's id.
 */
const RENAMED_PATH_PARAMS: Record<string, { from: string; to: string; description: string }> = {
  '/api/v1/orders/:cartId': {
    from: 'cartId',
    to: 'id',
    description: "The caller's cart id (GET /cart answers it).",
  },
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function renameParam(params: unknown, from: string, to: string, description: string): unknown {
  if (!isObject(params) || !isObject(params.properties)) return params;
  const { [from]: property, ...others } = params.properties;
  const required = Array.isArray(params.required)
    ? params.required.map((name: unknown) => (name === from ? to : name))
    : params.required;
  return {
    ...params,
    properties: { ...others, [to]: { ...(isObject(property) ? property : {}), description } },
    required,
  };
}

/**
 * The zod schemas turned into JSON Schema (fastify-type-provider-zod), plus what an OpenAPI
 * reader needs beside the route's own schema: its tag, `security: []` on public operations
 * (a route that needs a token declares its security itself), one name per path parameter, and
 * the request body of a multipart route, from its `multipartForm` (lib/multipart-docs.ts).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema: JsonObject = { ...(output.schema as JsonObject) };
  const form = schema.multipartForm as MultipartFormDoc | undefined;
  delete schema.multipartForm;
  if (form) schema.body = multipartBodySchema(form);
  let url = output.url;
  schema.tags ??= [tagOf(url)];
  schema.security ??= [];
  const renamed = RENAMED_PATH_PARAMS[url];
  if (renamed) {
    url = url.replace(`:${renamed.from}`, `:${renamed.to}`);
    schema.params = renameParam(schema.params, renamed.from, renamed.to, renamed.description);
  }
  return { ...output, schema: schema as typeof output.schema, url };
};

/** The OpenAPI document of every route registered after it, and its viewer at /api/docs. */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Electro store API',
        description: 'The /api/v1 contract of the Electro store (see docs/API.md).',
        version: '1.0.0',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      // Relative to wherever the document is served: the store that serves it.
      servers: [{ url: '/', description: 'The store serving this document' }],
      tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(swaggerPlugin, { name: 'swagger' });
