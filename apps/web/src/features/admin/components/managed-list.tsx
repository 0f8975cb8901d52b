import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { rem } from '../hooks/use-cards-below';
import { useRowSelection } from '../hooks/use-row-selection';
import { AdminTable, type AdminColumn } from './admin-table';
import { ListFooter } from './list-parts';
import { RowActions } from './row-actions';
import { SearchField } from './search-field';

/**
 * The width (px) a list's box needs for its table by default; below it each row is a card (a
 * table there hid most columns behind a scroll). A list with more columns asks for more.
 */
export const MANAGED_LIST_MIN_WIDTH = rem(40);

export type ManagedListProps<T extends { _id: string }> = {
  /** Accessible name of the table: 'Products'. */
  caption: string;
  /** Lower-case names for labels and confirmations: 'product', 'products'. */
  noun: { one: string; many: string };
  columns: AdminColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  totalRows: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  search: string;
  onSearchChange: (text: string) => void;
  searchPlaceholder: string;
  isLoading: boolean;
  /** A refetch in the background (new page or search): the rows stay, a spinner shows. */
  isFetching?: boolean;
  error: string | null;
  onRetry: () => void;
  emptyMessage: string;
  rowName: (row: T) => string;
  editHref: (row: T) => string;
  /** Called after the user confirmed; reports success or failure itself. */
  onDelete: (row: T) => Promise<void>;
  /** Called after the user confirmed; returns the ids that were deleted. */
  onDeleteSelected: (rows: T[]) => Promise<string[]>;
  /**
   * The width (px) the table needs (its columns at their narrowest); in a narrower box each
   * row is a card. Default MANAGED_LIST_MIN_WIDTH.
   */
  minTableWidth?: number;
};

/**
 * A list the admin edits (docs/PRODUCT.md §2): search, the admin's one table with selection,
 * select-all, row numbers, edit and delete actions, then page size, numbered pages and bulk
 * delete. Paging and search are controlled, so a list can page in the browser or through the API.
 */
export function ManagedList<T extends { _id: string }>(props: ManagedListProps<T>) {
  const { rows, page, pageSize, noun } = props;
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const searchId = useId();
  const sizeId = useId();
  const selection = useRowSelection(rows);
  const { selected } = selection;

  const totalPages = Math.max(1, Math.ceil(props.totalRows / pageSize));
  const offset = (page - 1) * pageSize;

  const deleteOne = async (row: T) => {
    const name = props.rowName(row);
    const confirmed = await confirm({
      title: `Delete ${noun.one}?`,
      description: <>“{name}” will be deleted. This cannot be undone.</>,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await props.onDelete(row);
      selection.forget([row._id]);
    } finally {
      setBusy(false);
    }
  };

  const deleteSelected = async () => {
    const chosen = [...selected.values()];
    const confirmed = await confirm({
      title: `Delete ${chosen.length} ${chosen.length === 1 ? noun.one : noun.many}?`,
      description: (
        <>
          <span className="block">This cannot be undone:</span>
          <span className="mt-1 block font-medium text-fg">
            {chosen.map((row) => props.rowName(row)).join(', ')}
          </span>
        </>
      ),
      confirmLabel: 'Delete Selected',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      selection.forget(await props.onDeleteSelected(chosen));
    } finally {
      setBusy(false);
    }
  };

  const rangeText =
    props.totalRows === 0
      ? `0 ${noun.many}`
      : `${offset + 1}–${Math.min(offset + rows.length, props.totalRows)} of ${props.totalRows}`;

  return (
    <div className="rounded-xl border border-border bg-bg">
      <div className="flex flex-wrap items-center gap-3 border-b border-border p-3">
        <SearchField
          id={searchId}
          className="w-full max-w-sm"
          label={`Search ${noun.many}`}
          placeholder={props.searchPlaceholder}
          value={props.search}
          onChange={props.onSearchChange}
        />
        {props.isFetching && !props.isLoading ? (
          <Spinner size={20} label={`Loading ${noun.many}`} />
        ) : null}
      </div>

      <AdminTable
        caption={props.caption}
        columns={props.columns}
        rows={rows}
        rowKey={(row) => row._id}
        isLoading={props.isLoading}
        loadingLabel={`Loading ${noun.many}`}
        skeletonRows={pageSize}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage={props.emptyMessage}
        minTableWidth={props.minTableWidth ?? MANAGED_LIST_MIN_WIDTH}
        editing={{
          many: noun.many,
          rowName: props.rowName,
          offset,
          selected: selection.state,
          onSelectedChange: selection.onChange,
          actions: (row, name, labelled) => (
            <RowActions
              name={name}
              editHref={props.editHref(row)}
              labelled={labelled}
              busy={busy}
              onDelete={() => void deleteOne(row)}
            />
          ),
        }}
      />

      <ListFooter
        sizeId={sizeId}
        paging={{
          page,
          setPage: props.onPageChange,
          pageSize,
          setPageSize: props.onPageSizeChange,
        }}
        summary={props.isLoading ? '' : rangeText}
        totalPages={totalPages}
      >
        <Button
          variant="danger"
          size="sm"
          className="ml-auto"
          disabled={selected.size === 0 || busy}
          isLoading={busy && selected.size > 0}
          onClick={() => void deleteSelected()}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete Selected{selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
      </ListFooter>
      {dialog}
    </div>
  );
}
