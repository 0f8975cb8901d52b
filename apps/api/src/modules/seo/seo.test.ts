/**
 * robots.txt and the sitemaps (decision 097): what crawlers are told, at which origin, and that
 * the sitemap index names every public page once, in files the protocol accepts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, contentPages } from '../../db/schema/index';
import {
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  // Three addresses a file: the index splits a small catalogue.
  ctx = await createTestContext({
    PUBLIC_URL: 'https://shop.example/',
    SITEMAP_URLS_PER_FILE: 3,
    PUBLIC_CACHE_TTL_MS: 60_000,
  });
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

type XmlElement = {
  tagName: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

/**
 * A strict reading of the sitemap's XML: one declaration, elements that nest and close, no
 * character that must be escaped left bare, and only the five predefined entities. Throws on
 * anything else. Enough for what the store writes; a general parser would take a dependency.
 */
function xml(body: string): { documentElement: XmlElement } {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!body.startsWith(declaration)) throw new Error('no XML declaration');
  const root: XmlElement = { tagName: '', attributes: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([a-z]+)((?:\s+[a-z]+="[^"<&]*")*)\s*>|([^<]+)/gy;
  let at = declaration.length;
  while (at < body.length) {
    token.lastIndex = at;
    const match = token.exec(body);
    if (!match) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attributes, text] = match;
    const top = stack[stack.length - 1] as XmlElement;
    if (text !== undefined) {
      if (/>|&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare character: ${text}`);
      top.text += text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    } else if (closing) {
      if (top.tagName !== name) throw new Error(`</${name}> closes <${top.tagName}>`);
      stack.pop();
    } else {
      const element: XmlElement = { tagName: name ?? '', attributes: {}, children: [], text: '' };
      for (const [, key, value] of (attributes ?? '').matchAll(/([a-z]+)="([^"]*)"/g)) {
        element.attributes[key ?? ''] = value ?? '';
      }
      top.children.push(element);
      stack.push(element);
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unclosed or many roots');
  return { documentElement: root.children[0] as XmlElement };
}

/** Every element named `name` under `element`, in document order. */
function byTag(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.tagName === name ? [child] : []),
    ...byTag(child, name),
  ]);
}

const locs = (doc: { documentElement: XmlElement }) =>
  byTag(doc.documentElement, 'loc').map((loc) => loc.text);

it("the test's XML reader refuses what is not well-formed", () => {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  expect(() => xml(`${head}<a>x</a>`)).not.toThrow();
  for (const body of [`${head}<a>a & b</a>`, `${head}<a><b></a></b>`, `${head}<a>`, '<a></a>']) {
    expect(() => xml(body), body).toThrow();
  }
});

describe('robots.txt', () => {
  it('names the sitemap at PUBLIC_URL and keeps crawlers out of private pages', async () => {
    const res = await get('/robots.txt', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/cart',
      '/checkout-cash',
      '/profile',
      '/admin',
      '/api/',
      '/login',
      '/register',
      '/wishlist',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(res.body).not.toContain('evil.example');
  });

  it("without PUBLIC_URL, names the request's own host, never a forwarded one from an untrusted peer", async () => {
    const local = await createTestContext();
    try {
      const res = await local.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(res.body).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  });

  it('refuses a Host the store does not serve', async () => {
    const guarded = await createTestContext({ ALLOWED_HOSTS: ['shop.example'] });
    try {
      const res = await guarded.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'evil.example' },
      });
      expectError(res, 400);
    } finally {
      await guarded.close();
    }
  });
});

describe('the sitemap', () => {
  let productIds: string[] = [];
  let categorySlug = '';
  let brandSlug = '';
  beforeAll(async () => {
    const { category, brand } = await createCatalog(ctx);
    brandSlug = brand.slug;
    const made = [];
    for (let i = 0; i < 7; i += 1) {
      made.push(await createProduct(ctx, { categoryId: category.id, brandId: brand.id }));
    }
    productIds = made.map((product) => product.id).sort();
    // A slug the XML must escape ('), and one encodeURIComponent must (&, <, >).
    categorySlug = `it's-a&b<c>-${category.id.slice(0, 8)}`;
    await ctx.db
      .update(categories)
      .set({ slug: categorySlug })
      .where(eq(categories.id, category.id));
    await ctx.db
      .insert(contentPages)
      .values([
        { slug: 'about', title: 'About', body: 'Us.', published: true },
        { slug: 'hidden-draft', title: 'Draft', body: 'Not yet.', published: false },
      ])
      .onConflictDoUpdate({ target: contentPages.slug, set: { published: true } });
  });

  it('is an index of its files, products split by the file limit', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = xml(res.body);
    expect(doc.documentElement.tagName).toBe('sitemapindex');
    expect(doc.documentElement.attributes.xmlns).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    expect(locs(doc)).toEqual([
      'https://shop.example/sitemaps/pages-1.xml',
      'https://shop.example/sitemaps/categories-1.xml',
      'https://shop.example/sitemaps/brands-1.xml',
      'https://shop.example/sitemaps/products-1.xml',
      'https://shop.example/sitemaps/products-2.xml',
      'https://shop.example/sitemaps/products-3.xml',
    ]);
    for (const lastmod of byTag(doc.documentElement, 'lastmod')) {
      expect(Number.isNaN(Date.parse(lastmod.text))).toBe(false);
    }
  });

  it('lists every product once at its real address, across the files', async () => {
    const listed: string[] = [];
    for (const file of [1, 2, 3]) {
      const res = await get(`/sitemaps/products-${file}.xml`);
      expect(res.statusCode).toBe(200);
      const doc = xml(res.body);
      expect(doc.documentElement.tagName).toBe('urlset');
      const urls = byTag(doc.documentElement, 'url');
      expect(urls.length).toBe(file === 3 ? 1 : 3);
      for (const url of urls) {
        expect(byTag(url, 'lastmod')[0]?.text).toMatch(/^\d{4}-\d\d-\d\dT/);
      }
      listed.push(...locs(doc));
    }
    expect(listed).toEqual(productIds.map((id) => `https://shop.example/product/${id}`));
    expectError(await get('/sitemaps/products-4.xml'), 404);
  });

  it('escapes a slug in the address and the XML', async () => {
    const res = await get('/sitemaps/categories-1.xml');
    expect(res.body).toContain(`/category/it&apos;s-a%26b%3Cc%3E-${categorySlug.slice(-8)}</loc>`);
    expect(locs(xml(res.body))).toContain(
      `https://shop.example/category/${encodeURIComponent(categorySlug)}`,
    );
  });

  it("lists each brand at its own page's address", async () => {
    const res = await get('/sitemaps/brands-1.xml');
    expect(res.statusCode).toBe(200);
    expect(locs(xml(res.body))).toContain(
      `https://shop.example/brand/${encodeURIComponent(brandSlug)}`,
    );
    expectError(await get('/sitemaps/brands-2.xml'), 404);
  });

  it('lists the fixed pages and the published content pages only', async () => {
    const doc = xml((await get('/sitemaps/pages-1.xml')).body);
    const pages = locs(doc);
    expect(pages.slice(0, 3)).toEqual([
      'https://shop.example/',
      'https://shop.example/shop',
      'https://shop.example/brands',
    ]);
    expect(pages).toContain('https://shop.example/about');
    expect(pages.some((loc) => loc.includes('hidden-draft'))).toBe(false);
  });

  it('answers 404 for a file that is not in the index', async () => {
    for (const url of [
      '/sitemaps/pages-2.xml',
      '/sitemaps/other-1.xml',
      '/sitemaps/products-0.xml',
    ]) {
      expectError(await get(url), 404);
    }
  });

  it('follows a deleted product on the next request: a catalogue write empties the cache', async () => {
    const before = await get('/sitemap.xml');
    expect((await get('/sitemap.xml')).headers['x-cache']).toBe('hit');
    const admin = await createUser(ctx, { role: 'admin' });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${productIds[6]}`,
      headers: { token: admin.token },
    });
    expect(removed.statusCode).toBe(200);
    const after = await get('/sitemap.xml');
    expect(after.headers['x-cache']).not.toBe('hit');
    expect(locs(xml(before.body))).toContain('https://shop.example/sitemaps/products-3.xml');
    expect(locs(xml(after.body))).not.toContain('https://shop.example/sitemaps/products-3.xml');
  });
});
