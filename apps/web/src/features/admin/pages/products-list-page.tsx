import {
  ADMIN_PAGE_SIZE_DEFAULT,
  DISCOUNT_BADGE_THRESHOLD,
  SEARCH_DEBOUNCE_MS,
} from '@electro/shared';
import type { Product } from '@electro/shared';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { useProducts } from '@/api/products';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/products';
import { DataTable } from '../components/data-table';
import type { DataTableColumn } from '../components/data-table';
import { DeleteReport } from '../components/delete-report';
import type { DeleteFailure } from '../components/delete-report';
import { PageHeader } from '../components/page-header';
import { Thumbnail } from '../components/thumbnail';

const GALLERY_PREVIEW = 3;
const DELETE_FAILED = 'Failed to delete product. Please try again.';

const columns: DataTableColumn<Product>[] = [
  {
    id: 'title',
    header: 'Title',
    className: 'min-w-48',
    cell: (product) => (
      <div>
        <span className="line-clamp-2 font-medium">{product.title}</span>
        <span className="text-xs text-muted">
          {product.category.name} · {product.brand.name} · {product.stock} in stock
        </span>
      </div>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    className: 'whitespace-nowrap',
    cell: (product) => (
      <Price
        value={product.priceAfterDiscount}
        oldValue={product.discount > DISCOUNT_BADGE_THRESHOLD ? product.price : undefined}
      />
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    className: 'whitespace-nowrap',
    cell: (product) => (
      <span className="inline-flex items-center gap-1">
        <Rating value={product.rateAvg} size={14} />
        <span className="text-xs text-muted">({product.rateNum})</span>
      </span>
    ),
  },
  {
    id: 'cover',
    header: 'Cover',
    cell: (product) => (
      <Thumbnail src={product.imageCover.secure_url} alt={`${product.title} cover`} />
    ),
  },
  {
    id: 'images',
    header: 'Images',
    cell: (product) =>
      product.images.length === 0 ? (
        <span className="text-muted">None</span>
      ) : (
        <span className="flex items-center gap-1">
          {product.images.slice(0, GALLERY_PREVIEW).map((image, index) => (
            <Thumbnail
              key={image.public_id}
              src={image.secure_url}
              alt={`${product.title} image ${index + 1}`}
            />
          ))}
          {product.images.length > GALLERY_PREVIEW ? (
            <span className="text-xs text-muted">+{product.images.length - GALLERY_PREVIEW}</span>
          ) : null}
        </span>
      ),
  },
];

/** Product List: search and pages come from the API, so it scales with the catalogue. */
export default function ProductsListPage() {
  usePageTitle('Products');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_PAGE_SIZE_DEFAULT);
  const [failures, setFailures] = useState<DeleteFailure[]>([]);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useProducts({
    search: term || undefined,
    page,
    limit: pageSize,
    sort: '-createdAt',
  });
  const remove = useDeleteProduct();

  const totalPages = query.data?.totalPages ?? 1;
  // A delete can remove the last page.
  if (query.data && !query.isPlaceholderData && page > 1 && page > totalPages) {
    setPage(Math.max(totalPages, 1));
  }

  const tryDelete = async (product: Product): Promise<DeleteFailure | null> => {
    try {
      await remove.mutateAsync(product._id);
      return null;
    } catch {
      return { id: product._id, name: product.title, message: DELETE_FAILED };
    }
  };

  const onDelete = async (product: Product) => {
    const failure = await tryDelete(product);
    setFailures(failure ? [failure] : []);
    if (failure) toast.error(DELETE_FAILED);
    else toast.success('Product deleted successfully');
  };

  const onDeleteSelected = async (chosen: Product[]) => {
    const failed: DeleteFailure[] = [];
    const deleted: string[] = [];
    for (const product of chosen) {
      const failure = await tryDelete(product);
      if (failure) failed.push(failure);
      else deleted.push(product._id);
    }
    setFailures(failed);
    if (deleted.length === 1) toast.success('Product deleted successfully');
    if (deleted.length > 1) toast.success(`${deleted.length} products deleted successfully`);
    if (failed.length > 0) toast.error(DELETE_FAILED);
    return deleted;
  };

  const visibleSearch = search.trim();
  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <Link to={paths.adminProductsAdd.getHref()} className={buttonClasses({ size: 'sm' })}>
            <Plus aria-hidden="true" size={16} />
            Add Product
          </Link>
        }
      />
      <div className="flex flex-col gap-4">
        <DeleteReport failures={failures} onDismiss={() => setFailures([])} />
        <DataTable
          caption="Products"
          noun={{ one: 'product', many: 'products' }}
          columns={columns}
          rows={query.data?.products ?? []}
          totalRows={query.data?.totalProducts ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          search={search}
          onSearchChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
          searchPlaceholder="Search by title"
          isLoading={query.isPending}
          isFetching={query.isFetching}
          error={query.isError ? 'Failed to fetch products. Please try again.' : null}
          onRetry={() => void query.refetch()}
          emptyMessage={
            visibleSearch ? `No products match “${visibleSearch}”.` : 'No products yet.'
          }
          rowName={(product) => product.title}
          editHref={(product) => paths.adminProduct.getHref(product._id)}
          onDelete={onDelete}
          onDeleteSelected={onDeleteSelected}
        />
      </div>
    </>
  );
}
