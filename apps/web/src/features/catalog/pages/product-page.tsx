import { RETURN_WINDOW_DAYS } from '@electro/shared';
import type { ProductWithReviews } from '@electro/shared';
import {
  Suspense,
  lazy,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useTokenClaims } from '@/lib/auth-token';
import { useInteractiveMark } from '@/lib/hydration';
import { toast } from '@/lib/toast';
import { ProductGallery } from '../components/product-gallery';
import { useDeleteReview, useProduct } from '../components/product-queries';
import { ProductRelated } from '../components/product-related';
import { ReviewList } from '../components/product-reviews';
import { ProductSummary } from '../components/product-summary';
import { ProductTabs } from '../components/product-tabs';

const ReviewForm = lazy(() => import('../components/product-review-form'));

/** /product/:id (docs/PRODUCT.md §2 Product details). */
export default function ProductPage() {
  const { id = '' } = useParams();
  // Marked once React handles the page's input, whatever it shows (decision 101).
  useInteractiveMark();
  // The product's answer is rendered in a background render that React slices, not in the
  // blocking render a query update gets (useSyncExternalStore): the skeleton stays up for that
  // render, and the details, the page's largest render, never block input for long.
  const query = useDeferredValue(useProduct(id));
  usePageTitle(query.data?.title ?? (query.isError ? 'Product not found' : 'Product details'));

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
        <h1 className="text-2xl font-bold">
          {notFound ? 'Product not found' : 'Could not load this product'}
        </h1>
        <p className="text-muted">
          {notFound
            ? 'This product does not exist or is no longer sold.'
            : getErrorMessage(query.error, 'Something went wrong. Please try again.')}
        </p>
        <div className="flex gap-2">
          {notFound ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
          <Link
            to={paths.shop.getHref()}
            className={buttonClasses({ variant: notFound ? 'primary' : 'outline' })}
          >
            Back to the shop
          </Link>
        </div>
      </div>
    );
  }
  // A new id starts with the first picture and the first tab.
  return <ProductDetails key={query.data._id} product={query.data} />;
}

function ProductDetails({ product }: { product: ProductWithReviews }) {
  const [tab, setSelectedTab] = useState('description');
  // The review form's chunk loads when the Reviews tab is first opened, then stays.
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const setTab = (id: string) => {
    setSelectedTab(id);
    if (id === 'reviews') setReviewsOpened(true);
  };
  const tabsRef = useRef<HTMLDivElement>(null);
  const images = [product.imageCover.secure_url, ...product.images.map((image) => image.secure_url)]
    .filter(Boolean)
    .filter((url, index, all) => all.indexOf(url) === index);

  const showReviews = () => {
    setTab('reviews');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs
        className="mb-6"
        currentClassName="max-w-[16rem] truncate"
        items={[
          { label: 'Home', href: paths.home.getHref() },
          { label: 'Shop', href: paths.shop.getHref() },
          { label: product.category.name, href: paths.category.getHref(product.category.slug) },
          { label: product.title },
        ]}
      />

      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery title={product.title} images={images} />
        <ProductSummary product={product} onShowReviews={showReviews} />
      </div>

      <div ref={tabsRef} className="mt-12 scroll-mt-28">
        <ProductTabs
          label="Product information"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'description',
              label: 'Description',
              content: (
                <p className="max-w-3xl whitespace-pre-line text-fg">{product.description}</p>
              ),
            },
            {
              id: 'reviews',
              label: `Reviews (${product.rateNum})`,
              content: <ProductReviews product={product} formOpened={reviewsOpened} />,
            },
            {
              id: 'shipping',
              label: 'Shipping & Returns',
              hideOnSmall: true,
              content: <ShippingAndReturns />,
            },
            {
              id: 'faq',
              label: 'FAQ',
              content: <p className="text-muted">FAQ content...</p>,
            },
          ]}
        />
      </div>

      <ProductRelated productId={product._id} categorySlug={product.category.slug} />
    </div>
  );
}

/**
 * The reviews and the Add Review form. A customer who has reviewed the product sees their review
 * in the list with Delete, and no form: one review per customer (docs/API.md), so a second try
 * could only be refused with "Your are already reviewed".
 */
function ProductReviews({
  product,
  formOpened,
}: {
  product: ProductWithReviews;
  formOpened: boolean;
}) {
  const userId = useTokenClaims()?.userId;
  const ownReview = userId
    ? product.reviews.find((review) => review.createdBy._id === userId)
    : undefined;
  const [deleting, setDeleting] = useState<string | null>(null);
  const deleteReview = useDeleteReview(product._id);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const refocusList = useRef(false);
  // The Delete button that opened the dialog goes with the review. Once the dialog has closed
  // and the list no longer shows the review, keyboard focus goes to the list, not to the top of
  // the page.
  const ownReviewId = ownReview?._id;
  useEffect(() => {
    if (deleting !== null || ownReviewId || !refocusList.current) return;
    refocusList.current = false;
    focusIfLost(listHeading.current);
  }, [deleting, ownReviewId]);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteReview.mutateAsync(deleting).then(
      (response) => {
        refocusList.current = true;
        setDeleting(null);
        toast.success(response.message || 'Review deleted successfully');
      },
      (error: unknown) => {
        setDeleting(null);
        toast.error(getErrorMessage(error, 'Failed to delete review.'));
      },
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <h2 ref={listHeading} tabIndex={-1} className="mb-4 text-lg font-semibold">
          Customer reviews
        </h2>
        <ReviewList
          reviews={product.reviews}
          ownUserId={userId}
          onDelete={(review) => setDeleting(review._id)}
        />
      </div>
      {ownReview ? (
        <OwnReviewNote />
      ) : formOpened ? (
        <Suspense fallback={<ReviewFormFallback />}>
          <ReviewForm productId={product._id} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete your review?"
        description="Your rating and comment are removed from this product. You can write a new review afterwards."
        confirmLabel="Delete review"
        isLoading={deleteReview.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** Focuses `element` when the focus was lost (to the page's body) by a removed control. */
function focusIfLost(element: HTMLElement | null) {
  if (!document.activeElement || document.activeElement === document.body) element?.focus();
}

/**
 * In place of the form once the customer has reviewed. Right after a review it replaces the
 * form that had the focus, so it takes the focus for a keyboard user to carry on from: in the
 * commit that removes the form, not after the paint, so that no moment leaves it on the page.
 */
function OwnReviewNote() {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => focusIfLost(heading.current), []);
  return (
    <div className="self-start rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Thanks for your review
      </h2>
      <p className="mt-1 text-muted">
        Your review is in the list. To write a new one, delete it first.
      </p>
    </div>
  );
}

function ShippingAndReturns() {
  return (
    <div className="flex max-w-3xl flex-col gap-3">
      <h2 className="text-lg font-semibold">{RETURN_WINDOW_DAYS}-day return policy</h2>
      <p>
        You can return a product within {RETURN_WINDOW_DAYS} days of delivery. To be accepted, a
        return must meet these conditions:
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>The item is unused and in the same condition as you received it.</li>
        <li>It comes in its original packaging.</li>
        <li>You include the receipt or another proof of purchase.</li>
      </ul>
      <p>
        Once we have received and inspected the item, the refund is made to your original method of
        payment.
      </p>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="container-page py-6 sm:py-8" role="status" aria-live="polite">
      <span className="sr-only">Loading product</span>
      <Skeleton className="mb-6 w-64" height={20} />
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="w-40" height={20} />
          <Skeleton className="w-3/4" height={36} />
          <Skeleton className="w-48" height={24} />
          <Skeleton className="w-32" height={36} />
          <Skeleton height={96} />
          <Skeleton className="w-56" height={48} />
        </div>
      </div>
    </div>
  );
}

function ReviewFormFallback() {
  return (
    <div className="grid min-h-80 place-items-center rounded-xl border border-border bg-surface">
      <Spinner label="Loading the review form" />
    </div>
  );
}
