import { CATEGORY_PAGE_SIZE } from '@electro/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ProductCard } from '@/api/product-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGrid } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { productsParamsToSearchParams, useProducts } from '@/api/products';
import { categoryQueryOptions } from '@/api/categories';
import { ApiError } from '@/lib/api-client';

/**
 * docs/PRODUCT.md §2 Category page: the category's name as title and heading, its first 8
 * products, and a way on to the rest of them in the shop.
 */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const category = useQuery(categoryQueryOptions(slug));
  const notFound = category.error instanceof ApiError && category.error.status === 404;
  // The products ask by slug, so they load alongside the category instead of after it.
  const products = useProducts(
    { category: [slug], limit: CATEGORY_PAGE_SIZE },
    { enabled: slug !== '' && !notFound },
  );

  usePageTitle(notFound ? 'Category not found' : category.data?.name);

  if (notFound) {
    return (
      <section className="container-page">
        <EmptyState
          title="Category not found"
          description="This category does not exist or has been removed."
          link={{ to: paths.shop.getHref(), label: 'Browse the shop' }}
        />
      </section>
    );
  }

  if (category.isError) {
    return (
      <section className="container-page">
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-2xl font-bold">We could not load this category</h1>
          <p className="text-muted">Check your connection and try again.</p>
          <Button
            variant="outline"
            onClick={() => void category.refetch()}
            isLoading={category.isRefetching}
          >
            Try again
          </Button>
        </div>
      </section>
    );
  }

  const list = products.data?.products.slice(0, CATEGORY_PAGE_SIZE) ?? [];
  // keepPreviousData shows the last category's products while this one's load: hide them.
  const productsLoading = products.isPending || products.isPlaceholderData;

  return (
    <section className="container-page py-10">
      {category.isPending ? (
        <>
          <Skeleton className="mb-8 h-10 w-56" />
          <span role="status" className="sr-only">
            Loading category
          </span>
        </>
      ) : (
        <h1 className="mb-8 text-3xl font-bold">{category.data.name}</h1>
      )}
      {productsLoading ? (
        <SkeletonGrid count={CATEGORY_PAGE_SIZE} height={420} label="Loading products" />
      ) : products.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-muted">We could not load the products of this category.</p>
          <Button
            variant="outline"
            onClick={() => void products.refetch()}
            isLoading={products.isRefetching}
          >
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          title="No products in this category yet"
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
          {category.data && (products.data?.totalProducts ?? 0) > list.length ? (
            <p className="mt-8 text-center">
              <Link
                to={`${paths.shop.getHref()}?${productsParamsToSearchParams({ category: [slug] })}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-border px-5 font-semibold text-primary hover:bg-surface"
              >
                See all {products.data?.totalProducts} in {category.data.name}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
