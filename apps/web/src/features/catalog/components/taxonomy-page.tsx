import { CATEGORY_PAGE_SIZE, type Category } from '@electro/shared';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProductCard } from '@/api/product-card';
import { brandQueryOptions } from '@/api/brands';
import { categoryQueryOptions } from '@/api/categories';
import { productsParamsToSearchParams, useProducts } from '@/api/products';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGrid } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useInteractiveMark } from '@/lib/hydration';

/** A category's or a brand's query: the two answer in one shape (docs/API.md). */
type EntityQuery = (slug: string) => UseQueryOptions<Category, Error, Category, readonly unknown[]>;

/** What differs between a category's page and a brand's. */
const KINDS = {
  category: {
    noun: 'category',
    Noun: 'Category',
    options: categoryQueryOptions as EntityQuery,
    // Where the product page's breadcrumbs put a category: under the shop.
    parent: { label: 'Shop', href: paths.shop.getHref() },
    emptyTitle: 'No products in this category yet',
  },
  brand: {
    noun: 'brand',
    Noun: 'Brand',
    options: brandQueryOptions as EntityQuery,
    parent: { label: 'Brands', href: paths.brands.getHref() },
    emptyTitle: 'No products of this brand yet',
  },
} as const;

export type TaxonomyKind = keyof typeof KINDS;

/**
 * docs/PRODUCT.md §2 Category page, and a brand's page made the same way (decision 103): the
 * name as title and heading under breadcrumbs, the first 8 products, and a way on to the rest
 * of them in the shop, filtered. Rendered on the server as well (the API gives it the name and
 * the products under these very query keys).
 */
export function TaxonomyPage({ kind, slug }: { kind: TaxonomyKind; slug: string }) {
  const { noun, Noun, options, parent, emptyTitle } = KINDS[kind];
  const filter = kind === 'category' ? { category: [slug] } : { brand: [slug] };
  useInteractiveMark();
  const entity = useQuery(options(slug));
  const notFound = entity.error instanceof ApiError && entity.error.status === 404;
  // The products ask by slug, so they load alongside the name instead of after it.
  const products = useProducts(
    { ...filter, limit: CATEGORY_PAGE_SIZE },
    { enabled: slug !== '' && !notFound },
  );

  usePageTitle(notFound ? `${Noun} not found` : entity.data?.name);

  if (notFound) {
    return (
      <section className="container-page">
        <EmptyState
          title={`${Noun} not found`}
          description={`This ${noun} does not exist or has been removed.`}
          link={{ to: paths.shop.getHref(), label: 'Browse the shop' }}
        />
      </section>
    );
  }

  if (entity.isError) {
    return (
      <section className="container-page">
        <LoadError
          title={`We could not load this ${noun}`}
          headingLevel={1}
          message="Check your connection and try again."
          onRetry={() => void entity.refetch()}
          retrying={entity.isRefetching}
        />
      </section>
    );
  }

  const list = products.data?.products.slice(0, CATEGORY_PAGE_SIZE) ?? [];
  // keepPreviousData shows the last page's products while this one's load: hide them.
  const productsLoading = products.isPending || products.isPlaceholderData;
  const shopHref = `${paths.shop.getHref()}?${productsParamsToSearchParams(filter)}`;

  return (
    <section className="container-page py-10">
      <Breadcrumbs
        className="mb-4"
        items={[
          { label: 'Home', href: paths.home.getHref() },
          { label: parent.label, href: parent.href },
          ...(entity.data ? [{ label: entity.data.name }] : []),
        ]}
      />
      {entity.isPending ? (
        <>
          <Skeleton className="mb-8 h-10 w-56" />
          <span role="status" className="sr-only">
            Loading {noun}
          </span>
        </>
      ) : (
        <h1 className="mb-8 text-3xl font-bold">{entity.data.name}</h1>
      )}
      {productsLoading ? (
        <SkeletonGrid count={CATEGORY_PAGE_SIZE} height={420} label="Loading products" />
      ) : products.isError ? (
        <LoadError
          message={`We could not load the products of this ${noun}.`}
          onRetry={() => void products.refetch()}
          retrying={products.isRefetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          description="New devices arrive every week. Meanwhile, have a look around the shop."
          link={{ to: paths.shop.getHref(), label: 'Browse the shop' }}
        />
      ) : (
        <>
          {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
          <h2 className="sr-only">Products</h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {list.map((product, index) => (
              <li key={product._id} className="flex">
                <ProductCard product={product} priority={index < 4} className="w-full" />
              </li>
            ))}
          </ul>
          {/* The page shows the first 8 (docs/PRODUCT.md §2); the shop, filtered, has the rest. */}
          {entity.data && (products.data?.totalProducts ?? 0) > list.length ? (
            <p className="mt-8 text-center">
              <Link
                to={shopHref}
                className="inline-flex min-h-11 items-center rounded-lg border border-border px-5 font-semibold text-primary hover:bg-surface"
              >
                See all {products.data?.totalProducts} in {entity.data.name}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
