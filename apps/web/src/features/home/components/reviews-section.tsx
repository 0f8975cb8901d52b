import { REVIEWS_CAROUSEL_BREAKPOINTS, REVIEWS_CAROUSEL_GAP } from '@electro/shared';
import type { Review } from '@electro/shared';
import Quote from 'lucide-react/icons/quote';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { Rating } from '@/components/ui/rating';
import { SkeletonGrid } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useReviews } from '../api/get-reviews';
import { reviewView } from '../lib/review-view';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { Carousel } from './carousel';
import { SectionHeader } from './section-header';

export function ReviewsSection() {
  const { ref, near } = useNearViewport<HTMLElement>();
  const { data: reviews, isPending, isError } = useReviews({ enabled: near });

  // docs/PRODUCT.md §8: no reviews, or a failed load, and the section is not there at all.
  if (isError || (!isPending && reviews.length === 0)) return null;

  return (
    <section ref={ref} aria-labelledby="home-reviews" className="container-page py-10">
      <SectionHeader id="home-reviews" title="Customer Reviews" />
      {!near ? (
        <div className="min-h-56" />
      ) : isPending ? (
        <SkeletonGrid count={4} columns={4} height={220} label="Loading reviews" />
      ) : (
        <Carousel
          label="Customer reviews"
          perView={REVIEWS_CAROUSEL_BREAKPOINTS}
          gap={REVIEWS_CAROUSEL_GAP}
          dots
          arrows
          slides={reviews.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        />
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const view = reviewView(review);
  return (
    <Link
      to={paths.product.getHref(review.productId._id)}
      title="View Product"
      className="flex h-full min-h-56 flex-col gap-4 rounded-xl border border-border bg-surface p-5 transition-colors hover:border-primary"
    >
      <div className="flex items-center gap-3">
        <Img
          src={view.avatar}
          thumbnail={200}
          sizes="48px"
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 shrink-0 rounded-full bg-surface-2 object-cover"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold">{view.name}</p>
          <Rating value={view.rate} size={14} />
        </div>
      </div>
      <Quote aria-hidden="true" size={20} className="text-primary" />
      <p className="line-clamp-4 text-muted">{view.comment}</p>
      <p className="mt-auto truncate text-sm font-medium text-primary">
        <span className="sr-only">View product: </span>
        {review.productId.title}
      </p>
    </Link>
  );
}
