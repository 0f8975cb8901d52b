import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';

function describe(error: unknown): string {
  if (error instanceof ApiError) return `${error.status} ${error.message}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** docs/PRODUCT.md §2: 'Unexpected Application Error!' with the status or message. */
export function ErrorPage({ error, inLayout = false }: { error: unknown; inLayout?: boolean }) {
  usePageTitle('Error');
  const content = (
    <section className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted">{describe(error)}</p>
      <a
        href={`#${paths.home.getHref()}`}
        onClick={(event) => {
          // A full reload: the failure may be a stale chunk after a deploy.
          event.preventDefault();
          location.assign(`#${paths.home.getHref()}`);
          location.reload();
        }}
        className={buttonClasses()}
      >
        Back to home
      </a>
    </section>
  );
  return inLayout ? content : <main id="main">{content}</main>;
}
