import { BRANDS_PAGE_SKIP, SKELETON_DEFAULTS } from '@electro/shared';
import type { Brand } from '@electro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBrands } from '@/api/brands';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/api/session';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { BrandCard } from '../components/brand-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';

const DELETE_FAILED = 'Failed to delete Brand.';
const GRID = 'grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';

/**
 * The server's reason when it gave one (409: products still use the brand), else docs/PRODUCT.md
 * §8.
 */
function deleteErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500
    ? error.message
    : DELETE_FAILED;
}

/**
 * docs/PRODUCT.md §2 Brands page: every brand but the first 4 (docs/PRODUCT.md §9
 * BRANDS_PAGE_SKIP), and a link to all of them.
 */
export default function BrandsPage() {
  usePageTitle('Brands');
  const { isAdmin } = useSession();
  const { data, isPending, isError, refetch, isRefetching } = useBrands();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Brand | null>(null);

  const remove = useMutation({
    mutationFn: (brand: Brand) => api.delete(`/brands/${encodeURIComponent(brand._id)}`),
    onSuccess: (_response, brand) => {
      queryClient.setQueryData<Brand[]>(queryKeys.brands, (brands) =>
        brands?.filter((item) => item._id !== brand._id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands });
      toast.success('Brand deleted successfully');
    },
    onError: (error) => toast.error(deleteErrorMessage(error)),
    onSettled: () => setPending(null),
  });

  // The page leaves out the first 4 brands (docs/PRODUCT.md §2); ?all=1 shows every brand.
  const [searchParams] = useSearchParams();
  const showAll = searchParams.get('all') === '1';
  const brands = (showAll ? data : data?.slice(BRANDS_PAGE_SKIP)) ?? [];
  const hidden = (data?.length ?? 0) - brands.length;

  return (
    <section className="container-page py-10">
      <h1 className="mb-8 text-3xl font-bold">Brands</h1>
      {isPending ? (
        <div role="status" className={GRID}>
          <span className="sr-only">Loading brands</span>
          {Array.from({ length: SKELETON_DEFAULTS.count }, (_, index) => (
            <div key={index} className="overflow-hidden rounded-xl border border-border">
              <Skeleton className="aspect-square rounded-none" />
              <div className="p-4">
                <Skeleton className="mx-auto h-7 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : isError ? (
        <LoadError
          title="We could not load the brands"
          message="Check your connection and try again."
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : brands.length === 0 ? (
        <EmptyState
          title="No brands to show"
          description="New brands are on their way. Meanwhile, browse every product in the shop."
          link={{ to: paths.shop.getHref(), label: 'Go to the shop' }}
        />
      ) : (
        <ul className={GRID}>
          {brands.map((brand) => (
            <li key={brand._id} className="flex">
              <BrandCard
                brand={brand}
                isAdmin={isAdmin}
                onDelete={setPending}
                isDeleting={remove.isPending && remove.variables?._id === brand._id}
              />
            </li>
          ))}
        </ul>
      )}
      {!isPending && !isError && hidden > 0 ? (
        <p className="mt-8 text-center">
          <Link
            to={`${paths.brands.getHref()}?all=1`}
            className="inline-flex min-h-11 items-center rounded-lg border border-border px-5 font-semibold text-primary hover:bg-surface"
          >
            See all {data?.length ?? 0} brands
          </Link>
        </p>
      ) : null}
      {isAdmin ? (
        <ConfirmDialog
          open={pending !== null}
          title={`Delete ${pending?.name ?? 'this brand'}?`}
          description="The brand and its image are removed for good. A brand that products still use cannot be deleted."
          isLoading={remove.isPending}
          onConfirm={() => pending && remove.mutate(pending)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
