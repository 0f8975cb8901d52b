/** The admin's product form, creating: POST /products with its images (test/product-forms.ts). */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError, pngImage, type TestContext, type TestUser } from '../../test/harness';
import { useProductForms, type ProductForms } from '../../test/product-forms';

let ctx: TestContext;
let customer: TestUser;
let png: Buffer;
let ids: ProductForms['ids'];
const { state, file, fields, sendForm, productCount, savedFiles, widthOf } = useProductForms();
beforeAll(() => ({ ctx, customer, png, ids } = state));

describe('POST /products', () => {
  it('creates a product with its cover and gallery in order, and the images load', async () => {
    const res = await sendForm({
      parts: [
        ...fields(),
        file('imageCover', png),
        file('images', await pngImage(11, 10)),
        file('images', await pngImage(22, 10)),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Product added successfully');
    expect(body.product).toMatchObject({
      title: 'Pixel 9',
      slug: 'pixel-9',
      description: 'A phone with a good camera.',
      price: 699.99,
      discount: 10,
      priceAfterDiscount: 629.99,
      stock: 12,
      sold: 0,
      rateAvg: 0,
      rateNum: 0,
      category: { _id: ids.phones, name: 'Phones', slug: 'phones' },
      brand: { _id: ids.samsung, name: 'Samsung', slug: 'samsung' },
    });
    expect(body.product.reviews).toBeUndefined();
    const gallery = body.product.images as Array<{ public_id: string; secure_url: string }>;
    expect(await Promise.all(gallery.map((image) => widthOf(image.public_id)))).toEqual([11, 22]);
    const cover = await ctx.app.inject({
      method: 'GET',
      url: new URL(body.product.imageCover.secure_url).pathname,
    });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['access-control-allow-origin']).toBe('*');
    expect(cover.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps slugs unique and takes the discount as optional', async () => {
    const parts = [
      ...fields({ title: 'Twin Title', discount: undefined }),
      file('imageCover', png),
    ];
    const first = await sendForm({ parts });
    const second = await sendForm({ parts });
    expect(first.json().product).toMatchObject({ slug: 'twin-title', discount: 0 });
    expect(second.json().product.slug).toBe('twin-title-2');
  });

  it.each(['', '[object Object]'])('ignores a text part images=%j', async (value) => {
    const res = await sendForm({
      parts: [
        ...fields({ title: `Loose ${value.length}` }),
        { name: 'images', value },
        file('imageCover', png),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product.images).toEqual([]);
  });

  it.each([
    [{ title: undefined }, 'Title is required.'],
    [{ title: '  ' }, 'Title is required.'],
    [{ title: 'x'.repeat(61) }, 'Title must not exceed 60 characters.'],
    [{ description: 'x' }, 'Description must be at least 2 characters long.'],
    [{ price: undefined }, 'Price is required.'],
    [{ price: 'abc' }, 'Price must be a number.'],
    [{ price: '-1' }, 'Price must be 0 or more.'],
    [{ stock: '1.5' }, 'Stock must be a whole number.'],
    [{ stock: '-2' }, 'Stock must be 0 or more.'],
    [{ discount: '150' }, 'Discount must be between 0 and 100.'],
    [{ discount: 'ten' }, 'Discount must be a number.'],
    [{ category: undefined }, 'Category is required.'],
    [{ brand: '' }, 'Brand is required.'],
  ])('answers 400 with the shared message for %j', async (change, message) => {
    expectError(
      await sendForm({ parts: [...fields(change), file('imageCover', png)] }),
      400,
      message,
    );
  });

  it('answers 400 to a category sent as a file part, not 500', async () => {
    const res = await sendForm({
      parts: [...fields({ category: undefined }), file('category', png), file('imageCover', png)],
    });
    expectError(res, 400, 'Category is required.');
  });

  it('answers 400 to an unknown category or brand', async () => {
    expectError(
      await sendForm({ parts: [...fields({ category: 'nope' }), file('imageCover', png)] }),
      400,
      'The chosen category does not exist. Pick one from the category list.',
    );
    expectError(
      await sendForm({ parts: [...fields({ brand: 'nope' }), file('imageCover', png)] }),
      400,
      'The chosen brand does not exist. Pick one from the brand list.',
    );
  });

  it('requires a cover image and at most 10 gallery images', async () => {
    expectError(await sendForm({ parts: fields() }), 400, 'Cover image is required.');
    const eleven = Array.from({ length: 11 }, () => file('images', png));
    expectError(
      await sendForm({ parts: [...fields(), file('imageCover', png), ...eleven] }),
      400,
      'A product has at most 10 gallery images.',
    );
  });

  it('answers 415 to a file that is not an image and leaves no row or file behind', async () => {
    const rowsBefore = await productCount();
    const filesBefore = await savedFiles();
    const res = await sendForm({
      parts: [
        ...fields({ title: 'Half Written' }),
        file('imageCover', png),
        file('images', png),
        file('images', Buffer.from('%PDF-1.7 this is not an image')),
      ],
    });
    expectError(res, 415);
    expect(await productCount()).toBe(rowsBefore);
    expect(await savedFiles()).toEqual(filesBefore);
  });

  it('answers 413 to an image over 5 MiB', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expectError(await sendForm({ parts: [...fields(), file('imageCover', huge)] }), 413);
  });

  it('removes the saved files when the database write fails', async () => {
    const filesBefore = await savedFiles();
    const rowsBefore = await productCount();
    const spy = vi.spyOn(ctx.app.db, 'insert').mockImplementationOnce(() => {
      throw new Error('database went away');
    });
    try {
      const res = await sendForm({
        parts: [...fields({ title: 'Never Stored' }), file('imageCover', png), file('images', png)],
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain('database went away');
    } finally {
      spy.mockRestore();
    }
    expect(await productCount()).toBe(rowsBefore);
    expect(await savedFiles()).toEqual(filesBefore);
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    const parts = [...fields(), file('imageCover', png)];
    expectError(await sendForm({ parts, user: null }), 401);
    expectError(await sendForm({ parts, user: customer }), 403);
  });
});
