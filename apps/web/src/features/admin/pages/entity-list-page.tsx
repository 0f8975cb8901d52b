import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteEntity, useEntities } from '../api/entities';
import type { Entity, EntityConfig } from '../api/entities';
import { DataTable } from '../components/data-table';
import { useClientTable } from '../hooks/use-client-table';
import type { DataTableColumn } from '../components/data-table';
import { DeleteReport } from '../components/delete-report';
import type { DeleteFailure } from '../components/delete-report';
import { PageHeader } from '../components/page-header';
import { Thumbnail } from '../components/thumbnail';
import { rem } from '../hooks/use-cards-below';

const columns: DataTableColumn<Entity>[] = [
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
  const [failures, setFailures] = useState<DeleteFailure[]>([]);
  const many = config.plural;

  const tryDelete = async (entity: Entity): Promise<DeleteFailure | null> => {
    try {
      await remove.mutateAsync(entity._id);
      return null;
    } catch (error) {
      return { id: entity._id, name: entity.name, message: deleteFailureMessage(config, error) };
    }
  };

  const onDelete = async (entity: Entity) => {
    const failure = await tryDelete(entity);
    if (failure) {
      toast.error(failure.message);
      setFailures([failure]);
      return;
    }
    setFailures([]);
    toast.success(`${config.label} deleted successfully`);
  };

  const onDeleteSelected = async (chosen: Entity[]) => {
    const failed: DeleteFailure[] = [];
    const deleted: string[] = [];
    // One after the other: each answer is reported on its own and the server is not flooded.
    for (const entity of chosen) {
      const failure = await tryDelete(entity);
      if (failure) failed.push(failure);
      else deleted.push(entity._id);
    }
    setFailures(failed);
    if (deleted.length === 1) toast.success(`${config.label} deleted successfully`);
    if (deleted.length > 1) toast.success(`${deleted.length} ${many} deleted successfully`);
    if (failed.length === 1 && chosen.length === 1) toast.error(failed[0]?.message ?? '');
    else if (failed.length > 0) {
      toast.error(`${failed.length} of ${chosen.length} ${many} could not be deleted.`);
    }
    return deleted;
  };

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
        <DeleteReport failures={failures} onDismiss={() => setFailures([])} />
        <DataTable
          caption={config.labelPlural}
          noun={{ one: config.key, many }}
          columns={columns}
          rows={table.pageRows}
          totalRows={table.total}
          page={table.page}
          pageSize={table.pageSize}
          onPageChange={table.setPage}
          onPageSizeChange={table.setPageSize}
          search={table.search}
          onSearchChange={table.setSearch}
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
