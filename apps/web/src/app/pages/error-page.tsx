import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { isChunkLoadError } from '@/lib/lazy-with-retry';

const CHUNK_MESSAGE = 'This page could not be loaded. Check your connection and try again.';
const NETWORK_MESSAGE = 'The store could not be reached. Check your connection and try again.';
const GENERIC_MESSAGE = 'Something went wrong on this page. Please try again.';

/**
 * A sentence for the shopper: the server's own message with its status, else what happened in
 * plain words. Never the error's text as it is: it may hold a file address or a stack.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return `${error.status} ${error.message}`;
    return error.status === 0 ? NETWORK_MESSAGE : `${error.status} ${GENERIC_MESSAGE}`;
  }
  return isChunkLoadError(error) ? CHUNK_MESSAGE : GENERIC_MESSAGE;
}

/** docs/PRODUCT.md §2: 'Unexpected Application Error!' with the status or message. */
export function ErrorPage({
  error,
  inLayout = false,
  onRetry,
}: {
  error: unknown;
  inLayout?: boolean;
  /** Renders the page again (a chunk that failed is fetched again). */
  onRetry?: () => void;
}) {
  usePageTitle('Error');
  const content = (
    <section className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted">{describeError(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <a
          href={paths.home.getHref()}
          onClick={(event) => {
            // A full reload: the failure may be a stale chunk after a deploy.
            event.preventDefault();
            location.assign(paths.home.getHref());
          }}
          className={buttonClasses({ variant: onRetry ? 'outline' : 'primary' })}
        >
          Back to home
        </a>
      </div>
    </section>
  );
  return inLayout ? content : <main id="main">{content}</main>;
}
