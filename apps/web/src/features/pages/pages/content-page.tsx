import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHtml } from '@/components/ui/page-html';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { settingsQueryOptions } from '@/api/settings';
import { ApiError } from '@/lib/api-client';
import { useInteractiveMark } from '@/lib/hydration';
import { lazyWithRetry as lazy } from '@/lib/lazy-with-retry';
import { pageQueryOptions } from '../api/pages';

const ContactForm = lazy(() => import('../components/contact-form'));

/** The page whose form writes to the shop's owner (POST /contact), under its Markdown. */
export const CONTACT_PAGE_SLUG = 'contact';

/**
 * The day a page was updated, in the shop's time zone (GET /settings): the server renders the
 * page too (decision 103), and a date in the visitor's own zone could differ from its markup.
 */
function formatUpdated(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/**
 * One of the shop's content pages (About, Delivery, Returns…): /pages/{slug}, and /about for
 * the about page. An unpublished or unknown page is "not found".
 */
export default function ContentPage(props: { slug?: string }) {
  const params = useParams();
  const slug = props.slug ?? params.slug ?? '';
  useInteractiveMark();
  const page = useQuery(pageQueryOptions(slug));
  const timeZone = useQuery(settingsQueryOptions()).data?.timeZone;
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
        <LoadError
          title="We could not load this page"
          headingLevel={1}
          message="Check your connection and try again."
          onRetry={() => void page.refetch()}
          retrying={page.isRefetching}
        />
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
        <time dateTime={page.data.updatedAt}>{formatUpdated(page.data.updatedAt, timeZone)}</time>
      </p>
      <PageHtml html={page.data.html} />
      {page.data.slug === CONTACT_PAGE_SLUG ? (
        <Suspense fallback={<ContactFormSkeleton />}>
          <ContactForm />
        </Suspense>
      ) : null}
    </article>
  );
}

/** The form's place while its code loads, about its height, so the page does not jump. */
function ContactFormSkeleton() {
  return (
    <div className="mt-10 flex max-w-2xl flex-col gap-4 rounded-xl border border-border p-4 sm:p-6">
      <span role="status" className="sr-only">
        Loading the contact form
      </span>
      <Skeleton className="h-7 w-56" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}
