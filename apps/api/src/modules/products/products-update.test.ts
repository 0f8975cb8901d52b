/** The admin's product form, changing and deleting: PUT and DELETE /products/:id. */
import { count, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orderItems, reviews, wishlistItems } from '../../db/schema/index';
import { auth, expectError, pngImage, type TestContext, type TestUser } from '../../test/harness';
import { useProductForms, type Part, type ProductForms } from '../../test/product-forms';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let png: Buffer;
let ids: ProductForms['ids'];
const { state, file, sendForm, stored, widthOf, newProduct, orderContaining } = useProductForms();
beforeAll(() => ({ ctx, admin, customer, png, ids } = state));

describe('PUT /products/:id', () => {
  const put = (id: string, parts: Part[], user?: TestUser | null) =>
    sendForm({ method: 'PUT', url: `/api/v1/products/${id}`, parts, user });

  it('changes only the parts sent', async () => {
    const made = await newProduct('Only Price', [png]);
    const res = await put(made.id, [{ name: 'price', value: '50' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Product updated successfully');
    expect(res.json().product).toMatchObject({
      title: 'Only Price',
      slug: made.slug,
      price: 50,
      priceAfterDiscount: 45,
      stock: 12,
      imageCover: made.imageCover,
      images: made.images,
    });
  });

  it('replaces the gallery in the order sent and removes the old files', async () => {
    const made = await newProduct('Gallery', [await pngImage(11, 10), await pngImage(12, 10)]);
    const res = await put(made.id, [
      file('images', await pngImage(33, 10)),
      file('images', await pngImage(31, 10)),
      file('images', await pngImage(32, 10)),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const gallery = res.json().product.images as Array<{ public_id: string }>;
    expect(await Promise.all(gallery.map((image) => widthOf(image.public_id)))).toEqual([
      33, 31, 32,
    ]);
    for (const old of made.images) expect(existsSync(stored(old.public_id))).toBe(false);
    expect(res.json().product.imageCover).toEqual(made.imageCover);
  });

  it('keeps, reorders and empties the gallery with keepImages, appending new files', async () => {
    const made = await newProduct('Keep Some', [
      await pngImage(11, 10),
      await pngImage(12, 10),
      await pngImage(13, 10),
    ]);
    const [a, b, c] = made.images.map((image) => image.public_id) as [string, string, string];
    const keep = (ids: string[]) => ({ name: 'keepImages', value: JSON.stringify(ids) });

    // Reordered, one dropped, one file appended.
    const res = await put(made.id, [keep([c, a]), file('images', await pngImage(14, 10))]);
    expect(res.statusCode, res.body).toBe(200);
    const gallery = (res.json().product.images as Array<{ public_id: string }>).map(
      (image) => image.public_id,
    );
    expect(gallery.slice(0, 2)).toEqual([c, a]);
    expect(gallery).toHaveLength(3);
    expect(await widthOf(gallery[2] ?? '')).toBe(14);
    expect(existsSync(stored(b))).toBe(false);
    for (const key of gallery) expect(existsSync(stored(key))).toBe(true);

    // An id not in the gallery (the one just removed), a repeat, or not JSON: 400, no change.
    for (const [value, message] of [
      [JSON.stringify([b]), "keepImages names an image that is not in this product's gallery."],
      [JSON.stringify([a, a]), 'keepImages names the same image twice.'],
      ['not json', 'keepImages must be a JSON array of the public_ids of gallery images to keep.'],
      ['{"a":1}', 'keepImages must be a JSON array of the public_ids of gallery images to keep.'],
    ] as const) {
      expectError(await put(made.id, [{ name: 'keepImages', value }]), 400, message);
    }
    // Kept and new together are still at most 10.
    const eight = await Promise.all(Array.from({ length: 8 }, () => pngImage(10, 10)));
    expectError(
      await put(made.id, [keep(gallery), ...eight.map((content) => file('images', content))]),
      400,
      'A product has at most 10 gallery images.',
    );
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${made.id}` });
    expect(
      unchanged.json().product.images.map((image: { public_id: string }) => image.public_id),
    ).toEqual(gallery);

    // keepImages=[] without files empties the gallery and removes the files.
    const emptied = await put(made.id, [keep([])]);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().product.images).toEqual([]);
    for (const key of gallery) expect(existsSync(stored(key))).toBe(false);
    expect(emptied.json().product.imageCover).toEqual(made.imageCover);
  });

  it('replaces the cover, keeping the old file only while an order shows it', async () => {
    const plain = await newProduct('Cover Plain');
    const ordered = await newProduct('Cover Ordered');
    await orderContaining(ordered);
    for (const made of [plain, ordered]) {
      const res = await put(made.id, [file('imageCover', await pngImage(50, 50))]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.imageCover.public_id).not.toBe(made.imageCover.public_id);
    }
    expect(existsSync(stored(plain.imageCover.public_id))).toBe(false);
    expect(existsSync(stored(ordered.imageCover.public_id))).toBe(true);
  });

  it('moves the slug with the title and checks the category and brand', async () => {
    const made = await newProduct('Old Title');
    const renamed = await put(made.id, [
      { name: 'title', value: 'New Title' },
      { name: 'category', value: ids.laptops },
    ]);
    expect(renamed.json().product).toMatchObject({
      slug: 'new-title',
      category: { _id: ids.laptops },
    });
    expectError(
      await put(made.id, [{ name: 'brand', value: 'ghost' }]),
      400,
      'The chosen brand does not exist. Pick one from the brand list.',
    );
  });

  it('validates, guards and answers 404', async () => {
    const made = await newProduct('Guarded Product');
    expectError(await put(made.id, [{ name: 'title', value: ' ' }]), 400, 'Title is required.');
    expectError(
      await put(made.id, [{ name: 'stock', value: 'many' }]),
      400,
      'Stock must be a number.',
    );
    expectError(await put(made.id, [file('imageCover', Buffer.from('plain text here'))]), 415);
    expectError(await put(made.id, [{ name: 'price', value: '1' }], null), 401);
    expectError(await put(made.id, [{ name: 'price', value: '1' }], customer), 403);
    expectError(await put('missing', [{ name: 'price', value: '1' }]), 404, 'Product not found');
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${made.id}` });
    expect(unchanged.json().product.price).toBe(699.99);
  });
});

describe('DELETE /products/:id', () => {
  const remove = (id: string, user: TestUser | null = admin) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${id}`,
      headers: user ? auth(user) : {},
    });

  it('removes it from carts and wishlists, deletes its reviews, keeps order history', async () => {
    const made = await newProduct('Doomed', [png]);
    const [cart] = await ctx.db.insert(carts).values({ userId: customer.id }).returning();
    if (!cart) throw new Error('cart insert failed');
    await ctx.db.insert(cartItems).values({ cartId: cart.id, productId: made.id, quantity: 1 });
    await ctx.db.insert(wishlistItems).values({ userId: customer.id, productId: made.id });
    await ctx.db
      .insert(reviews)
      .values({ productId: made.id, userId: customer.id, comment: 'Fine', rate: 4 });
    await orderContaining(made);

    const res = await remove(made.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Product deleted successfully' });
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${made.id}` }), 404);
    const left = async (
      table: typeof cartItems | typeof wishlistItems | typeof reviews | typeof orderItems,
    ) =>
      (await ctx.db.select({ n: count() }).from(table).where(eq(table.productId, made.id)))[0]?.n;
    expect(await left(cartItems)).toBe(0);
    expect(await left(wishlistItems)).toBe(0);
    expect(await left(reviews)).toBe(0);
    expect(await left(orderItems)).toBe(1);
    // The gallery goes; the cover stays for the order that shows it.
    expect(existsSync(stored(made.images[0]!.public_id))).toBe(false);
    expect(existsSync(stored(made.imageCover.public_id))).toBe(true);
  });

  it('removes the image files of a product no order shows', async () => {
    const made = await newProduct('Unsold', [png]);
    expect((await remove(made.id)).statusCode).toBe(200);
    expect(existsSync(stored(made.imageCover.public_id))).toBe(false);
    expect(existsSync(stored(made.images[0]!.public_id))).toBe(false);
  });

  it('answers 401, 403 and 404', async () => {
    const made = await newProduct('Protected');
    expectError(await remove(made.id, null), 401);
    expectError(await remove(made.id, customer), 403);
    expectError(await remove('missing'), 404, 'Product not found');
  });
});
