import type { Review } from '@electro/shared';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Rating } from '@/components/ui/rating';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteReview, useReviewsPage } from '../api/reviews';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { PageHeader } from '../components/page-header';
import { rem } from '../hooks/use-cards-below';

const REVIEWS_PER_PAGE = 20;
const DELETE_FAILED = 'Failed to delete review.';

/** Review moderation: the newest reviews, with product and author; one can be deleted. */
export default function ReviewsPage() {
  usePageTitle('Reviews');
  const [page, setPage] = useState(1);
  const query = useReviewsPage(page, REVIEWS_PER_PAGE);
  const remove = useDeleteReview();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const reviews = query.data?.reviews ?? [];
  // GET /reviews answers pages without a total: a full page may have another after it.
  const hasNext = reviews.length === REVIEWS_PER_PAGE;
  if (query.data && !query.isPlaceholderData && page > 1 && reviews.length === 0) {
    setPage(page - 1);
  }

  const onDelete = async (review: Review) => {
    const confirmed = await confirm({
      title: 'Delete review?',
      description: (
        <>
          The review of “{review.productId.title}” by {review.createdBy.name} will be deleted and
          the product’s rating recounted. This cannot be undone.
        </>
      ),
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    setBusyId(review._id);
    try {
      await remove.mutateAsync(review._id);
      toast.success('Review deleted successfully');
    } catch (error) {
      toast.error(getErrorMessage(error, DELETE_FAILED));
    } finally {
      setBusyId(null);
    }
  };

  const columns: AdminColumn<Review>[] = [
    {
      id: 'product',
      header: 'Product',
      className: 'min-w-40',
      cell: (review) => (
        <Link
          to={paths.product.getHref(review.productId._id)}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {review.productId.title}
        </Link>
      ),
    },
    {
      id: 'author',
      header: 'Author',
      className: 'whitespace-nowrap',
      cell: (review) => review.createdBy.name,
    },
    {
      id: 'rating',
      header: 'Rating',
      className: 'whitespace-nowrap',
      cell: (review) => <Rating value={review.rate} size={14} />,
    },
    {
      id: 'text',
      header: 'Review',
      className: 'min-w-56',
      cell: (review) => <p className="line-clamp-4 break-words">{review.comment}</p>,
    },
    {
      id: 'date',
      header: 'Date',
      className: 'whitespace-nowrap tabular-nums',
      cell: (review) => review.createdAt.slice(0, 10),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'w-12 text-right',
      cell: (review) => (
        <button
          type="button"
          aria-label={`Delete the review of ${review.productId.title} by ${review.createdBy.name}`}
          title="Delete"
          disabled={busyId !== null}
          onClick={() => void onDelete(review)}
          className="inline-grid h-9 w-9 place-items-center rounded-md text-danger hover:bg-surface disabled:opacity-50"
        >
          {busyId === review._id ? (
            <Spinner size={16} label="Deleting" />
          ) : (
            <Trash2 aria-hidden="true" size={18} />
          )}
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Reviews" description="The newest reviews first." />
      <div className="overflow-hidden rounded-xl border border-border bg-bg">
        <AdminTable
          caption="Reviews"
          columns={columns}
          rows={reviews}
          rowKey={(review) => review._id}
          isLoading={query.isPending}
          loadingLabel="Loading reviews"
          skeletonRows={5}
          error={query.isError ? 'Failed to fetch reviews. Please try again.' : null}
          onRetry={() => void query.refetch()}
          emptyMessage="No reviews yet."
          minTableWidth={rem(52)}
        />
        {page > 1 || hasNext ? (
          <nav
            aria-label="Reviews pages"
            className="flex items-center justify-end gap-3 border-t border-border p-3 text-sm"
          >
            <span className="text-muted">Page {page}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!hasNext || query.isPlaceholderData}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </nav>
        ) : null}
      </div>
      {dialog}
    </>
  );
}
