/**
 * The admin's category and brand forms as the API tests send them (multipart, with an image),
 * on a store of the file's own with an admin and a customer. taxonomies.test.ts and
 * taxonomies-changes.test.ts share it.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { multipartBody } from './harness';
import {
  createTestContext,
  createUser,
  sendMultipart,
  pngImage,
  type TestContext,
  type TestUser,
} from './harness';

export const TAXONOMIES = [
  { plural: 'categories', key: 'category', label: 'Category' },
  { plural: 'brands', key: 'brand', label: 'Brand' },
] as const;
export type Taxonomy = (typeof TAXONOMIES)[number];
export type Part = Parameters<typeof multipartBody>[0][number];
export type TaxonomyForms = { ctx: TestContext; admin: TestUser; customer: TestUser; png: Buffer };

/**
 * Opens the store before the file's tests and closes it after them; the calls read the state
 * when a test makes them.
 */
export function useTaxonomyForms() {
  const state = {} as TaxonomyForms;
  beforeAll(async () => {
    state.ctx = await createTestContext();
    state.admin = await createUser(state.ctx, { role: 'admin' });
    state.customer = await createUser(state.ctx);
    state.png = await pngImage();
  });
  afterAll(async () => state.ctx?.close());

  const filesIn = async (folder: string) => {
    const dir = path.join(state.ctx.app.images.root, folder);
    return existsSync(dir) ? (await readdir(dir)).sort() : [];
  };
  const fileOf = (publicId: string) => path.join(state.ctx.app.images.root, publicId);
  const imagePart = (content: Buffer, name = 'image'): Part => ({
    name,
    filename: 'photo.png',
    content,
    contentType: 'image/png',
  });

  /** The form of one of the two: sending it, and creating one with a name. */
  const formsFor = ({ plural, key }: Taxonomy) => {
    const url = `/api/v1/${plural}`;
    const send = (options: {
      method?: 'POST' | 'PUT';
      path?: string;
      parts: Part[];
      user?: TestUser | null;
    }) =>
      sendMultipart(state.ctx, {
        user: options.user === undefined ? state.admin : options.user,
        method: options.method ?? 'POST',
        url: options.path ?? url,
        parts: options.parts,
      });
    const create = async (name: string) => {
      const res = await send({ parts: [{ name: 'name', value: name }, imagePart(state.png)] });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()[key];
    };
    return { url, send, create };
  };

  return { state, filesIn, fileOf, imagePart, formsFor };
}
