/**
 * The public pages rendered on the server beyond the product's (decision 103): the shop, a
 * category's and a brand's page, the home page and the content pages. The API reads each
 * query the web app's renderer names through its own public GET routes, so the page carries
 * what the browser would have been answered, under the keys the page asks with, and follows
 * the catalogue's writes on the next request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema/index';
import {
  createCatalog,
  createProduct,
  createUser,
  multipartBody,
  placeOrder,
  type TestContext,
} from '../../test/harness';
import { useRenderedStore } from '../../test/rendered-store';

const SHELL = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Electro</title>',
  '    <script type="module" src="/assets/index.js"></script>',
  '  </head>',
  '  <body><div id="root"><header>Electro</header></div></body>',
  '</html>',
].join('\n');

/**
 * Stands in for the built renderer (apps/web/dist-server/entry-server.js): pageQueries names
 * the queries as the web app's does (app/entry-server-data.ts) for the addresses used here, and
 * renderPage writes each product of a list as "title price stock", and the heading of a
 * category, brand or content page.
 */
const RENDERER = `
const settings = { queryKey: ['settings'], path: '/settings', field: 'settings' };
export function pageQueries(location) {
  const url = new URL(location, 'http://store');
  const [, kind, slug] = url.pathname.split('/');
  if (kind === 'shop') {
    const page = Number(url.searchParams.get('page') ?? '1');
    const category = url.searchParams.get('category');
    const params = { ...(category ? { category: [category] } : {}), limit: 6, page };
    const query = new URLSearchParams({ ...(category ? { category } : {}), limit: '6', page: String(page) });
    return [{ queryKey: ['products', params], path: '/products?' + query }, settings];
  }
  if (kind === 'category' || kind === 'brand') {
    const plural = kind === 'category' ? 'categories' : 'brands';
    return [
      { queryKey: [kind, slug], path: '/' + plural + '/' + slug, field: kind },
      { queryKey: ['products', { [kind]: [slug], limit: 8 }], path: '/products?' + kind + '=' + slug + '&limit=8' },
      settings,
    ];
  }
  if (kind === '') return [{ queryKey: ['categories'], path: '/categories', field: 'categories' }];
  if (kind === 'about') return [{ queryKey: ['pages', 'about'], path: '/pages/about', field: 'page' }];
  return [];
}
export async function renderPage(location, queries) {
  const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const parts = queries.map(({ queryKey, data }) => {
    if (queryKey[0] === 'products') {
      return '<ul>' + data.products.map((p) => '<li>' + text(p.title + ' ' + p.priceAfterDiscount + ' ' + p.stock) + '</li>').join('') + '</ul>';
    }
    if (queryKey[0] === 'categories') return '<ul>' + data.map((c) => '<li>' + text(c.name) + '</li>').join('') + '</ul>';
    if (queryKey[0] === 'settings') return '';
    return '<h1>' + text(data.name ?? data.title) + '</h1>';
  });
  return {
    html: '<main>' + parts.join('') + '</main>',
    state: { queries: queries.map(({ queryKey, data }) => ({ queryKey, state: { data } })) },
  };
}
`;

const store = useRenderedStore({ shell: SHELL, renderer: RENDERER });
const { page } = store;
let ctx: TestContext;
let category: { id: string; slug: string; name: string };
let brand: { id: string; slug: string; name: string };

beforeAll(() => {
  ({ ctx, category, brand } = store.state);
});

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</div>') + '</div>'.length);

type State = { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };

function stateOf(html: string): State {
  const found = /<script type="application\/json" id="electro-state"[^>]*>([^<]*)<\/script>/.exec(
    html,
  );
  if (!found) throw new Error('no state in the page');
  return JSON.parse(found[1] ?? '') as State;
}

describe('the listing pages rendered on the server', () => {
  it("renders the shop's first page of products with their data under the page's keys", async () => {
    const made = [];
    for (let i = 0; i < 7; i += 1) {
      made.push(
        await createProduct(ctx, {
          categoryId: category.id,
          brandId: brand.id,
          title: `Listed ${i}`,
          priceCents: 1000 * (i + 1),
        }),
      );
    }
    const res = await page(`/shop?category=${category.slug}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    // The catalogue's order, six a page: the seventh is on page 2.
    for (let i = 0; i < 6; i += 1) expect(root).toContain(`<li>Listed ${i} ${i + 1}0 10</li>`);
    expect(root).not.toContain('Listed 6');
    // The address it was rendered for: the browser hydrates it only there (main.tsx).
    expect(res.body).toContain(
      `id="electro-state" data-location="/shop?category=${category.slug}"`,
    );
    const { queries } = stateOf(res.body);
    expect(queries.map((query) => query.queryKey)).toEqual([
      ['products', { category: [category.slug], limit: 6, page: 1 }],
      ['settings'],
    ]);
    expect(queries[0]?.state.data).toMatchObject({ totalProducts: 7, page: 1, totalPages: 2 });
    // Its pictures at the store's own origin, as GET /products answers them.
    expect(JSON.stringify(queries[0]?.state.data)).toContain('https://shop.example/uploads/');
    expect(queries[1]?.state.data).toEqual({ currency: 'EUR', timeZone: 'UTC' });

    const second = await page(`/shop?category=${category.slug}&page=2`);
    expect(rootOf(second.body)).toContain('<li>Listed 6 70 10</li>');
  });

  it('follows a price change and a sell-out on the next request', async () => {
    const { category: own, brand: ownBrand } = await createCatalog(ctx);
    const product = await createProduct(ctx, {
      categoryId: own.id,
      brandId: ownBrand.id,
      title: 'Changing',
      priceCents: 10_000,
      stock: 2,
    });
    const shop = async () => {
      const res = await page(`/shop?category=${own.slug}`);
      return { cache: res.headers['x-cache'], root: rootOf(res.body) };
    };
    expect((await shop()).root).toContain('<li>Changing 100 2</li>');
    expect((await shop()).cache).toBe('hit');

    const admin = await createUser(ctx, { role: 'admin' });
    const form = multipartBody([{ name: 'price', value: '75' }]);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product.id}`,
      headers: { token: admin.token, ...form.headers },
      payload: form.payload,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shop()).root).toContain('<li>Changing 75 2</li>');

    const customer = await createUser(ctx);
    await placeOrder(ctx, customer, [{ productId: product.id, quantity: 2 }]);
    expect((await shop()).root).toContain('<li>Changing 75 0</li>');
    // The brand's page too: the same write emptied every rendered page.
    expect(rootOf((await page(`/brand/${ownBrand.slug}`)).body)).toContain(
      '<li>Changing 75 0</li>',
    );
  });

  it("renders a category's and a brand's page: the name, the products and the head", async () => {
    const { category: own, brand: ownBrand } = await createCatalog(ctx);
    await createProduct(ctx, { categoryId: own.id, brandId: ownBrand.id, title: 'Branded' });
    for (const [address, name, keys] of [
      [`/category/${own.slug}`, own.name, [['category', own.slug]]],
      [`/brand/${ownBrand.slug}`, ownBrand.name, [['brand', ownBrand.slug]]],
    ] as const) {
      const res = await page(address);
      expect(res.statusCode, address).toBe(200);
      const root = rootOf(res.body);
      expect(root).toContain(`<h1>${name}</h1>`);
      expect(root).toContain('<li>Branded 100 10</li>');
      expect(res.body).toContain(`<title>${name} | Electro</title>`);
      expect(res.body).toContain(`<link rel="canonical" href="https://shop.example${address}" />`);
      expect(stateOf(res.body).queries[0]?.queryKey).toEqual(keys[0]);
    }
    const brandPage = (await page(`/brand/${ownBrand.slug}`)).body;
    const crumbs = /"@type":"BreadcrumbList".*?<\/script>/.exec(brandPage)?.[0] ?? '';
    expect(crumbs).toContain('"name":"Brands","item":"https://shop.example/brands"');
    expect(crumbs).toContain(`"item":"https://shop.example/brand/${ownBrand.slug}"`);
  });

  it('answers an unknown category or brand with the 404 page', async () => {
    for (const address of ['/category/no-such', '/brand/no-such']) {
      const res = await page(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.body, address).not.toContain('electro-state');
    }
  });

  it('renders the shop whatever its query: a value the API refuses leaves that list to the browser', async () => {
    for (const address of ['/shop?page=abc', '/shop?page=999999999999', '/shop?category=%00']) {
      const res = await page(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body, address).toContain('<link rel="canonical"');
    }
  });
});

describe('the home and content pages rendered on the server', () => {
  it("renders the home page's categories", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(`<li>${category.name}</li>`);
    expect(stateOf(res.body).queries.map((query) => query.queryKey)).toEqual([['categories']]);
  });

  it('renders About from its content page, and follows its edit', async () => {
    await ctx.db
      .insert(contentPages)
      .values({ slug: 'about', title: 'About us', body: 'We sell phones.', published: true })
      .onConflictDoUpdate({ target: contentPages.slug, set: { title: 'About us' } });
    const res = await page('/about');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('<h1>About us</h1>');
    const data = stateOf(res.body).queries[0]?.state.data as { html?: string };
    expect(data.html).toContain('We sell phones.');
  });
});
