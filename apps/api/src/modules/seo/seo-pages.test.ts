/**
 * The head the server writes into each public page of the storefront (decision 102): every
 * address of the sitemap answers with its own title, description, canonical address, link
 * preview and structured data, which follow the catalogue's writes on the next request.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentPages, products } from '../../db/schema/index';
import {
  createProduct,
  createUser,
  multipartBody,
  placeOrder,
  type TestContext,
} from '../../test/harness';
import { useRenderedStore } from '../../test/rendered-store';

/** The build's index.html as far as the head goes: its own title and description replaced. */
const SHELL = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta',
  '      name="description"',
  '      content="The shell\'s own description."',
  '    />',
  '    <title>Electro</title>',
  '    <script type="module" src="/assets/index.js"></script>',
  '  </head>',
  '  <body><div id="root"><header>Electro</header></div></body>',
  '</html>',
].join('\n');

/**
 * Stands in for the built renderer (apps/web/dist-server/entry-server.js, beside the build):
 * the page's name in an <h1>, and the data it was given as its state. A query `?fail` throws.
 */
const RENDERER = `
export async function renderPage(location, queries) {
  if (location.endsWith('?fail')) throw new Error('the page could not render');
  // The other pages (seo-rendered-lists.test.ts) are not this stand-in's: their head only.
  if (!location.startsWith('/product/')) throw new Error('not a product page');
  const product = queries.find((query) => query.queryKey[0] === 'product').data;
  const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    html: '<main><h1>' + text(product.title) + '</h1><p>' + text(location) + '</p></main>',
    state: { queries: queries.map(({ queryKey, data }) => ({ queryKey, state: { data } })) },
  };
}
`;

const store = useRenderedStore({ shell: SHELL, renderer: RENDERER });
const { page } = store;
let ctx: TestContext;
let category: { id: string; slug: string; name: string };
let brand: { id: string };

beforeAll(() => {
  ({ ctx, category, brand } = store.state);
});

type Head = {
  titles: string[];
  description: string | undefined;
  canonical: string | undefined;
  meta: Map<string, string>;
  jsonLd: Array<Record<string, unknown>>;
};

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The head as a crawler reads it. Throws when a tag is not closed where it should be. */
function readHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
  if (head === undefined) throw new Error('no <head>…</head>');
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? ''));
  const meta = new Map<string, string>();
  for (const [, , key, content] of head.matchAll(
    /<meta\s+(name|property)="([^"]+)"\s+content="([^"]*)"\s*\/>/g,
  )) {
    meta.set(key ?? '', unescape(content ?? ''));
  }
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1];
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
  return {
    titles,
    description: meta.get('description'),
    canonical: canonical === undefined ? undefined : unescape(canonical),
    meta,
    jsonLd,
  };
}

const ofType = (head: Head, type: string) => head.jsonLd.find((data) => data['@type'] === type);

/** schema.org's required fields of a Product's offer, as Google's rich results need them. */
function expectProductOffer(data: Record<string, unknown> | undefined, url: string) {
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product' });
  const offers = data?.offers as Record<string, unknown>;
  expect(offers['@type']).toBe('Offer');
  expect(String(offers.price)).toMatch(/^\d+(\.\d+)?$/);
  expect(offers.priceCurrency).toBe('EUR');
  expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(offers.url).toBe(url);
  expect(typeof data?.name).toBe('string');
  expect(Array.isArray(data?.image)).toBe(true);
}

describe('the head of each public page', () => {
  it('gives every address of the sitemap its own title, description, canonical and JSON-LD', async () => {
    const product = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      title: 'Aurora Phone',
      priceCents: 20_000,
      discount: 10,
    });
    await ctx.db.insert(contentPages).values({
      slug: 'delivery',
      title: 'Delivery',
      body: '# Delivery\n\nWe ship **fast**.',
      published: true,
    });

    const sitemap = await page('/sitemap.xml');
    const files = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const addresses: string[] = [];
    for (const file of files) {
      const body = (await page(new URL(file).pathname)).body;
      addresses.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
    }
    expect(addresses).toContain(`https://shop.example/product/${product.id}`);
    expect(addresses).toContain(`https://shop.example/category/${category.slug}`);
    expect(addresses).toContain('https://shop.example/pages/delivery');

    const titles = new Set<string>();
    for (const address of addresses) {
      const res = await page(new URL(address).pathname);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type'], address).toMatch(/^text\/html/);
      const head = readHead(res.body);
      expect(head.titles, address).toHaveLength(1);
      expect(head.description, address).toBeTruthy();
      expect(head.description, address).not.toBe("The shell's own description.");
      expect(head.canonical, address).toBe(address);
      expect(head.meta.get('og:url'), address).toBe(address);
      expect(head.meta.get('og:title'), address).toBeTruthy();
      expect(head.meta.get('twitter:card'), address).toBeTruthy();
      expect(head.jsonLd.length, address).toBeGreaterThan(0);
      titles.add(head.titles[0] ?? '');
    }
    // Each page its own title (the shop and the home page included).
    expect(titles.size).toBe(addresses.length);

    const productHead = readHead((await page(`/product/${product.id}`)).body);
    expect(productHead.titles).toEqual(['Aurora Phone | Electro']);
    expect(productHead.meta.get('og:type')).toBe('product');
    expect(productHead.meta.get('og:image')).toBe(
      'https://shop.example/uploads/products/test.webp',
    );
    const url = `https://shop.example/product/${product.id}`;
    const data = ofType(productHead, 'Product');
    expectProductOffer(data, url);
    expect(data?.offers).toMatchObject({
      price: '180.00',
      availability: 'https://schema.org/InStock',
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(ofType(productHead, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Shop', item: 'https://shop.example/shop' },
        {
          position: 3,
          name: category.name,
          item: `https://shop.example/category/${category.slug}`,
        },
        { position: 4, name: 'Aurora Phone', item: url },
      ],
    });

    const home = readHead((await page('/')).body);
    expect(home.titles).toEqual(['Electro']);
    expect(ofType(home, 'Organization')).toMatchObject({ name: 'Electro' });
    expect(ofType(home, 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.example/shop?search={search_term}' },
        'query-input': 'required name=search_term',
      },
    });
  });

  it('names a product by slug at its one address, and the shop without its sort or price', async () => {
    const product = await createProduct(ctx, { categoryId: category.id, brandId: brand.id });
    const bySlug = readHead((await page(`/product/${product.slug}`)).body);
    expect(bySlug.canonical).toBe(`https://shop.example/product/${product.id}`);
    const shop = readHead(
      (await page('/shop?sort=-price&brand=b2,b1,b1&minPrice=5&page=2&category=c')).body,
    );
    expect(shop.canonical).toBe('https://shop.example/shop?category=c&brand=b1%2Cb2&page=2');
    expect(readHead((await page('/home')).body).canonical).toBe('https://shop.example/');
  });

  it('gives a reviewed product its rating', async () => {
    const product = await createProduct(ctx, { categoryId: category.id, brandId: brand.id });
    await ctx.db
      .update(products)
      .set({ rateAvg: 4.5, rateNum: 2 })
      .where(eq(products.id, product.id));
    const head = readHead((await page(`/product/${product.id}`)).body);
    expect(ofType(head, 'Product')?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
    });
  });

  it('follows a price change and a sell-out on the next request', async () => {
    const product = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      priceCents: 10_000,
      stock: 2,
    });
    const offer = async () => {
      const res = await page(`/product/${product.id}`);
      return {
        cache: res.headers['x-cache'],
        offers: ofType(readHead(res.body), 'Product')?.offers as Record<string, unknown>,
      };
    };
    expect((await offer()).offers).toMatchObject({ price: '100.00' });
    // Kept: the second answer is the cache's.
    expect((await offer()).cache).toBe('hit');

    const admin = await createUser(ctx, { role: 'admin' });
    const form = multipartBody([{ name: 'price', value: '75' }]);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product.id}`,
      headers: { token: admin.token, ...form.headers },
      payload: form.payload,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await offer()).offers).toMatchObject({
      price: '75.00',
      availability: 'https://schema.org/InStock',
    });
    expect((await offer()).cache).toBe('hit');

    const customer = await createUser(ctx);
    await placeOrder(ctx, customer, [{ productId: product.id, quantity: 2 }]);
    expect((await offer()).offers).toMatchObject({
      price: '75.00',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('answers an unknown product, category or page with 404', async () => {
    for (const url of [
      '/product/no-such-product',
      '/category/no-such',
      '/brand/no-such',
      '/pages/no-such',
      // What no id or slug can hold never reaches the database.
      '/product/abc%00def',
      '/category/a%00',
      '/brand/a%00',
      '/pages/a%00',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('escapes what a product is named: a title that closes the script breaks nothing', async () => {
    const title = `</script><b>x "quoted" & 'single'`;
    const product = await createProduct(ctx, { categoryId: category.id, brandId: brand.id, title });
    const res = await page(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<b>x');
    // One element per JSON-LD block: the title's </script> closed none of them early.
    const opened = res.body.match(/<script type="application\/ld\+json">/g) ?? [];
    const blocks = res.body.match(/<script type="application\/ld\+json">[^<]*<\/script>/g) ?? [];
    expect(blocks).toHaveLength(opened.length);
    const head = readHead(res.body);
    expect(head.titles).toEqual([`${title} | Electro`]);
    expect(head.meta.get('og:title')).toBe(title);
    expect(ofType(head, 'Product')?.name).toBe(title);
  });
});

describe('a product page rendered on the server', () => {
  const stateOf = (html: string) => {
    const found = /<script type="application\/json" id="electro-state"[^>]*>([^<]*)<\/script>/.exec(
      html,
    );
    if (!found) throw new Error('no state in the page');
    return JSON.parse(found[1] ?? '') as {
      queries: Array<{ queryKey: unknown[]; state: { data: Record<string, unknown> } }>;
    };
  };
  const rootOf = (html: string) =>
    html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</div>') + '</div>'.length);

  it('puts the rendered page in #root and its data, under the keys the app asks with, in the head', async () => {
    const title = `Ember </script><b>x`;
    const product = await createProduct(ctx, { categoryId: category.id, brandId: brand.id, title });
    for (const key of [product.id, product.slug]) {
      const res = await page(`/product/${key}`);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe(
        `<div id="root"><main><h1>Ember &lt;/script>&lt;b>x</h1><p>/product/${key}</p></main></div>`,
      );
      const head = /<head>([\s\S]*)<\/head>/.exec(res.body)?.[1] ?? '';
      expect(head).toContain('id="electro-state"');
      // Before the boot script, which looks for it to skip the page's early API requests.
      expect(head.indexOf('id="electro-state"')).toBeLessThan(head.indexOf('/assets/index.js'));
      const { queries } = stateOf(res.body);
      expect(queries.map((query) => query.queryKey)).toEqual([['product', key], ['settings']]);
      expect(queries[0]?.state.data).toMatchObject({
        _id: product.id,
        title,
        priceAfterDiscount: 100,
        reviews: [],
      });
      expect(queries[1]?.state.data).toEqual({ currency: 'EUR', timeZone: 'UTC' });
    }
  });

  it('sends the head and the shell when the page cannot render', async () => {
    const product = await createProduct(ctx, { categoryId: category.id, brandId: brand.id });
    const res = await page(`/product/${product.id}?fail`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<div id="root"><header>Electro</header></div>');
    expect(res.body).not.toContain('electro-state');
    expect(readHead(res.body).canonical).toBe(`https://shop.example/product/${product.id}`);
  });
});
