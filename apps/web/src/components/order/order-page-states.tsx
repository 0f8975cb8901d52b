import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';

/** The order page while its order loads: the heading and both columns as placeholders. */
export function OrderPageSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading the order</span>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="mt-3 h-5 w-40" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <Skeleton height={240} />
          <Skeleton height={200} />
        </div>
        <div className="grid gap-6">
          <Skeleton height={180} />
          <Skeleton height={140} />
        </div>
      </div>
    </div>
  );
}

/**
 * An unknown order, or one of another customer (the API answers both with 404, so ids and
 * numbers cannot be probed): a clear message and the way back.
 */
export function OrderNotFound(props: { back: { to: string; label: string } }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Order not found</h1>
      <p className="text-muted">There is no order at this address, or it is not yours to see.</p>
      <Link to={props.back.to} className={buttonClasses({ className: 'mt-2' })}>
        {props.back.label}
      </Link>
    </div>
  );
}

/** Any other failure: what went wrong and Try again. */
export function OrderLoadError(props: { error: unknown; onRetry: () => void }) {
  return (
    <LoadError
      title="Could not load this order"
      headingLevel={1}
      message={getErrorMessage(props.error, 'Something went wrong. Please try again.')}
      onRetry={props.onRetry}
    />
  );
}
