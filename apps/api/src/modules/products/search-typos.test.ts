import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import type { TestContext } from '../../test/harness';
import { useDemoSearch } from '../../test/demo-search';

// Search on the demo catalogue's words; the admin's synonym groups: search-synonyms.test.ts.
let ctx: TestContext;
const { state, row, list, titles, titlesOf } = useDemoSearch();
beforeAll(() => ({ ctx } = state));

describe('GET /products?search finds what a shopper meant (issue 22)', () => {
  it('finds the cameras for camra and kamera, first', async () => {
    const cameras = titlesOf((product) => product.category === 'Cameras');
    expect(cameras).toHaveLength(10);
    for (const search of ['camra', 'kamera']) {
      const found = await titles(search);
      expect(found.slice(0, 10).sort(), search).toEqual([...cameras].sort());
    }
  });

  it('finds every category of the issue through its typo', async () => {
    const cases: Array<[string, string, number]> = [
      ['hedphones', 'Headphones', 11],
      ['labtop', 'Laptops', 14],
      ['smartwach', 'Smartwatches', 9],
    ];
    for (const [search, category, count] of cases) {
      const wanted = titlesOf((product) => product.category === category);
      expect(wanted, category).toHaveLength(count);
      const found = await titles(search);
      expect(found.slice(0, count).sort(), search).toEqual([...wanted].sort());
    }
  });

  it('finds the Galaxy phones, tablets and watches for samsnug galaxy', async () => {
    const galaxies = titlesOf(
      (product) => product.brand === 'Samsung' && product.title.includes('Galaxy'),
    );
    expect(galaxies.length).toBeGreaterThan(6);
    const found = await titles('samsnug galaxy');
    expect(found.slice(0, galaxies.length).sort()).toEqual([...galaxies].sort());
  });

  it('finds every in-ear model for earbuds through the default synonyms', async () => {
    const found = await titles('earbuds');
    for (const title of [
      'Bose QuietComfort Ultra Earbuds',
      'Galaxy Buds2 Pro',
      'Pixel Buds Pro',
      'JBL Live Pro 2 TWS',
      'AirPods Pro (2nd generation)',
      'Sony WF-1000XM5',
    ]) {
      expect(found, title).toContain(title);
    }
    // The word itself in a title comes before its synonyms.
    expect(found[0]).toBe('Bose QuietComfort Ultra Earbuds');
  });

  it('corrects the last word while it is still being typed', async () => {
    const headphones = titlesOf((product) => product.category === 'Headphones');
    const found = await titles('hedph');
    expect(found.slice(0, headphones.length).sort()).toEqual([...headphones].sort());
    expect((await titles('sony hedph')).slice(0, 3).sort()).toEqual(
      ['Sony WF-1000XM5', 'Sony WH-1000XM5', 'Sony WH-CH720N'].sort(),
    );
  });

  it('counts in the facets what the list finds', async () => {
    for (const search of ['camra', 'earbuds', 'samsnug galaxy']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/products/facets?search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { facets } = res.json() as { facets: { total: number } };
      expect(facets.total, search).toBe((await list(search)).totalProducts);
      expect(facets.total, search).toBeGreaterThan(0);
    }
  });

  it('brings a brand by its name one letter away', async () => {
    const nikon = titlesOf((product) => product.brand === 'Nikon');
    const found = await list('nikn');
    expect(found.products.map((p) => p.brand.name)).toEqual(nikon.map(() => 'Nikon'));
    expect(found.products.slice(0, nikon.length).map((p) => p.brand.name)).toEqual(
      nikon.map(() => 'Nikon'),
    );
  });
});

describe('GET /products?search counts edits by the length of the word (contract v1.2)', () => {
  beforeAll(async () => {
    await ctx.db
      .insert(products)
      .values([
        row({ title: 'Qorn Lamp', category: 'Accessories', brand: 'Anker' }),
        row({ title: 'Zorblax Stand', category: 'Accessories', brand: 'Anker' }),
        row({ title: 'Quintaflex Cable', category: 'Accessories', brand: 'Anker' }),
        row({ title: 'Vyx Clip', category: 'Accessories', brand: 'Anker' }),
      ]);
  });
  const finds = async (search: string, title: string) => (await titles(search)).includes(title);

  it('takes one edit from 4 letters, and not two', async () => {
    expect(await finds('qorm', 'Qorn Lamp')).toBe(true);
    expect(await finds('qorn lmap', 'Qorn Lamp')).toBe(true);
    expect(await finds('qxrm', 'Qorn Lamp')).toBe(false);
    expect(await finds('zorblx', 'Zorblax Stand')).toBe(true);
    expect(await finds('zorblaxx', 'Zorblax Stand')).toBe(true);
    expect(await finds('zrblx', 'Zorblax Stand')).toBe(false);
    expect(await finds('zorblax sxnd', 'Zorblax Stand')).toBe(false);
  });

  it('counts two letters swapped as one edit', async () => {
    expect(await finds('zorbalx', 'Zorblax Stand')).toBe(true);
    expect(await finds('qonr', 'Qorn Lamp')).toBe(true);
    expect(await finds('quitnaflex', 'Quintaflex Cable')).toBe(true);
  });

  it('takes two edits from 8 letters, and not three', async () => {
    expect(await finds('qintaflx', 'Quintaflex Cable')).toBe(true);
    expect(await finds('qintafelx', 'Quintaflex Cable')).toBe(true);
    expect(await finds('qntaflx', 'Quintaflex Cable')).toBe(false);
  });

  it('takes a word under 4 letters as it is', async () => {
    expect(await finds('vyx', 'Vyx Clip')).toBe(true);
    expect(await finds('vyz', 'Vyx Clip')).toBe(false);
    expect(await finds('vx', 'Vyx Clip')).toBe(false);
  });

  it('takes a word the catalogue has as it is, as Typesense does', async () => {
    await ctx.db
      .insert(products)
      .values(row({ title: 'Zorblix Mount', category: 'Accessories', brand: 'Anker' }));
    expect(await titles('zorblix')).toEqual(['Zorblix Mount']);
    expect(await titles('zorblax')).toEqual(['Zorblax Stand']);
  });
});

describe('GET /products didYouMean (contract v1.2)', () => {
  it('names the corrected search when nothing is found and it finds something', async () => {
    const found = await list('kamra');
    expect(found.totalProducts).toBe(0);
    expect(found.didYouMean).toBe('camera');
    expect((await list('camera')).totalProducts).toBeGreaterThan(0);
    const two = await list('sonny kamra');
    expect(two.totalProducts).toBe(0);
    expect(two.didYouMean).toBe('sony camera');
  });

  it('is null when no correction finds anything', async () => {
    const found = await list('qwxzvk');
    expect(found.totalProducts).toBe(0);
    expect(found.didYouMean).toBeNull();
    // Every word is known, but not together.
    const apart = await list('nikon pencil');
    expect(apart.totalProducts).toBe(0);
    expect(apart.didYouMean).toBeNull();
  });

  it('is absent when the search finds something, and keeps the filters', async () => {
    expect(await list('camra')).not.toHaveProperty('didYouMean');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?limit=5' });
    expect(res.json()).not.toHaveProperty('didYouMean');
    const filtered = await list('kamra', '&brand=bose');
    expect(filtered.totalProducts).toBe(0);
    expect(filtered.didYouMean).toBeNull();
  });
});

describe('GET /products?search follows the catalogue from the next request', () => {
  it('corrects to a product added, then to its new name', async () => {
    expect(await titles('plumbbob')).toEqual([]);
    const [added] = await ctx.db
      .insert(products)
      .values(row({ title: 'Plumbob Speaker', category: 'TV & Audio', brand: 'JBL' }))
      .returning({ id: products.id });
    if (!added) throw new Error('no product');
    expect((await titles('plumbbob'))[0]).toBe('Plumbob Speaker');
    await ctx.db
      .update(products)
      .set({ title: 'Glimmerstick Speaker', slug: 'glimmerstick-speaker' })
      .where(eq(products.id, added.id));
    expect((await titles('glimerstick'))[0]).toBe('Glimmerstick Speaker');
    expect(await titles('plumbbob')).toEqual([]);
  });

  it('lists in stock before sold out when the rest is equal, and follows a sale', async () => {
    const [first, second] = await ctx.db
      .insert(products)
      .values([
        row({ title: 'Wobblefrost Alpha', category: 'Gaming', brand: 'Sony', stock: 0 }),
        row({ title: 'Wobblefrost Beta', category: 'Gaming', brand: 'Sony', stock: 3 }),
      ])
      .returning({ id: products.id });
    if (!first || !second) throw new Error('no products');
    for (const search of ['wobblefrost', 'wobblefrst']) {
      expect(await titles(search), search).toEqual(['Wobblefrost Beta', 'Wobblefrost Alpha']);
    }
    await ctx.db.update(products).set({ stock: 2 }).where(eq(products.id, first.id));
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, second.id));
    expect(await titles('wobblefrst')).toEqual(['Wobblefrost Alpha', 'Wobblefrost Beta']);
  });
});

describe('GET /products?search pages from memory (decision 090)', () => {
  type Listed = { _id: string; price: number };
  const page = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { products: Listed[]; totalProducts: number };
    return { ids: body.products.map((p) => p._id), total: body.totalProducts };
  };

  it('orders a word asked again as the tiered query ordered it the first time', async () => {
    const searches = ['phone', 'samsung galaxy', 'camra', 'laptop', 'watch', 'pro', 'earbuds'];
    for (const search of searches) {
      for (const filters of ['limit=100', 'limit=7&page=2', 'limit=100&inStock=true']) {
        const query = `search=${encodeURIComponent(search)}&${filters}`;
        const first = await page(query); // the tiered query
        const again = await page(query); // the match set's tiers, in memory
        expect(first.total, query).toBeGreaterThan(0);
        expect(again, query).toEqual(first);
      }
    }
  });

  it('sorts a search by price over every match, filters applied', async () => {
    const all = await page('search=phone&limit=100');
    const cheapest = await page('search=phone&sort=price&limit=5');
    const dearest = await page('search=phone&sort=-price&limit=5&page=2');
    expect(cheapest.total).toBe(all.total);
    const prices = async (query: string) =>
      (
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/products?${query}` })).json() as {
          products: Listed[];
        }
      ).products.map((p) => p.price);
    const ascending = await prices('search=phone&sort=price&limit=100');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(cheapest.ids).toHaveLength(Math.min(5, all.total));
    expect(dearest.total).toBe(all.total);
  });
});
