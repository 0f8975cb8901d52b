import { and, eq, sql } from 'drizzle-orm';
import type { ProductExportQuery, ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { brands, categories, products } from '../../db/schema/index';
import { productColumns, type ProductJoinedRow } from '../../lib/catalogue/product-records';
import { keyset, type Cursor, type SortKey } from '../../lib/csv/keyset';
import type { CsvExport, KeyedRow } from '../../lib/csv/send-csv';
import type { Services } from '../../lib/services';
import { PRODUCT_CSV_COLUMNS, toProductCsvRecord } from './products.mappers';
import { listFilter, withExpansion } from './list-filter';
import { productSearch } from './products.search';
import type { SearchExpansion } from './search-vocabulary';

type ExportQuery = ProductExportQuery & { expansion?: SearchExpansion };
type ExportSort = Exclude<ProductListQuery['sort'], undefined | 'relevance'> | 'catalogue';

const seq = (descending = false): SortKey => ({ value: products.seq, type: 'integer', descending });
const key = (value: SortKey['value'], type: SortKey['type'], descending = false): SortKey => ({
  value,
  type,
  descending,
});
const lowerTitle = sql`lower(${products.title})`;

/**
 * The sorts of GET /products (products.repository.ts's sortOrders) as keyset keys: each ends
 * on seq in its own direction, so no two products tie.
 */
const sortKeys: Record<ExportSort, SortKey[]> = {
  catalogue: [seq()],
  price: [key(products.priceAfterDiscountCents, 'integer'), seq()],
  '-price': [key(products.priceAfterDiscountCents, 'integer', true), seq(true)],
  '-createdAt': [key(products.createdAt, 'timestamptz', true), seq(true)],
  '-rateAvg': [key(products.rateAvg, 'numeric', true), seq(true)],
  '-sold': [key(products.sold, 'integer', true), seq(true)],
  title: [key(lowerTitle, 'text'), seq()],
  '-title': [key(lowerTitle, 'text', true), seq(true)],
  stock: [key(products.stock, 'integer'), seq()],
  '-stock': [key(products.stock, 'integer', true), seq(true)],
  rateAvg: [key(products.rateAvg, 'numeric'), seq()],
};

/**
 * The list's order for the query: `sort=relevance` (the default with a search) as the search's
 * ORDER BY (products.search.ts) and its pages: its tier, in stock first, the rank within tier
 * 2, seq.
 */
function exportKeys(query: ExportQuery): SortKey[] {
  const sort = query.sort ?? (query.search ? 'relevance' : 'catalogue');
  if (sort !== 'relevance') return sortKeys[sort];
  if (!query.search) return sortKeys.catalogue;
  const { tier, rank } = productSearch(query.search, query.expansion);
  const soldOut = key(sql`${products.stock} <= 0`, 'boolean');
  if (!rank) return [key(tier, 'integer'), soldOut, seq()];
  return [
    key(tier, 'integer'),
    soldOut,
    key(sql`case when ${tier} = 2 then ${rank} else 0 end`, 'real', true),
    seq(),
  ];
}

/** The products the query filters after `after` (from the first without one), in its order. */
export function productsAfter(
  executor: Executor,
  query: ExportQuery,
  page: { after?: Cursor; limit: number },
): Promise<Array<ProductJoinedRow & KeyedRow>> {
  const keys = keyset(exportKeys(query));
  return executor
    .select({ ...productColumns, cursor: keys.cursor })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(brands, eq(products.brandId, brands.id))
    .where(and(listFilter(executor, query), keys.after(page.after)))
    .orderBy(...keys.order)
    .limit(page.limit);
}

/**
 * GET /products/export for sendCsv: every product the filters and sort of GET /products list,
 * without paging. A search's vocabulary is read once, before the first page.
 */
export function productsExport(
  { db }: Pick<Services, 'db'>,
  query: ProductExportQuery,
): CsvExport<ProductJoinedRow & KeyedRow, (typeof PRODUCT_CSV_COLUMNS)[number]> {
  let expanded: Promise<ExportQuery> | undefined;
  return {
    fileName: 'products.csv',
    columns: PRODUCT_CSV_COLUMNS,
    read: async (page) => {
      expanded ??= withExpansion(db, query);
      return productsAfter(db, await expanded, page);
    },
    toRecord: toProductCsvRecord,
  };
}
