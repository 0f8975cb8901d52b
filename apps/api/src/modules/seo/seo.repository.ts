import { and, asc, eq, gt, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, categories, contentPages, products } from '../../db/schema/index';

/** One address of the sitemap: the row's key (the address is built from it) and its last change. */
export type SitemapRow = { key: string; updatedAt: Date };

/** A product by id or slug, as GET /products/:id finds it; only whether it is there. */
export async function productExists(executor: Executor, idOrSlug: string): Promise<boolean> {
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
    .limit(1);
  return rows.length > 0;
}

/** A category by id or slug, as GET /categories/:id finds it. */
export async function categoryExists(executor: Executor, idOrSlug: string): Promise<boolean> {
  const rows = await executor
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)))
    .limit(1);
  return rows.length > 0;
}

/** A brand by id or slug, as GET /brands/:id finds it. */
export async function brandExists(executor: Executor, idOrSlug: string): Promise<boolean> {
  const rows = await executor
    .select({ id: brands.id })
    .from(brands)
    .where(or(eq(brands.id, idOrSlug), eq(brands.slug, idOrSlug)))
    .limit(1);
  return rows.length > 0;
}

/** A content page that visitors may read (published). */
export async function publishedPageExists(executor: Executor, slug: string): Promise<boolean> {
  const rows = await executor
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
    .limit(1);
  return rows.length > 0;
}

/** Every published content page, by slug (few: the footer lists them all). */
export function publishedPages(executor: Executor): Promise<SitemapRow[]> {
  return executor
    .select({ key: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.published, true))
    .orderBy(asc(contentPages.slug));
}

/** Every category, by slug (the address the storefront links to). */
export function categoryRows(executor: Executor): Promise<SitemapRow[]> {
  return executor
    .select({ key: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .orderBy(asc(categories.slug));
}

/** Every brand, by slug (its page's address, /brand/{slug}). */
export function brandRows(executor: Executor): Promise<SitemapRow[]> {
  return executor
    .select({ key: brands.slug, updatedAt: brands.updatedAt })
    .from(brands)
    .orderBy(asc(brands.slug));
}

/**
 * The products in files of `perFile`, in primary-key order: for each file, its first id and
 * the latest change among its rows. One pass over the table, holding one row per file.
 */
export async function productFiles(
  executor: Executor,
  perFile: number,
): Promise<Array<{ firstId: string; lastmod: Date }>> {
  const numbered = executor
    .select({
      id: products.id,
      updatedAt: products.updatedAt,
      file: sql<number>`(row_number() over (order by ${products.id}) - 1) / ${perFile}`.as('file'),
    })
    .from(products)
    .as('numbered');
  const rows = await executor
    .select({
      file: numbered.file,
      firstId: sql<string>`min(${numbered.id})`,
      lastmod: max(numbered.updatedAt),
    })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(numbered.file);
  return rows.map((row) => ({ firstId: row.firstId, lastmod: new Date(row.lastmod ?? 0) }));
}

/** The id file `file` (from 0) of productFiles starts at; undefined past the last file. */
export async function productFileStart(
  executor: Executor,
  perFile: number,
  file: number,
): Promise<string | undefined> {
  const numbered = executor
    .select({
      id: products.id,
      n: sql<number>`row_number() over (order by ${products.id})`.as('n'),
    })
    .from(products)
    .as('numbered');
  const [row] = await executor
    .select({ id: numbered.id })
    .from(numbered)
    .where(eq(numbered.n, file * perFile + 1))
    .limit(1);
  return row?.id;
}

/** Up to `limit` products from `fromId` on (included), in primary-key order: one keyset step. */
export function productsFrom(
  executor: Executor,
  fromId: string,
  limit: number,
  inclusive: boolean,
): Promise<SitemapRow[]> {
  return executor
    .select({ key: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(inclusive ? sql`${products.id} >= ${fromId}` : gt(products.id, fromId))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** A category by id or slug: what its page's head names. */
export async function findPageCategory(
  executor: Executor,
  idOrSlug: string,
): Promise<{ name: string; slug: string; image: string } | undefined> {
  const [row] = await executor
    .select({ name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)))
    .orderBy(sql`${categories.id} = ${idOrSlug} desc`)
    .limit(1);
  return row;
}

/** A brand by id or slug: what its page's head names. */
export async function findPageBrand(
  executor: Executor,
  idOrSlug: string,
): Promise<{ name: string; slug: string; image: string } | undefined> {
  const [row] = await executor
    .select({ name: brands.name, slug: brands.slug, image: brands.image })
    .from(brands)
    .where(or(eq(brands.id, idOrSlug), eq(brands.slug, idOrSlug)))
    .orderBy(sql`${brands.id} = ${idOrSlug} desc`)
    .limit(1);
  return row;
}

/** A published content page by slug. */
export async function findPublishedPage(
  executor: Executor,
  slug: string,
): Promise<{ title: string; body: string } | undefined> {
  const [row] = await executor
    .select({ title: contentPages.title, body: contentPages.body })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
    .limit(1);
  return row;
}
