/**
 * The OpenAPI document (/api/docs/json) as a client generator reads it: Redocly's recommended
 * rules find no error and no warning (every operation has a summary, an operationId, a tag and
 * its security; no two paths differ only by a parameter's name), and the TypeScript client
 * openapi-typescript generates from it compiles and carries the contract's types.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/store-process';
import { createTestContext, type TestContext } from './test/harness';

const run = promisify(execFile);
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

type Problem = { ruleId: string; severity: string; message: string; location: unknown[] };
type LintReport = { totals: { errors: number; warnings: number }; problems: Problem[] };
type Operation = { operationId?: string; summary?: string; tags?: string[] };

let ctx: TestContext;
let document: { paths: Record<string, Record<string, Operation>> };
const dir = mkdtempSync(path.join(os.tmpdir(), 'electro-openapi-'));

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  writeFileSync(path.join(dir, 'openapi.json'), res.body);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    // redocly exits 1 when it finds an error; its JSON report is on stdout either way.
    const { stdout } = await run(
      process.execPath,
      [REDOCLY, 'lint', path.join(dir, 'openapi.json'), '--format=json'],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names every operation once, with a summary and one tag', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary?.length).toBeGreaterThan(5);
      expect(operation.tags).toHaveLength(1);
    }
  });

  it('describes every multipart form: its text fields with their rules, and its files', () => {
    type Media = {
      schema?: { properties?: Record<string, Record<string, unknown>>; required?: string[] };
    };
    const forms = new Map<string, Media['schema']>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const body = (operation as { requestBody?: { content?: Record<string, Media> } })
          .requestBody;
        const media = body?.content?.['multipart/form-data'];
        if (media) forms.set(`${method.toUpperCase()} ${path}`, media.schema);
      }
    }
    expect([...forms.keys()].sort()).toEqual([
      'POST /api/v1/brands',
      'POST /api/v1/categories',
      'POST /api/v1/products',
      'POST /api/v1/users/upload-image',
      'PUT /api/v1/brands/{id}',
      'PUT /api/v1/categories/{id}',
      'PUT /api/v1/products/{id}',
    ]);
    const binary = { type: 'string', format: 'binary' };
    const category = forms.get('POST /api/v1/categories');
    expect(category?.properties?.name).toMatchObject({
      type: 'string',
      minLength: 3,
      maxLength: 20,
    });
    expect(category?.properties?.image).toMatchObject(binary);
    expect(category?.required?.sort()).toEqual(['image', 'name']);
    const product = forms.get('POST /api/v1/products');
    expect(product?.properties?.price).toMatchObject({ type: 'number', minimum: 0 });
    expect(product?.properties?.stock).toMatchObject({ type: 'integer', minimum: 0 });
    expect(product?.properties?.images).toMatchObject({
      type: 'array',
      items: binary,
      maxItems: 10,
    });
    expect(product?.required).toEqual(expect.arrayContaining(['title', 'price', 'imageCover']));
    expect(forms.get('PUT /api/v1/products/{id}')?.properties?.keepImages).toMatchObject({
      type: 'string',
    });
    expect(forms.get('POST /api/v1/users/upload-image')?.required).toEqual(['image']);
  });

  it('generates a TypeScript client that compiles and keeps the response types', async () => {
    const generated = astToString(await openapiTS(JSON.stringify(document)));
    writeFileSync(path.join(dir, 'api.d.ts'), generated);
    // A client's use of the generated types: the valid lines must compile and the wrong ones
    // must not (each is marked @ts-expect-error, itself an error when nothing is wrong).
    writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { operations, paths } from './api';",
        "type List = paths['/api/v1/products']['get']['responses'][200]['content'];",
        "type Product = List['application/json']['products'][number];",
        'export const title = (p: Product): string => p.title.toUpperCase();',
        'export const price = (p: Product): number => p.price + p.priceAfterDiscount;',
        "type Login = operations['login']['requestBody'];",
        "export const body: NonNullable<Login>['content']['application/json'] =",
        "  { email: 'a@b.co', password: 'Secret123' };",
        '// @ts-expect-error price is a number',
        'export const wrong = (p: Product): string => p.price;',
        '// @ts-expect-error no such field on a product',
        'export const missing = (p: Product) => p.notAField;',
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
