import { readFileSync } from 'node:fs';
import { BRANDS, CATEGORIES, PRODUCTS } from '@electro/demo-catalogue';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { useDemoSearch } from '../../test/demo-search';
import type { TestContext } from '../../test/harness';
import { currentCatalogueIndex } from './catalogue-index';
import { productSearch } from './products.search';
import { Loans } from './scratch';
import { forgetSearchMatches, searchMatchSet } from './search-matches';
import { textIndexFor, textIndexReady } from './search-text-current';
import { matchesFromText } from './search-text-matches';
import { expandSearch } from './search-vocabulary';

/**
 * The words in memory answer what productSearch's SQL answers: the same matches, each in the
 * same relevance tier with the same rank (decision 099). The demo catalogue, a few products
 * made to try the edges, and the relevance bench's shopper queries.
 */
let ctx: TestContext;

const EDGE_TITLES = [
  '100% Charger',
  'USB_C Cable',
  "Rock 'n' Roll Speaker",
  'Back\\Slash Hub',
  'Galaxy Galaxy Galaxy Case',
  'Galaxies of Sound Headphones',
];

const { queries } = JSON.parse(
  readFileSync(new URL('../../../../../bench/relevance.queries.json', import.meta.url), 'utf8'),
) as { queries: Array<{ query: string }> };

const SEARCHES = [
  ...queries.map((q) => q.query),
  'galaxy',
  'galax',
  'gal',
  'galaxy case',
  'the galaxy',
  'the',
  '%',
  '0% c',
  '_',
  "rock 'n'",
  'back\\slash',
  'samsnug galaxy',
  'hedphones',
  'earbuds',
  'buds',
  'watch',
  'camra',
  'iphone 15 pro max',
  'made for',
  'zzzz',
];

const { state, row } = useDemoSearch();
beforeAll(async () => {
  ({ ctx } = state);
  // Every seventh demo product sold out: matches fall in both halves of each tier.
  const soldOut = PRODUCTS.filter((_, i) => i % 7 === 0).map((p) => p.title);
  await ctx.db.update(products).set({ stock: 0 }).where(inArray(products.title, soldOut));
  const [category] = CATEGORIES;
  const [brand] = BRANDS;
  await ctx.db.insert(products).values(
    EDGE_TITLES.map((title) =>
      row({
        title,
        category: category!.name,
        brand: brand!.name,
        description: 'Galaxy galaxy, a case for the galaxy traveller.',
      }),
    ),
  );
  expect(await textIndexReady(ctx.db)).toBe(true);
});

/** Seq, tier and rank of every match, as productSearch's SQL gives them. */
async function fromSql(search: string) {
  const expansion = await expandSearch(ctx.db, search);
  const { matches, tier, rank } = productSearch(search, expansion);
  const result = (await ctx.db.execute(sql`
    select ${products.seq} as seq, t.tier,
      case when t.tier = 2 then ${rank ?? sql`0`} else 0 end as rank
    from ${products} cross join lateral (select ${tier} as tier) as t
    where ${matches} order by 1`)) as unknown as {
    rows: Array<{ seq: number; tier: number; rank: number }>;
  };
  // float4 as text: the nearest single-precision value is the rank the database computed.
  return result.rows.map((r) => [Number(r.seq), Number(r.tier), Math.fround(Number(r.rank))]);
}

async function fromMemory(search: string) {
  const expansion = await expandSearch(ctx.db, search);
  const index = await currentCatalogueIndex(ctx.db);
  const text = await textIndexFor(ctx.db, index);
  expect(text, 'the text index is built').toBeDefined();
  const found = await matchesFromText(ctx.db, text!, search, expansion, index);
  if (!found) return undefined;
  expect([...found.slots], 'the slots of the seqs').toEqual([...index.slotsOf(found.seqs)]);
  return [...found.seqs]
    .map((seq, i) => [seq, found.tier[i]!, found.rank.length ? found.rank[i]! : 0])
    .sort((a, b) => a[0]! - b[0]!);
}

describe('the words in memory', () => {
  it('match, tier and rank every search as the SQL does', async () => {
    let answered = 0;
    for (const search of SEARCHES) {
      const memory = await fromMemory(search);
      if (!memory) continue;
      answered += 1;
      expect(memory, search).toEqual(await fromSql(search));
    }
    // Everything but search syntax is answered from memory.
    expect(answered).toBe(SEARCHES.length);
  });

  it('leave search syntax to the SQL', async () => {
    const index = await currentCatalogueIndex(ctx.db);
    const text = await textIndexFor(ctx.db, index);
    for (const search of ['"galaxy case"', 'galaxy -case', 'galaxy or pixel']) {
      const expansion = await expandSearch(ctx.db, search);
      expect(await matchesFromText(ctx.db, text!, search, expansion, index)).toBe(undefined);
    }
  });

  it('follow a product added, renamed and deleted on the next search', async () => {
    const [category] = CATEGORIES;
    const [brand] = BRANDS;
    const [added] = await ctx.db
      .insert(products)
      .values({
        ...row({
          title: 'Quokka Lamp',
          category: category!.name,
          brand: brand!.name,
          description: 'A lamp shaped like a quokka.',
          stock: 3,
        }),
        priceCents: 5_000,
      })
      .returning({ id: products.id, seq: products.seq });
    const seqsOf = async (search: string) => (await fromMemory(search))?.map((m) => m[0]);
    expect(await seqsOf('quokka')).toEqual([added!.seq]);
    await ctx.db.update(products).set({ title: 'Wombat Lamp' }).where(eq(products.id, added!.id));
    expect(await seqsOf('wombat')).toEqual([added!.seq]);
    expect(await fromMemory('quokka lamp')).toEqual(await fromSql('quokka lamp'));
    expect((await fromMemory('wombat lamp'))?.[0]?.[1]).toBe(0);
    await ctx.db.delete(products).where(eq(products.id, added!.id));
    expect(await seqsOf('wombat')).toEqual([]);
    for (const search of ['lamp', 'galaxy', 'quokka']) {
      expect(await fromMemory(search), search).toEqual(await fromSql(search));
    }
  });

  it('answer the shop the same pages whichever path serves them', async () => {
    const page = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/v1/products?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (
        res.json() as { products: Array<{ title: string }>; totalProducts: number }
      ).products.map((p) => p.title);
    };
    // The SQL's own order of relevance (tier, in stock first, rank, catalogue order).
    const sqlOrder = async (search: string) => {
      const { matches, relevance } = productSearch(search, await expandSearch(ctx.db, search));
      const result = (await ctx.db.execute(sql`
        select ${products.title} as title from ${products} where ${matches}
        order by ${sql.join(relevance, sql`, `)}`)) as unknown as {
        rows: Array<{ title: string }>;
      };
      return result.rows.map((r) => r.title);
    };
    for (const search of ['galaxy', 'laptop', 'phone case', 'gal']) {
      expect(await page(`search=${encodeURIComponent(search)}&limit=100`), search).toEqual(
        await sqlOrder(search),
      );
    }
    expect(await page('search=galax&limit=100')).toContain('Galaxies of Sound Headphones');
    expect(await page(`search=${encodeURIComponent('0% c')}`)).toEqual(['100% Charger']);
  });

  it('find the same titles from their bytes, their text or both', async () => {
    const text = await textIndexFor(ctx.db, await currentCatalogueIndex(ctx.db));
    /** The seqs of the live titles holding `search`, as the index finds them. */
    const holding = (search: string, fewHits?: number) =>
      [...text!.titleHits(search, undefined, fewHits)]
        .flatMap((hit, region) => (hit && text!.alive(region) ? [text!.seqOf(region)] : []))
        .sort((a, b) => a - b);
    for (const search of ['galaxy', 'a', 'pro', '0% c', 'back\\slash', 'zzzz']) {
      const result = (await ctx.db.execute(sql`
        select ${products.seq} as seq from ${products}
        where strpos(lower(${products.title}), ${search}) > 0 order by 1`)) as unknown as {
        rows: Array<{ seq: number }>;
      };
      const seqs = holding(search);
      expect(seqs, search).toEqual(result.rows.map((r) => Number(r.seq)));
      // The string after 0, 1 and 3 hits from the bytes: the same hits.
      for (const fewHits of [0, 1, 3]) expect(holding(search, fewHits), search).toEqual(seqs);
    }
    expect(holding('galaxy').length).toBeGreaterThan(3);
    // A title past Latin-1 (Ω): the titles are read as text only, with the same answers.
    const [category] = CATEGORIES;
    const [brand] = BRANDS;
    await ctx.db.insert(products).values(
      row({
        title: 'Ohm Ω Meter',
        category: category!.name,
        brand: brand!.name,
        description: 'Measures resistance.',
      }),
    );
    for (const search of ['meter', 'ohm ', 'm ω', 'galaxy', 'a']) {
      expect(await fromMemory(search), search).toEqual(await fromSql(search));
    }
  });

  it('count the live products of every lexeme as ts_stat does, after writes', async () => {
    const [category] = CATEGORIES;
    const [brand] = BRANDS;
    const made = await ctx.db
      .insert(products)
      .values(
        ['Zebrafish Galaxy Tank', 'Aardvark Speaker', 'Numbat Ω Lamp'].map((title) =>
          row({ title, category: category!.name, brand: brand!.name, description: 'Galaxy.' }),
        ),
      )
      .returning({ id: products.id });
    await ctx.db
      .update(products)
      .set({ title: 'Axolotl Speaker' })
      .where(eq(products.id, made[1]!.id));
    await ctx.db.delete(products).where(eq(products.id, made[0]!.id));
    const text = await textIndexFor(ctx.db, await currentCatalogueIndex(ctx.db));
    const counted = text!.lexemeCounts();
    const memory = Array.from({ length: counted.words.length }, (_, i) => [
      counted.words.at(i),
      counted.products[i],
    ]);
    const result = (await ctx.db.execute(
      sql`select word, ndoc from ts_stat('select search_vector from products')`,
    )) as unknown as { rows: Array<{ word: string; ndoc: number }> };
    const stat = result.rows
      .map((r) => [r.word, Number(r.ndoc)])
      .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
    expect(memory).toEqual(stat);
    // Added words (a product added since the build), and none of a deleted product's.
    const words = memory.map(([word]) => word);
    expect(words).toEqual(expect.arrayContaining(['axolotl', 'numbat', 'ω']));
    expect(words).not.toContain('zebrafish');
    expect(words).not.toContain('aardvark');
  });

  it("lend a dropped set's arrays to the next search, never a set still kept", async () => {
    const index = await currentCatalogueIndex(ctx.db);
    const setOf = async (search: string) =>
      searchMatchSet(ctx.db, index, search, await expandSearch(ctx.db, search));
    forgetSearchMatches(ctx.db);
    // Prefixes most products hold: their sets stay in the arrays they were collected in.
    const dense: string[] = [];
    for (const prefix of 'abcdefghilmnoprstuw') {
      if ((await setOf(prefix)).lent?.length) dense.push(prefix);
      forgetSearchMatches(ctx.db);
    }
    expect(dense.length).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setImmediate(resolve));
    const [a, b, c] = dense as [string, string, string];
    const first = await setOf(a);
    const second = await setOf(b);
    const regions = first.seqs.buffer.byteLength / Int32Array.BYTES_PER_ELEMENT;
    /** The buffers of every array of `regions` ints the pool holds now. */
    const pooled = () => {
      const loans = new Loans();
      const buffers = new Set<ArrayBufferLike>();
      for (let i = 0; i < 32; i++) buffers.add(loans.ints(regions, true).buffer);
      loans.end();
      return buffers;
    };
    // Both kept: each in arrays of its own, none of them lent to another search.
    expect(second.seqs.buffer).not.toBe(first.seqs.buffer);
    await new Promise((resolve) => setImmediate(resolve));
    const whileKept = pooled();
    for (const kept of [first, second]) {
      expect(whileKept.has(kept.seqs.buffer)).toBe(false);
      expect(whileKept.has(kept.slots!.buffer)).toBe(false);
    }
    forgetSearchMatches(ctx.db);
    // Given back once the turn that dropped them is over.
    expect(pooled().has(first.seqs.buffer)).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    const dropped = pooled();
    for (const kept of [first, second]) {
      expect(dropped.has(kept.seqs.buffer)).toBe(true);
      expect(dropped.has(kept.slots!.buffer)).toBe(true);
    }
    // A search made in arrays another set held finds what the SQL finds.
    const third = await setOf(c);
    const seqs = [...third.seqs].sort((x, y) => x - y);
    expect(seqs).toEqual((await fromSql(c)).map(([seq]) => seq));
    expect([...third.slots!]).toEqual([...index.slotsOf(third.seqs)]);
  });
});
