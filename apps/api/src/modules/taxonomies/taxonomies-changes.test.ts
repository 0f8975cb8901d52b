/** Renaming, re-imaging and deleting categories and brands. */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createCatalog,
  createProduct,
  expectError,
  pngImage,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { TAXONOMIES, useTaxonomyForms } from '../../test/taxonomy-forms';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const { state, fileOf, imagePart, formsFor } = useTaxonomyForms();
beforeAll(() => ({ ctx, admin, customer } = state));

describe.each(TAXONOMIES)('/$plural', (taxonomy) => {
  const { key, label } = taxonomy;
  const { url, send, create } = formsFor(taxonomy);

  describe(`PUT ${url}/:id`, () => {
    it("renames, keeps the slug and answers a message with 'Success Update'", async () => {
      const made = await create('Printers');
      const res = await send({
        method: 'PUT',
        path: `${url}/${made.id}`,
        parts: [{ name: 'name', value: 'Printers 3D' }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain('Success Update');
      expect(res.json()[key]).toMatchObject({
        id: made.id,
        name: 'Printers 3D',
        slug: 'printers',
        image: made.image,
      });
    });

    it('still finds a renamed one, and its products, by the slug it had', async () => {
      const made = await create('Webcams');
      const { category, brand } = await createCatalog(ctx);
      const refs =
        key === 'category'
          ? { categoryId: made.id, brandId: brand.id }
          : { categoryId: category.id, brandId: made.id };
      const item = await createProduct(ctx, { ...refs, title: `Cam for ${key}` });
      const renamed = await send({
        method: 'PUT',
        path: `${url}/${made.id}`,
        parts: [{ name: 'name', value: 'Video Cameras' }],
      });
      expect(renamed.statusCode).toBe(200);

      const found = await ctx.app.inject({ method: 'GET', url: `${url}/webcams` });
      expect(found.statusCode).toBe(200);
      expect(found.json()[key]).toMatchObject({ id: made.id, name: 'Video Cameras' });
      const listed = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/products?${key}=webcams`,
      });
      expect(listed.json().products.map((p: { _id: string }) => p._id)).toEqual([item.id]);
      // The new name finds it in the shop as well.
      const byName = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/products?${key}=${encodeURIComponent('video cameras')}`,
      });
      expect(byName.json().products.map((p: { _id: string }) => p._id)).toEqual([item.id]);
      // A new one named like the old name takes a slug of its own.
      const again = await create('Webcams');
      expect(again.slug).toBe('webcams-2');
    });

    it('replaces the image and removes the old file', async () => {
      const made = await create('Tablets');
      expect(existsSync(fileOf(made.image.public_id))).toBe(true);
      const res = await send({
        method: 'PUT',
        path: `${url}/${made.id}`,
        parts: [imagePart(await pngImage(80, 80))],
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json()[key];
      expect(updated.name).toBe('Tablets');
      expect(updated.image.public_id).not.toBe(made.image.public_id);
      expect(existsSync(fileOf(made.image.public_id))).toBe(false);
      expect(existsSync(fileOf(updated.image.public_id))).toBe(true);
    });

    it('keeps its own name in another case, refuses a name taken by another', async () => {
      const made = await create('Routers');
      await create('Switches');
      const recase = await send({
        method: 'PUT',
        path: `${url}/${made.id}`,
        parts: [{ name: 'name', value: 'ROUTERS' }],
      });
      expect(recase.statusCode).toBe(200);
      expect(recase.json()[key]).toMatchObject({ name: 'ROUTERS', slug: 'routers' });
      const taken = await send({
        method: 'PUT',
        path: `${url}/${made.id}`,
        parts: [{ name: 'name', value: 'switches' }],
      });
      expectError(taken, 409, `A ${key} with this name already exists.`);
    });

    it('validates, guards and answers 404', async () => {
      const made = await create('Speakers');
      const path = `${url}/${made.id}`;
      expectError(
        await send({ method: 'PUT', path, parts: [{ name: 'name', value: 'ab' }] }),
        400,
        'Name must be at least 3 characters long',
      );
      expectError(
        await send({ method: 'PUT', path, parts: [imagePart(Buffer.from('not an image at all'))] }),
        415,
      );
      const parts = [{ name: 'name', value: 'Speakers 2' }];
      expectError(await send({ method: 'PUT', path, parts, user: null }), 401);
      expectError(await send({ method: 'PUT', path, parts, user: customer }), 403);
      expectError(
        await send({ method: 'PUT', path: `${url}/missing`, parts }),
        404,
        `${label} not found`,
      );
    });
  });

  describe(`DELETE ${url}/:id`, () => {
    it('answers 409 naming how many products still use it', async () => {
      const made = await create('In Use');
      const { category, brand } = await createCatalog(ctx);
      const refs =
        key === 'category'
          ? { categoryId: made.id, brandId: brand.id }
          : { categoryId: category.id, brandId: made.id };
      await createProduct(ctx, refs);
      await createProduct(ctx, refs);
      await createProduct(ctx, refs);
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `${url}/${made.id}`,
        headers: auth(admin),
      });
      const body = expectError(res, 409);
      expect(body.message).toContain('3 products still use it');
    });

    it('deletes it and its image file', async () => {
      const made = await create('Obsolete');
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `${url}/${made.id}`,
        headers: { ...auth(admin), 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: `${label} deleted successfully` });
      expectError(await ctx.app.inject({ method: 'GET', url: `${url}/${made.id}` }), 404);
      expect(existsSync(fileOf(made.image.public_id))).toBe(false);
    });

    it('answers 401, 403 and 404', async () => {
      const made = await create('Guarded');
      const path = `${url}/${made.id}`;
      expectError(await ctx.app.inject({ method: 'DELETE', url: path }), 401);
      expectError(
        await ctx.app.inject({ method: 'DELETE', url: path, headers: auth(customer) }),
        403,
      );
      expectError(
        await ctx.app.inject({ method: 'DELETE', url: `${url}/missing`, headers: auth(admin) }),
        404,
      );
    });
  });
});
