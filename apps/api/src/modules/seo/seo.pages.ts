import {
  RATING_MAX,
  SHOP_DESCRIPTION,
  SHOP_NAME,
  type Product,
  type StorefrontMatch,
  type StorefrontRoute,
} from '@electro/shared';
import { toProduct } from '../../lib/catalogue/product-mappers';
import { findProductByIdOrSlug } from '../../lib/catalogue/product-records';
import { toReview } from '../../lib/catalogue/review-mappers';
import { reviewsOfProduct } from '../../lib/catalogue/review-records';
import type { Services } from '../../lib/services';
import { imageOut } from '../../lib/http';
import { findPageBrand, findPageCategory, findPublishedPage } from './seo.repository';
import { summary, type PageHead } from './seo.head';

/** The public pages whose head the server writes; the others are the shell as built. */
export const PAGES_WITH_HEAD: ReadonlySet<StorefrontRoute> = new Set<StorefrontRoute>([
  '/',
  '/home',
  '/shop',
  '/brands',
  '/brand/:slug',
  '/product/:id',
  '/category/:slug',
  '/about',
  '/pages/:slug',
]);

/**
 * The public pages rendered on the server from the web app's components (decisions 101, 103):
 * those a visitor arrives on from a search or a shared link, whose content is the same for
 * everyone. The rest of PAGES_WITH_HEAD (the brands list) carry their head only.
 */
export const PAGES_RENDERED: ReadonlySet<StorefrontRoute> = new Set<StorefrontRoute>([
  '/',
  '/home',
  '/shop',
  '/product/:id',
  '/category/:slug',
  '/brand/:slug',
  '/about',
  '/pages/:slug',
]);

type PageDeps = Pick<Services, 'db' | 'config'>;

/** Where the store's addresses and its images are: both absolute, without a trailing slash. */
export type Origins = { store: string; images: string };

const SCHEMA = 'https://schema.org';
const HOME_DESCRIPTION = `${SHOP_NAME}: ${SHOP_DESCRIPTION}`;

/** The shop's filters that make another list of products; the rest (sort, price, a search)
 * show the same products another way and are left out of the canonical address. */
const CANONICAL_SHOP_FILTERS = ['category', 'brand'] as const;

/**
 * /shop's canonical address: its category and brand filters (each list sorted, repeats and
 * blanks dropped) and its page past the first, in one order, so every spelling of one list of
 * products names one address.
 */
export function canonicalShopQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_SHOP_FILTERS) {
    const values = new Set(
      search
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    );
    if (values.size > 0) kept.set(name, [...values].sort().join(','));
  }
  const page = search.get('page');
  if (page && /^\d{1,5}$/.test(page) && Number(page) > 1) kept.set('page', String(Number(page)));
  const query = kept.toString();
  return query ? `?${query}` : '';
}

type Crumb = { name: string; path: string };

function breadcrumbList(origin: string, crumbs: Crumb[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

const HOME: Crumb = { name: 'Home', path: '/' };
const SHOP: Crumb = { name: 'Shop', path: '/shop' };

const productPath = (product: Product) => `/product/${encodeURIComponent(product._id)}`;
const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;
const brandPath = (slug: string) => `/brand/${encodeURIComponent(slug)}`;
const BRANDS: Crumb = { name: 'Brands', path: '/brands' };

/**
 * A product as schema.org reads it (Google's required and recommended fields): its offer at
 * the price the customer pays, in the shop's currency, in stock or not, and its rating once
 * reviewed.
 */
export function productJsonLd(product: Product, url: string, currency: string) {
  const images = [product.imageCover.secure_url, ...product.images.map((i) => i.secure_url)];
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    description: summary(product.description, 5000),
    sku: product._id,
    url,
    image: [...new Set(images.filter(Boolean))],
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      price: product.priceAfterDiscount.toFixed(2),
      priceCurrency: currency,
      availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
    ...(product.rateNum > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.rateAvg * 10) / 10,
            reviewCount: product.rateNum,
            bestRating: RATING_MAX,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function homeJsonLd(origin: string) {
  return [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      name: SHOP_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: SHOP_NAME,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?search={search_term}` },
        'query-input': 'required name=search_term',
      },
    },
  ];
}

/** Plain text of a content page's Markdown, for its description. */
const plainText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** One answer a page's query reads on the server, under the key the web app asks with. */
export type ServerQuery = { queryKey: readonly unknown[]; data: unknown };

/** A public page: its head, and the data it is rendered with on the server (decision 101). */
export type StorefrontPage = { head: PageHead; queries?: ServerQuery[] };

/**
 * A product page: its head and its data, in the shapes GET /products/:id and GET /settings
 * answer with, under the web app's query keys (apps/web/src/lib/query-keys.ts:
 * `['product', <id or slug as in the address>]`, `['settings']`).
 */
async function productPage(
  deps: PageDeps,
  idOrSlug: string,
  origins: Origins,
): Promise<StorefrontPage | undefined> {
  const origin = origins.store;
  const row = await findProductByIdOrSlug(deps.db, idOrSlug);
  if (!row) return undefined;
  const product = toProduct(row, origins.images);
  const url = `${origin}${productPath(product)}`;
  const category = { name: product.category.name, path: categoryPath(product.category.slug) };
  const reviews = (await reviewsOfProduct(deps.db, row.id)).map((review) =>
    toReview(review, origins.images),
  );
  return {
    head: {
      title: product.title,
      description: summary(product.description),
      canonical: url,
      image: product.imageCover.secure_url || undefined,
      type: 'product',
      jsonLd: [
        productJsonLd(product, url, deps.config.CURRENCY),
        breadcrumbList(origin, [
          HOME,
          SHOP,
          category,
          { name: product.title, path: productPath(product) },
        ]),
      ],
    },
    queries: [
      { queryKey: ['product', idOrSlug], data: { ...product, reviews } },
      {
        queryKey: ['settings'],
        data: { currency: deps.config.CURRENCY, timeZone: deps.config.SHOP_TIME_ZONE },
      },
    ],
  };
}

/**
 * A public storefront page: its head, and for the pages rendered on the server (the product's)
 * their data. undefined and null as for storefrontPageHead.
 */
export async function storefrontPage(
  deps: PageDeps,
  match: StorefrontMatch,
  search: URLSearchParams,
  origins: Origins,
): Promise<StorefrontPage | null | undefined> {
  if (match.route === '/product/:id') {
    return productPage(deps, Object.values(match.params)[0] ?? '', origins);
  }
  const head = await storefrontPageHead(deps, match, search, origins);
  return head ? { head } : head;
}

/**
 * The head of a public storefront page (decision 102), from the API's own services; undefined
 * when the address names a product, category or content page that is not there, null for a
 * page with no head of its own (a visitor's pages and the admin's: the shell's).
 */
export async function storefrontPageHead(
  deps: PageDeps,
  match: StorefrontMatch,
  search: URLSearchParams,
  origins: Origins,
): Promise<PageHead | null | undefined> {
  const origin = origins.store;
  const key = Object.values(match.params)[0] ?? '';
  const simple = (title: string, path: string, description: string): PageHead => ({
    title,
    description,
    canonical: `${origin}${path}`,
    type: 'website',
    jsonLd: [breadcrumbList(origin, [HOME, { name: title, path }])],
  });
  switch (match.route) {
    case '/':
    case '/home':
      return {
        description: HOME_DESCRIPTION,
        canonical: `${origin}/`,
        type: 'website',
        jsonLd: homeJsonLd(origin),
      };
    case '/shop':
      return {
        ...simple('Shop', '/shop', `Every product of ${SHOP_NAME}. ${SHOP_DESCRIPTION}`),
        canonical: `${origin}/shop${canonicalShopQuery(search)}`,
      };
    case '/brands':
      return simple('Brands', '/brands', `The brands ${SHOP_NAME} sells. ${SHOP_DESCRIPTION}`);
    case '/product/:id':
      return (await productPage(deps, key, origins))?.head;
    case '/category/:slug': {
      const row = await findPageCategory(deps.db, key);
      if (!row) return undefined;
      const category = { ...row, image: imageOut(row.image, origins.images) };
      const path = categoryPath(category.slug);
      return {
        title: category.name,
        description: `${category.name} at ${SHOP_NAME}: ${SHOP_DESCRIPTION}`,
        canonical: `${origin}${path}`,
        image: category.image.secure_url || undefined,
        type: 'website',
        jsonLd: [breadcrumbList(origin, [HOME, SHOP, { name: category.name, path }])],
      };
    }
    case '/brand/:slug': {
      const row = await findPageBrand(deps.db, key);
      if (!row) return undefined;
      const image = imageOut(row.image, origins.images).secure_url;
      const path = brandPath(row.slug);
      return {
        title: row.name,
        description: `${row.name} at ${SHOP_NAME}: ${SHOP_DESCRIPTION}`,
        canonical: `${origin}${path}`,
        image: image || undefined,
        type: 'website',
        jsonLd: [breadcrumbList(origin, [HOME, BRANDS, { name: row.name, path }])],
      };
    }
    case '/about':
    case '/pages/:slug': {
      const slug = match.route === '/about' ? 'about' : key;
      const page = await findPublishedPage(deps.db, slug);
      if (!page)
        return match.route === '/about' ? simple('About', '/about', HOME_DESCRIPTION) : undefined;
      const path = slug === 'about' ? '/about' : `/pages/${encodeURIComponent(slug)}`;
      return simple(page.title, path, summary(plainText(page.body)) || HOME_DESCRIPTION);
    }
    default:
      return null;
  }
}
