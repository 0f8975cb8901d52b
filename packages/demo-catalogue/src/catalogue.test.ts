import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import brandsJson from '../json/brands.json' with { type: 'json' };
import categoriesJson from '../json/categories.json' with { type: 'json' };
import ordersJson from '../json/orders.json' with { type: 'json' };
import productsJson from '../json/products.json' with { type: 'json' };
import reviewsJson from '../json/reviews.json' with { type: 'json' };
import usersJson from '../json/users.json' with { type: 'json' };
import {
  BRANDS,
  CATEGORIES,
  ORDERS,
  PRODUCTS,
  REVIEWS,
  USERS,
  demoBrandSchema,
  demoCategorySchema,
  demoOrderSchema,
  demoProductSchema,
  demoReviewSchema,
  demoUserSchema,
} from './catalogue';
import { DRAWINGS, resolveDrawing } from './drawing/devices';
import { brandPicture, categoryPicture, galleryViews, productPictures } from './pictures';

const unique = (values: string[]) => new Set(values).size === values.length;

describe('the demo catalogue data', () => {
  it('parses against its schemas', () => {
    for (const [json, schema] of [
      [categoriesJson, demoCategorySchema],
      [brandsJson, demoBrandSchema],
      [productsJson, demoProductSchema],
      [usersJson, demoUserSchema],
      [reviewsJson, demoReviewSchema],
      [ordersJson, demoOrderSchema],
    ] as const) {
      const result = z.array(schema).safeParse(json);
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('names a drawing that the registry resolves for every product and category', () => {
    for (const entry of [...PRODUCTS, ...CATEGORIES]) {
      expect(resolveDrawing(entry.drawing), entry.drawing).toBeDefined();
    }
    expect(resolveDrawing('phone-pro')).toEqual({ kind: 'phone', style: 'pro' });
    expect(resolveDrawing('watch-rugged-square')).toEqual({
      kind: 'watch',
      style: 'rugged-square',
    });
    expect(resolveDrawing('phone-slab')).toBeUndefined();
    expect(DRAWINGS.size).toBeGreaterThan(40);
  });

  it('refers only to categories, brands, products and accounts it has', () => {
    const categories = new Set(CATEGORIES.map((c) => c.name));
    const brands = new Set(BRANDS.map((b) => b.name));
    const products = new Set(PRODUCTS.map((p) => p.title));
    const users = new Set(USERS.map((u) => u.key));
    for (const product of PRODUCTS) {
      expect(categories.has(product.category), product.title).toBe(true);
      expect(brands.has(product.brand), product.title).toBe(true);
    }
    for (const review of REVIEWS) {
      expect(products.has(review.product), review.product).toBe(true);
      expect(users.has(review.user), review.user).toBe(true);
    }
    for (const order of ORDERS) {
      expect(users.has(order.user), order.user).toBe(true);
      for (const item of order.items) expect(products.has(item.product), item.product).toBe(true);
    }
  });

  it('keeps names, titles, keys and emails unique', () => {
    expect(unique(CATEGORIES.map((c) => c.name))).toBe(true);
    expect(unique(BRANDS.map((b) => b.name))).toBe(true);
    expect(unique(PRODUCTS.map((p) => p.title.toLowerCase()))).toBe(true);
    expect(unique(USERS.map((u) => u.key))).toBe(true);
    expect(unique(USERS.map((u) => u.email))).toBe(true);
  });

  it('keeps the documented demo accounts', () => {
    expect(USERS.find((u) => u.key === 'admin')).toMatchObject({
      email: 'admin@electro.test',
      password: 'Admin1234',
      role: 'admin',
    });
    expect(USERS.find((u) => u.key === 'customer')).toMatchObject({
      email: 'customer@electro.test',
      password: 'Customer1234',
      role: 'user',
    });
  });
});

describe('the pictures', () => {
  it('draws an SVG document for a category, a brand and each view of a product', () => {
    const [category] = CATEGORIES;
    const [brand] = BRANDS;
    const [product] = PRODUCTS;
    if (!category || !brand || !product) throw new Error('empty catalogue');
    expect(categoryPicture(category).svg()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(brandPicture(brand).svg()).toContain(brand.wordmark);
    const pictures = productPictures(product, 1);
    expect(pictures.gallery).toHaveLength(galleryViews(1).length);
    for (const picture of [pictures.cover, ...pictures.gallery]) {
      expect(picture.folder).toBe('products');
      expect(picture.svg()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });

  it('gives every product two to four gallery views', () => {
    PRODUCTS.forEach((product, index) => {
      const { gallery } = productPictures(product, index);
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(4);
    });
  });
});
