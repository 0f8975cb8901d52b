import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  multipartBody,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { TAXONOMIES, useTaxonomyForms, type Part } from '../../test/taxonomy-forms';

// Creating and reading categories and brands; renaming and deleting: taxonomies-changes.test.ts.
let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let png: Buffer;
const { state, filesIn, imagePart, formsFor } = useTaxonomyForms();
beforeAll(() => ({ ctx, admin, customer, png } = state));

describe('image URLs', () => {
  it('builds image URLs from PUBLIC_URL when it is set', async () => {
    const other = await createTestContext({ PUBLIC_URL: 'https://cdn.example.test/' });
    try {
      const otherAdmin = await createUser(other, { role: 'admin' });
      const body = multipartBody([{ name: 'name', value: 'Cameras' }, imagePart(png)]);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/categories',
        payload: body.payload,
        headers: { ...body.headers, ...auth(otherAdmin) },
      });
      expect(res.json().category.image.secure_url).toMatch(
        /^https:\/\/cdn\.example\.test\/uploads\/categories\//,
      );
    } finally {
      await other.close();
    }
  });
});

describe.each(TAXONOMIES)('/$plural', (taxonomy) => {
  const { plural, key, label } = taxonomy;
  const { url, send, create } = formsFor(taxonomy);

  describe(`POST ${url}`, () => {
    it(`creates a ${key} whose image URL loads from another origin`, async () => {
      const res = await send({
        parts: [{ name: 'name', value: '  Smart Home  ' }, imagePart(png)],
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: `${label} added successfully` });
      const entity = body[key];
      expect(entity).toMatchObject({ name: 'Smart Home', slug: 'smart-home' });
      expect(entity._id).toBe(entity.id);
      expect(Object.keys(entity).sort()).toEqual(
        ['_id', 'id', 'name', 'slug', 'image', 'createdAt', 'updatedAt'].sort(),
      );
      expect(entity.image.secure_url).toBe(`http://localhost:80/uploads/${entity.image.public_id}`);
      expect(entity.image.public_id).toMatch(new RegExp(`^${plural}/.+\\.webp$`));

      const image = await ctx.app.inject({
        method: 'GET',
        url: new URL(entity.image.secure_url).pathname,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['access-control-allow-origin']).toBe('*');
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('refuses a taken name in any case with 409 and leaves no file behind', async () => {
      await create('Gaming');
      const before = await filesIn(plural);
      const res = await send({ parts: [{ name: 'name', value: 'GAMING' }, imagePart(png)] });
      expectError(res, 409, `A ${key} with this name already exists.`);
      expect(await filesIn(plural)).toEqual(before);
    });

    it('keeps slugs unique when two names slugify alike', async () => {
      const first = await create('Hi-Fi');
      const second = await create('Hi Fi');
      expect(first.slug).toBe('hi-fi');
      expect(second.slug).toBe('hi-fi-2');
    });

    it.each([
      [[], 'Name is required'],
      [[{ name: 'name', value: '   ' }], 'Name is required'],
      [[{ name: 'name', value: 'TV' }], 'Name must be at least 3 characters long'],
      [[{ name: 'name', value: 'x'.repeat(21) }], 'Name must not exceed 20 characters'],
    ])('answers 400 with the message of docs/PRODUCT.md for %j', async (fields, message) => {
      const res = await send({ parts: [...(fields as Part[]), imagePart(png)] });
      expectError(res, 400, message);
    });

    it('answers 400 "Image is required" without an image part', async () => {
      const res = await send({ parts: [{ name: 'name', value: 'Wearables' }] });
      expectError(res, 400, 'Image is required');
    });

    it.each(['', '[object Object]'])(
      'ignores a text part named image with value %j',
      async (value) => {
        const withoutFile = await send({
          parts: [
            { name: 'name', value: 'Drones' },
            { name: 'image', value },
          ],
        });
        expectError(withoutFile, 400, 'Image is required');
        const withFile = await send({
          parts: [
            { name: 'image', value },
            { name: 'name', value: `Drones ${value.length}` },
            imagePart(png),
          ],
        });
        expect(withFile.statusCode).toBe(201);
      },
    );

    it('answers 415 for a file that is not an image, and creates nothing', async () => {
      const res = await send({
        parts: [
          { name: 'name', value: 'Scripts' },
          imagePart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
        ],
      });
      expectError(res, 415);
      const list = await ctx.app.inject({ method: 'GET', url });
      expect(list.json()[plural].map((e: { name: string }) => e.name)).not.toContain('Scripts');
    });

    it('removes the saved image when the database write fails', async () => {
      const before = await filesIn(plural);
      const spy = vi.spyOn(ctx.app.db, 'insert').mockImplementationOnce(() => {
        throw new Error('database went away');
      });
      try {
        const res = await send({ parts: [{ name: 'name', value: 'Unlucky' }, imagePart(png)] });
        expect(res.statusCode).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await filesIn(plural)).toEqual(before);
      expectError(await ctx.app.inject({ method: 'GET', url: `${url}/unlucky` }), 404);
    });

    it('answers 413 for an image over 5 MiB', async () => {
      const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const res = await send({ parts: [{ name: 'name', value: 'Huge' }, imagePart(huge)] });
      expectError(res, 413);
    });

    it('answers 415, never 500, to a JSON body', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: auth(admin),
        payload: { name: 'Json Name' },
      });
      expectError(res, 415);
    });

    it('answers 401 without a token and 403 for a customer', async () => {
      const parts = [{ name: 'name', value: 'Nobody' }, imagePart(png)];
      expectError(await send({ parts, user: null }), 401);
      expectError(await send({ parts, user: customer }), 403);
    });
  });

  describe(`GET ${url}`, () => {
    it(`lists every ${key} in creation order, with product counts on request`, async () => {
      const a = await create('Alpha One');
      const b = await create('Beta Two');
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const names = res.json()[plural].map((e: { name: string }) => e.name);
      expect(names.indexOf('Alpha One')).toBeLessThan(names.indexOf('Beta Two'));
      expect(res.json()[plural][0].productCount).toBeUndefined();

      const { category, brand } = await createCatalog(ctx);
      const refs =
        key === 'category'
          ? { categoryId: a.id, brandId: brand.id }
          : { categoryId: category.id, brandId: a.id };
      await createProduct(ctx, refs);
      await createProduct(ctx, refs);
      const counted = await ctx.app.inject({ method: 'GET', url: `${url}?productCount=true` });
      const listed: Array<{ id: string; productCount: number }> = counted.json()[plural];
      const byId = new Map(listed.map((e) => [e.id, e.productCount]));
      expect(byId.get(a.id)).toBe(2);
      expect(byId.get(b.id)).toBe(0);
    });

    it('answers 400 to an invalid productCount', async () => {
      expectError(await ctx.app.inject({ method: 'GET', url: `${url}?productCount=maybe` }), 400);
    });

    it('finds one by id and by slug, and answers 404 otherwise', async () => {
      const made = await create('Monitors');
      for (const ref of [made.id, made.slug]) {
        const res = await ctx.app.inject({ method: 'GET', url: `${url}/${ref}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()[key]).toMatchObject({ id: made.id, name: 'Monitors' });
      }
      expectError(
        await ctx.app.inject({ method: 'GET', url: `${url}/no-such-thing` }),
        404,
        `${label} not found`,
      );
    });
  });
});
