import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';

/**
 * docs/API.md documents every operation of the OpenAPI document under a heading of one fixed
 * form, `### METHOD /api/v1/path/{param}`: this test holds the two sets equal, so an operation
 * added to the code without its documentation (or documented without existing) fails here.
 * Routes hidden from the OpenAPI document (`schema.hide`) are not part of the contract.
 */
const API_DOC = new URL('../../../docs/API.md', import.meta.url);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const HEADING = /^### (GET|POST|PUT|PATCH|DELETE) (\/\S*)\s*$/;

/** `/products/:id/` and `/products/{id}` name the same operation. */
const normalise = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1')}`;

/** The operations docs/API.md documents, each heading once. */
function documentedOperations(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const match = HEADING.exec(line);
    return match?.[1] && match[2] ? [normalise(match[1], match[2])] : [];
  });
}

type OpenApiDocument = { paths?: Record<string, Partial<Record<string, unknown>>> };

function openApiOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => normalise(method, path)),
  );
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('docs/API.md', () => {
  it('reads operation headings in their fixed form', () => {
    const sample = [
      '## Products',
      '### GET /api/v1/products',
      '### POST /api/v1/products/:productId/reviews/',
      '#### GET /api/v1/not-an-operation',
      '### Not an operation',
    ].join('\n');
    expect(documentedOperations(sample)).toEqual([
      'GET /api/v1/products',
      'POST /api/v1/products/{productId}/reviews',
    ]);
  });

  it('documents exactly the operations of the OpenAPI document', async () => {
    const documented = documentedOperations(await readFile(API_DOC, 'utf8'));
    const served = openApiOperations(ctx.app.swagger() as OpenApiDocument);
    expect(served.length).toBeGreaterThan(0);

    const duplicates = documented.filter((operation, i) => documented.indexOf(operation) !== i);
    expect(duplicates, 'operations documented twice in docs/API.md').toEqual([]);
    // Both sides in one assertion, so a failure shows every difference at once.
    expect({
      missingFromDocs: served.filter((operation) => !documented.includes(operation)),
      notServed: documented.filter((operation) => !served.includes(operation)),
    }).toEqual({ missingFromDocs: [], notServed: [] });
  });
});
