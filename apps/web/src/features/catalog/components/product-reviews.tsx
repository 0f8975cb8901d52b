import { RATING_MAX } from '@electro/shared';
import type { Review } from '@electro/shared';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import Trash2 from 'lucide-react/icons/trash-2';
import UserIcon from 'lucide-react/icons/user';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { Rating } from '@/components/ui/rating';

/** Review fields may be missing in old data: docs/PRODUCT.md §3 fallbacks. */
type ReviewView = Partial<Pick<Review, 'comment' | 'rate' | 'createdAt' | 'verifiedPurchase'>> & {
  _id: string;
  createdBy?: Partial<Review['createdBy']> | null;
};

// Made on first use: an Intl formatter loads locale data, which the page's first render skips.
let dateFormat: Intl.DateTimeFormat | undefined;
function formatDate(date: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  return dateFormat.format(date);
}

export type ReviewListProps = {
  reviews: ReviewView[];
  /** The signed-in customer: their own review is marked and offers Delete. */
  ownUserId?: string;
  onDelete?: (review: ReviewView) => void;
};

export function ReviewList({ reviews, ownUserId, onDelete }: ReviewListProps) {
  if (reviews.length === 0) {
    return <p className="text-muted">No reviews yet. Be the first to review this product.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-border">
      {reviews.map((review) => {
        const name = review.createdBy?.name || 'Anonymous';
        const avatar = review.createdBy?.profile?.secure_url;
        const rate = review.rate ?? 0;
        const isOwn = Boolean(ownUserId) && review.createdBy?._id === ownUserId;
        return (
          <li key={review._id} className="flex gap-4 py-4 first:pt-0">
            {/*
              A fixed square that crops: the picture fills it whatever its own shape (a wide
              photo was drawn as a small rectangle), and the default icon takes the same place.
            */}
            <span className="grid h-12 w-12 shrink-0 place-items-center overflow-hidden rounded-full bg-surface-2 text-muted">
              {avatar ? (
                <Img
                  src={avatar}
                  thumbnail={200}
                  sizes="48px"
                  alt={`${name}'s profile picture`}
                  width={48}
                  height={48}
                  className="h-full w-full object-cover"
                />
              ) : (
                <UserIcon aria-hidden="true" size={24} />
              )}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="font-semibold">
                  {name}
                  {isOwn ? <span className="font-normal text-muted"> (you)</span> : null}
                </p>
                {review.createdAt ? (
                  <time dateTime={review.createdAt} className="text-sm text-muted">
                    {formatDate(new Date(review.createdAt))}
                  </time>
                ) : null}
                {review.verifiedPurchase ? (
                  // The author has a delivered order of this product (contract v1.2).
                  <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
                    <BadgeCheckIcon size={16} aria-hidden="true" />
                    Verified purchase
                  </span>
                ) : null}
              </div>
              <Rating value={rate} label={`Rated ${rate} out of ${RATING_MAX}`} />
              <p className="break-words text-fg">{review.comment || 'No comment provided.'}</p>
              {isOwn && onDelete ? (
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1 gap-1.5 text-danger"
                    aria-label="Delete your review"
                    onClick={() => onDelete(review)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                    Delete
                  </Button>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
