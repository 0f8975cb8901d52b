import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useDeleteEntity, useEntities } from '../api/entities';
import type { Entity, EntityConfig } from '../api/entities';
import { ManagedList } from '../components/managed-list';
import { useClientTable } from '../hooks/use-client-table';
import type { AdminColumn } from '../components/admin-table';
import { DeleteReport } from '../components/delete-report';
import { PageHeader } from '../components/page-header';
import { Thumbnail } from '../components/thumbnail';
import { rem } from '../hooks/use-cards-below';
import { useDeleteRows } from '../hooks/use-delete-rows';

const columns: AdminColumn<Entity>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (entity) => <span className="font-medium">{entity.name}</span>,
  },
  {
    id: 'image',
    header: 'Image',
    cell: (entity) => <Thumbnail src={entity.image.secure_url} alt={`${entity.name} image`} />,
  },
];

/**
 * 409 (products still use it) carries the server's explanation; anything else the product's text.
 */
function deleteFailureMessage(config: EntityConfig, error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.fromServer) return error.message;
  return `Failed to delete ${config.key}.`;
}

/** Category List and Brand List: short lists, searched and paged in the browser. */
export function EntityListPage({ config }: { config: EntityConfig }) {
  usePageTitle(config.labelPlural);
  const query = useEntities(config);
  const table = useClientTable(query.data ?? [], (entity) => entity.name);
  const remove = useDeleteEntity(config);
  const many = config.plural;

  const { failures, dismissFailures, onDelete, onDeleteSelected } = useDeleteRows({
    remove: (entity: Entity) => remove.mutateAsync(entity._id),
    id: (entity) => entity._id,
    name: (entity) => entity.name,
    failureMessage: (error) => deleteFailureMessage(config, error),
    deletedOne: `${config.label} deleted successfully`,
    many,
    // One of one says why; more say how many.
    bulkFailure: (failed, chosen) =>
      failed.length === 1 && chosen === 1
        ? (failed[0]?.message ?? '')
        : `${failed.length} of ${chosen} ${many} could not be deleted.`,
  });

  return (
    <>
      <PageHeader
        title={config.labelPlural}
        actions={
          <Link to={config.addHref} className={buttonClasses({ size: 'sm' })}>
            <Plus aria-hidden="true" size={16} />
            Add {config.label}
          </Link>
        }
      />
      <div className="flex flex-col gap-4">
        <DeleteReport failures={failures} onDismiss={dismissFailures} />
        <ManagedList
          caption={config.labelPlural}
          noun={{ one: config.key, many }}
          columns={columns}
          {...table.controls}
          searchPlaceholder="Search by name"
          isLoading={query.isPending}
          isFetching={query.isFetching}
          error={query.isError ? `Failed to fetch ${many}. Please try again.` : null}
          onRetry={() => void query.refetch()}
          emptyMessage={
            table.search.trim() ? `No ${many} match “${table.search.trim()}”.` : `No ${many} yet.`
          }
          rowName={(entity) => entity.name}
          editHref={(entity) => config.editHref(entity._id)}
          onDelete={onDelete}
          onDeleteSelected={onDeleteSelected}
          minTableWidth={rem(22)}
        />
      </div>
    </>
  );
}
