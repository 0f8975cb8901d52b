/**
 * Data a browser journey makes for itself through the API: its own categories, brands,
 * products, customers and orders, each with a unique name, so no journey depends on another
 * one having run, or having passed.
 */
import { randomUUID } from 'node:crypto';
import type { Brand, Category, Order, Product } from '@electro/shared';
import sharp from 'sharp';
import { baseUrl } from './browser';

type Json = Record<string, unknown>;

export async function apiCall<T = Json>(options: {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const response = await fetch(`${baseUrl()}/api/v1${options.path}`, {
    method: options.method,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: isForm
      ? (options.body as FormData)
      : options.body !== undefined
        ? JSON.stringify(options.body)
        : undefined,
  });
  const json = (await response.json()) as T & { success: boolean; message: string };
  if (!response.ok) throw new Error(`${options.method} ${options.path}: ${json.message}`);
  return json;
}

export const login = async (email: string, password: string) =>
  (
    await apiCall<{ token: string }>({
      method: 'POST',
      path: '/auth/login',
      body: { email, password },
    })
  ).token;

export const adminLogin = () => login('admin@electro.test', 'Admin1234');

/** A short random tag that makes a name unique to one journey. */
export const uniqueTag = () => randomUUID().slice(0, 8);

export type Customer = { name: string; email: string; token: string };

/** A newly registered customer, signed in. `name` is kept within the 10 characters allowed. */
export async function createCustomer(name = `Cust${uniqueTag()}`): Promise<Customer> {
  const shortName = name.slice(0, 10);
  const email = `e2e-${uniqueTag()}-${uniqueTag()}@example.com`;
  await apiCall({
    method: 'POST',
    path: '/auth/register',
    body: {
      name: shortName,
      email,
      phone: '01012345678',
      address: '12 Nile Street, Cairo',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  return { name: shortName, email, token: await login(email, 'Secret123') };
}

/** A plain PNG, made here: the server checks images by content. */
export const png = (options: { width: number; height: number; color: string }) =>
  sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: 3,
      background: options.color,
    },
  })
    .png()
    .toBuffer();

export const pngFile = async (name: string, options: Parameters<typeof png>[0]) => ({
  name,
  mimeType: 'image/png',
  buffer: await png(options),
});

async function pngBlob(options: Parameters<typeof png>[0]) {
  return new Blob([new Uint8Array(await png(options))], { type: 'image/png' });
}

export async function createCategory(token: string, name: string): Promise<Category> {
  const form = new FormData();
  form.set('name', name);
  form.set('image', await pngBlob({ width: 100, height: 100, color: '#2563eb' }), 'c.png');
  const { category } = await apiCall<{ category: Category }>({
    method: 'POST',
    path: '/categories',
    token,
    body: form,
  });
  return category;
}

export async function createBrand(token: string, name: string): Promise<Brand> {
  const form = new FormData();
  form.set('name', name);
  form.set('image', await pngBlob({ width: 100, height: 100, color: '#7c3aed' }), 'b.png');
  const { brand } = await apiCall<{ brand: Brand }>({
    method: 'POST',
    path: '/brands',
    token,
    body: form,
  });
  return brand;
}

/**
 * A product of its own category and brand (made here unless given), with a cover and
 * `galleryImages` gallery images.
 */
export async function createProduct(
  token: string,
  options: {
    title: string;
    price: number;
    stock: number;
    category?: Category;
    brand?: Brand;
    galleryImages?: number;
  },
): Promise<{ product: Product; category: Category; brand: Brand }> {
  const tag = uniqueTag();
  const category = options.category ?? (await createCategory(token, `E2E Cat ${tag}`));
  const brand = options.brand ?? (await createBrand(token, `E2E Brand ${tag}`));
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: options.title,
    description: 'A product made by a browser journey.',
    price: String(options.price),
    stock: String(options.stock),
    category: category._id,
    brand: brand._id,
  })) {
    form.set(key, value);
  }
  form.set('imageCover', await pngBlob({ width: 80, height: 80, color: '#0891b2' }), 'c.png');
  for (let i = 0; i < (options.galleryImages ?? 0); i += 1) {
    form.append('images', await pngBlob({ width: 60 + i, height: 60, color: '#16a34a' }), 'g.png');
  }
  const { product } = await apiCall<{ product: Product }>({
    method: 'POST',
    path: '/products',
    token,
    body: form,
  });
  return { product, category, brand };
}

/** A cash order of `quantity` of the product, placed by the customer from their cart. */
export async function placeOrder(
  customer: { token: string },
  productId: string,
  quantity: number,
): Promise<Order> {
  const { token } = customer;
  await apiCall({ method: 'POST', path: '/cart', token, body: { productId, quantity } });
  const { cart } = await apiCall<{ cart: { _id: string } }>({
    method: 'GET',
    path: '/cart',
    token,
  });
  const { order } = await apiCall<{ order: Order }>({
    method: 'POST',
    path: `/orders/${cart._id}`,
    token,
    body: { shoppingAddress: { city: 'Cairo', street: 'Tahrir St', phone: '01012345678' } },
  });
  return order;
}

/** The admin moves an order on (PATCH /orders/:id). */
export async function moveOrder(
  token: string,
  orderId: string,
  change: { status?: Order['status']; isPaid?: boolean },
): Promise<Order> {
  const { order } = await apiCall<{ order: Order }>({
    method: 'PATCH',
    path: `/orders/${orderId}`,
    token,
    body: change,
  });
  return order;
}
