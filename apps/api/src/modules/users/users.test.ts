import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  blankPng,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  multipartBody,
  placeOrder,
  pngImage,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('GET /users', () => {
  it('returns the signed-in user without any password field', async () => {
    const user = await createUser(ctx, { name: 'Salma' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: auth(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      _id: user.id,
      id: user.id,
      name: 'Salma',
      role: 'user',
    });
    expect(res.body).not.toMatch(/password|tokenVersion|argon/i);
  });

  it('answers 401 without a token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/users' }), 401);
  });

  it("carries the address of the user's latest order, for checkout to offer first", async () => {
    const user = await createUser(ctx);
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: auth(user) })).json()
        .user.lastShippingAddress;
    expect(await read()).toBeNull();
    const { category, brand } = await createCatalog(ctx);
    const product = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      stock: 10,
    });
    await placeOrder(ctx, user, [{ productId: product.id, quantity: 1 }], {
      city: 'Giza',
      street: 'Haram 4',
      phone: '01098765432',
    });
    expect(await read()).toEqual({ city: 'Giza', street: 'Haram 4', phone: '01098765432' });
    await placeOrder(ctx, user, [{ productId: product.id, quantity: 1 }], {
      city: 'Zamalek',
      street: '12 Nile St',
      phone: '01012345678',
    });
    expect(await read()).toEqual({ city: 'Zamalek', street: '12 Nile St', phone: '01012345678' });
    // Another customer's orders are not theirs.
    const other = await createUser(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: auth(other) });
    expect(res.json().user.lastShippingAddress).toBeNull();
  });
});

describe('PUT /users/update-account', () => {
  it('changes only the fields that are sent', async () => {
    const user = await createUser(ctx, { name: 'Omar' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update-account',
      headers: auth(user),
      payload: { address: '5 Corniche Road' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { name: 'Omar', address: '5 Corniche Road', phone: '01012345678' },
    });
  });

  it.each([
    [{ name: 'Al' }, 'Name should be at least 3 characters'],
    [{ name: 'x'.repeat(51) }, 'Name should not exceed 50 characters'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ address: 'a'.repeat(101) }, 'Address should not exceed 100 characters'],
    [{ phone: '01a2345678' }, 'Phone must be only digits'],
    [{ phone: '012345' }, 'Phone number should be at least 10 digits'],
  ])('refuses %o with the message of docs/PRODUCT.md', async (payload, message) => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update-account',
      headers: auth(user),
      payload,
    });
    expectError(res, 400, message);
  });

  it('refuses an email another account uses with 409', async () => {
    const taken = await createUser(ctx);
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update-account',
      headers: auth(user),
      payload: { email: taken.email.toUpperCase() },
    });
    expectError(res, 409, 'This email is already registered.');
  });

  it('accepts a body-less PUT sent as JSON', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update-account',
      headers: { ...auth(user), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /users/change-password', () => {
  it('returns a fresh token that works and makes every older token invalid at once', async () => {
    const user = await createUser(ctx, { password: 'Secret123' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: auth(user),
      payload: { currentPassword: 'Secret123', newPassword: 'Fresh456' },
    });
    expect(res.statusCode).toBe(200);
    const { token, message } = res.json();
    expect(message).toBe('Password changed successfully');
    // The old token was issued in the same second: still refused.
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: auth(user) }),
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { token } }))
        .statusCode,
    ).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'Fresh456' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 401 for a wrong current password and changes nothing', async () => {
    const user = await createUser(ctx, { password: 'Secret123' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: auth(user),
      payload: { currentPassword: 'Wrong1234', newPassword: 'Fresh456' },
    });
    expectError(res, 401, 'Current password is incorrect');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: auth(user) }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    [{ newPassword: 'Fresh456' }, 'Current password is required'],
    [{ currentPassword: 'Secret123' }, 'New password is required'],
    [
      { currentPassword: 'Secret123', newPassword: 'fresh456' },
      'Password must contain at least 4 characters, one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { currentPassword: 'Secret123', newPassword: 'Secret123' },
      'New password must be different from the current password',
    ],
    [
      { currentPassword: 'Secret123', newPassword: 'FreSh456' },
      'Password must start with an uppercase letter and be more than 5 characters',
    ],
  ])('validates %o', async (payload, message) => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: auth(user),
      payload,
    });
    expectError(res, 400, message);
  });
});

/** A profile picture sent as the storefront sends it. */
const uploadAvatar = (user: { token: string }, content: Buffer) => {
  const form = multipartBody([
    { name: 'image', filename: 'me.png', content, contentType: 'image/png' },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/upload-image',
    headers: { ...auth(user), ...form.headers },
    payload: form.payload,
  });
};

describe('POST /users/upload-image', () => {
  it('stores a re-encoded WebP and returns an absolute URL that loads from other origins', async () => {
    const user = await createUser(ctx);
    const form = multipartBody([
      { name: 'image', filename: 'me.png', content: await pngImage(), contentType: 'image/png' },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/upload-image',
      headers: { ...auth(user), ...form.headers, host: 'shop.example:8080' },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const { user: body, message } = res.json();
    expect(message).toBe('successfully uploaded');
    expect(body.profile.secure_url).toMatch(
      /^http:\/\/shop\.example:8080\/uploads\/profiles\/.+\.webp$/,
    );
    const image = await ctx.app.inject({
      method: 'GET',
      url: new URL(body.profile.secure_url).pathname,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['access-control-allow-origin']).toBe('*');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('refuses a file that is not an image by content with 415, whatever its name', async () => {
    const user = await createUser(ctx);
    const form = multipartBody([
      {
        name: 'image',
        filename: 'fake.png',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        contentType: 'image/png',
      },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/upload-image',
      headers: { ...auth(user), ...form.headers },
      payload: form.payload,
    });
    expectError(res, 415);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: auth(user) });
    expect(me.json().user.profile).toBeNull();
  });

  it.each([
    ['a 4.9 KB PNG of 6300 x 6300 pixels', 6300, 6300],
    ['an 8000 x 8000 photo', 8000, 8000],
  ])('refuses %s before decoding it, saying why', async (_label, width, height) => {
    const res = await uploadAvatar(await createUser(ctx), blankPng(width, height));
    expectError(res, 413, 'The image is too large: at most 24 megapixels.');
  });

  it('refuses a PNG declaring 65535 x 65535 pixels with 413, as documented (not 415)', async () => {
    // Past sharp's own limit, which failed the header read itself: answered 415 before. Only
    // the header says so (the pixels are a small image's), as a crafted file would.
    const png = blankPng(64, 64);
    png.writeUInt32BE(65535, 16);
    png.writeUInt32BE(65535, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    const res = await uploadAvatar(await createUser(ctx), png);
    expectError(res, 413, 'The image is too large: at most 24 megapixels.');
  });

  it('accepts a large image under the pixel limit', async () => {
    const res = await uploadAvatar(await createUser(ctx), blankPng(4000, 3000));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await uploadAvatar(await createUser(ctx), big);
    expectError(res, 413, 'Image must be at most 5 MB.');
  });

  it('answers 400 when the image part is missing, and 415 for a JSON body', async () => {
    const user = await createUser(ctx);
    const form = multipartBody([{ name: 'image', value: '' }]);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/upload-image',
      headers: { ...auth(user), ...form.headers },
      payload: form.payload,
    });
    expectError(missing, 400, 'Image is required');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/upload-image',
      headers: auth(user),
      payload: { image: 'x' },
    });
    expectError(json, 415);
  });
});
