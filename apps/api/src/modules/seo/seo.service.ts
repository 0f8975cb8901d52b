import type { StorefrontMatch } from '@electro/shared';
import type { Services } from '../../lib/services';
import {
  brandExists,
  brandRows,
  categoryExists,
  categoryRows,
  productExists,
  productFiles,
  productFileStart,
  productsFrom,
  publishedPageExists,
  publishedPages,
  type SitemapRow,
} from './seo.repository';

type Deps = Pick<Services, 'db'>;

/** The addresses robots.txt keeps crawlers away from: a visitor's own pages and the API. */
export const DISALLOWED_PATHS = [
  '/cart',
  '/checkout-cash',
  '/wishlist',
  '/profile',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/admin',
  '/api/',
] as const;

/** The public pages that are always there, in the sitemap's first file. */
const FIXED_PAGES = ['/', '/shop', '/brands'] as const;

/** The content page the footer's About opens at its own address (decision 080). */
const ABOUT_SLUG = 'about';

/** Products read from the database per step while a sitemap file streams. */
const STREAM_STEP = 5000;

export type SitemapKind = 'pages' | 'categories' | 'brands' | 'products';

/**
 * Whether a storefront address names something that is there: a product (by id or slug), a
 * category or a brand (by id or slug) or a published content page. Every other route is the app's own
 * page and always is. The answer's status follows it (404 for a product that is gone).
 */
export async function storefrontPageExists(deps: Deps, match: StorefrontMatch): Promise<boolean> {
  const key = Object.values(match.params)[0] ?? '';
  switch (match.route) {
    case '/product/:id':
      return productExists(deps.db, key);
    case '/category/:slug':
      return categoryExists(deps.db, key);
    case '/brand/:slug':
      return brandExists(deps.db, key);
    case '/pages/:slug':
      return publishedPageExists(deps.db, key);
    default:
      return true;
  }
}

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod?: Date) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${
    lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  }</${tag}>\n`;

const latest = (rows: readonly SitemapRow[]): Date | undefined =>
  rows.reduce<Date | undefined>(
    (last, row) => (!last || row.updatedAt > last ? row.updatedAt : last),
    undefined,
  );

const pageAddress = (slug: string) =>
  slug === ABOUT_SLUG ? '/about' : `/pages/${encodeURIComponent(slug)}`;
const categoryAddress = (slug: string) => `/category/${encodeURIComponent(slug)}`;
const brandAddress = (slug: string) => `/brand/${encodeURIComponent(slug)}`;
const productAddress = (id: string) => `/product/${encodeURIComponent(id)}`;

export const sitemapFileName = (kind: SitemapKind, file: number) => `${kind}-${file + 1}.xml`;

/**
 * The sitemap index: always an index (one rule at any size), of one file of pages, the
 * categories, the brands and the products in files of `perFile` addresses, each with the latest change
 * among its rows. Small: one line per file, whatever the catalogue's size.
 */
export async function sitemapIndex(deps: Deps, origin: string, perFile: number): Promise<string> {
  const [pages, categories, brands, products] = await Promise.all([
    publishedPages(deps.db),
    categoryRows(deps.db),
    brandRows(deps.db),
    productFiles(deps.db, perFile),
  ]);
  const files: string[] = [entry('sitemap', `${origin}/sitemaps/pages-1.xml`, latest(pages))];
  for (const [kind, all] of [
    ['categories', categories],
    ['brands', brands],
  ] as const) {
    for (let file = 0; file * perFile < all.length; file += 1) {
      const rows = all.slice(file * perFile, (file + 1) * perFile);
      const name = sitemapFileName(kind, file);
      files.push(entry('sitemap', `${origin}/sitemaps/${name}`, latest(rows)));
    }
  }
  products.forEach(({ lastmod }, file) => {
    const name = sitemapFileName('products', file);
    files.push(entry('sitemap', `${origin}/sitemaps/${name}`, lastmod));
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${files.join('')}</sitemapindex>\n`;
}

/**
 * One file of the index, or undefined when the index has no such file. Pages and categories
 * are few and come as one string (the public cache can keep it); a file of products comes as
 * chunks of XML, read in keyset steps of STREAM_STEP over the primary key from the file's
 * first id: it streams out while it is read, never held whole.
 */
export async function sitemapFile(
  deps: Deps,
  origin: string,
  perFile: number,
  kind: SitemapKind,
  file: number,
): Promise<string | AsyncIterable<string> | undefined> {
  const open = `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  const close = '</urlset>\n';
  if (kind === 'pages') {
    if (file !== 0) return undefined;
    const pages = await publishedPages(deps.db);
    const lines = [
      ...FIXED_PAGES.map((path) => entry('url', `${origin}${path}`)),
      ...pages.map((row) => entry('url', `${origin}${pageAddress(row.key)}`, row.updatedAt)),
    ];
    return `${open}${lines.join('')}${close}`;
  }
  if (kind === 'categories' || kind === 'brands') {
    const [read, address] =
      kind === 'categories' ? [categoryRows, categoryAddress] : [brandRows, brandAddress];
    const rows = (await read(deps.db)).slice(file * perFile, (file + 1) * perFile);
    if (rows.length === 0) return undefined;
    const lines = rows.map((row) => entry('url', `${origin}${address(row.key)}`, row.updatedAt));
    return `${open}${lines.join('')}${close}`;
  }
  const start = await productFileStart(deps.db, perFile, file);
  if (start === undefined) return undefined;
  return (async function* () {
    yield open;
    let left = perFile;
    let after = start;
    let first = true;
    while (left > 0) {
      const rows = await productsFrom(deps.db, after, Math.min(STREAM_STEP, left), first);
      first = false;
      if (rows.length === 0) break;
      yield rows
        .map((row) => entry('url', `${origin}${productAddress(row.key)}`, row.updatedAt))
        .join('');
      left -= rows.length;
      after = rows[rows.length - 1]?.key ?? after;
      if (rows.length < STREAM_STEP) break;
    }
    yield close;
  })();
}
