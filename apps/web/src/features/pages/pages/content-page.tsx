import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHtml } from '@/components/ui/page-html';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { pageQueryOptions } from '../api/pages';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/**
 * One of the shop's content pages (About, Delivery, Returns…): /pages/{slug}, and /about for
 * the about page. An unpublished or unknown page is "not found".
 */
export default function ContentPage(props: { slug?: string }) {
  const params = useParams();
  const slug = props.slug ?? params.slug ?? '';
  const page = useQuery(pageQueryOptions(slug));
  const notFound = page.error instanceof ApiError && page.error.status === 404;

  usePageTitle(notFound ? 'Page not found' : page.data?.title);

  if (notFound) {
    return (
      <section className="container-page">
        <EmptyState
          headingLevel={2}
          title="Page not found"
          description="This page does not exist or is not published."
          link={{ to: paths.home.getHref(), label: 'Back to home' }}
        />
      </section>
    );
  }

  if (page.isError) {
    return (
      <section className="container-page">
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-2xl font-bold">We could not load this page</h1>
          <p className="text-muted">Check your connection and try again.</p>
          <Button
            variant="outline"
            onClick={() => void page.refetch()}
            isLoading={page.isRefetching}
          >
            Try again
          </Button>
        </div>
      </section>
    );
  }

  if (page.isPending) {
    return (
      <section className="container-page py-10">
        <span role="status" className="sr-only">
          Loading page
        </span>
        <Skeleton className="mb-6 h-10 w-64" />
        <div className="flex max-w-prose flex-col gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </section>
    );
  }

  return (
    <article className="container-page py-10" aria-labelledby="content-page-title">
      <h1 id="content-page-title" className="mb-2 text-3xl font-bold">
        {page.data.title}
      </h1>
      <p className="mb-8 text-sm text-muted">
        Updated{' '}
        <time dateTime={page.data.updatedAt}>
          {dateFormat.format(new Date(page.data.updatedAt))}
        </time>
      </p>
      <PageHtml html={page.data.html} />
    </article>
  );
}
