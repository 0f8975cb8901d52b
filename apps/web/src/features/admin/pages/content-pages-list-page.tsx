import type { AdminContentPage } from '@electro/shared';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteContentPage, useContentPages, useSaveContentPage } from '../api/content-pages';
import { ManagedList } from '../components/managed-list';
import { useClientTable } from '../hooks/use-client-table';
import type { AdminColumn } from '../components/admin-table';
import { DeleteReport } from '../components/delete-report';
import { PageHeader } from '../components/page-header';
import { rem } from '../hooks/use-cards-below';
import { useDeleteRows } from '../hooks/use-delete-rows';

type Row = AdminContentPage;

/** Publishes or hides a page from the list, without opening it. */
function PublishToggle({ page }: { page: Row }) {
  const save = useSaveContentPage();
  const toggle = async () => {
    try {
      await save.mutateAsync({ id: page.id, published: !page.published });
      toast.success(page.published ? `“${page.title}” is hidden` : `“${page.title}” is published`);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to update page.'));
    }
  };
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        role="switch"
        className="h-4 w-4 accent-primary"
        checked={page.published}
        disabled={save.isPending}
        aria-label={`Published: ${page.title}`}
        onChange={() => void toggle()}
      />
      <span className={page.published ? 'font-medium' : 'text-muted'}>
        {page.published ? 'Published' : 'Draft'}
      </span>
    </label>
  );
}

const columns: AdminColumn<Row>[] = [
  {
    id: 'title',
    header: 'Title',
    primary: true,
    cell: (page) => <span className="font-medium">{page.title}</span>,
  },
  {
    id: 'address',
    header: 'Address',
    cell: (page) => (
      // The storefront's page, in a new tab so the list stays open.
      <a
        href={paths.page.getHref(page.slug)}
        target="_blank"
        rel="noopener"
        className="font-mono text-sm break-all text-primary underline-offset-2 hover:underline"
      >
        /pages/{page.slug}
      </a>
    ),
  },
  { id: 'published', header: 'Status', cell: (page) => <PublishToggle page={page} /> },
];

/** The shop's content pages (decision 079): few, so searched and paged in the browser. */
export default function ContentPagesListPage() {
  usePageTitle('Pages');
  const query = useContentPages();
  const table = useClientTable(query.data ?? [], (page) => `${page.title} ${page.slug}`);
  const remove = useDeleteContentPage();

  const { failures, dismissFailures, onDelete, onDeleteSelected } = useDeleteRows({
    remove: (page: Row) => remove.mutateAsync(page.id),
    id: (page) => page.id,
    name: (page) => page.title,
    failureMessage: (error) => getErrorMessage(error, 'Failed to delete page.'),
    deletedOne: 'Page deleted successfully',
    many: 'pages',
    bulkFailure: (failed, chosen) => `${failed.length} of ${chosen} pages could not be deleted.`,
  });

  return (
    <>
      <PageHeader
        title="Pages"
        actions={
          <Link to={paths.adminPagesAdd.getHref()} className={buttonClasses({ size: 'sm' })}>
            <Plus aria-hidden="true" size={16} />
            Add Page
          </Link>
        }
      />
      <div className="flex flex-col gap-4">
        <DeleteReport failures={failures} onDismiss={dismissFailures} />
        <ManagedList
          caption="Pages"
          noun={{ one: 'page', many: 'pages' }}
          columns={columns}
          {...table.controls}
          searchPlaceholder="Search by title or address"
          isLoading={query.isPending}
          isFetching={query.isFetching}
          error={query.isError ? 'Failed to fetch pages. Please try again.' : null}
          onRetry={() => void query.refetch()}
          emptyMessage={
            table.search.trim() ? `No pages match “${table.search.trim()}”.` : 'No pages yet.'
          }
          rowName={(page) => page.title}
          editHref={(page) => paths.adminPage.getHref(page.id)}
          onDelete={onDelete}
          onDeleteSelected={onDeleteSelected}
          minTableWidth={rem(40)}
        />
      </div>
    </>
  );
}
