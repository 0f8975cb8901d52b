import {
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useCardsBelow } from '../hooks/use-cards-below';
import {
  features,
  type AdminTableEditing,
  type AdminTableFeatures as Features,
  type AdminTableProps,
} from './admin-table-model';
import { AdminTableCards, AdminTableGrid, SelectAllBox } from './admin-table-views';
import { ListError } from './list-parts';

export type { AdminColumn, AdminTableEditing, AdminTableProps } from './admin-table-model';

/**
 * The ids of the columns a list that edits puts around the page's own: a list that edits names
 * its own columns otherwise. A read-only list may use them (a customer's orders have a 'number').
 */
export const UTILITY_COLUMNS = ['select', 'number', 'actions'];

function utilityColumns<T extends RowData>(
  editing: AdminTableEditing<T>,
): ColumnDef<Features, T>[] {
  return [
    {
      id: 'select',
      header: ({ table }) => (
        <>
          <span className="sr-only">Select</span>
          <SelectAllBox table={table} many={editing.many} />
        </>
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          aria-label={`Select ${editing.rowName(row.original)}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    },
    { id: 'number', header: 'Id', cell: ({ row }) => editing.offset + row.index + 1 },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => editing.actions(row.original, editing.rowName(row.original), false),
    },
  ];
}

/**
 * The admin's one table (docs/decisions/105): rows on TanStack Table's headless model, drawn as a
 * captioned table, or, in a box narrower than the table needs, as one card a row with each
 * column's name beside its value. Skeleton rows while loading, an empty message, a retry on
 * failure. A list that edits (`editing`) adds tick boxes with a page-wide "select all", row
 * numbers and row actions. Search, paging and deleting stay the page's.
 */
export function AdminTable<T extends RowData>(props: AdminTableProps<T>) {
  const { editing } = props;
  const { ref, cards } = useCardsBelow(props.minTableWidth);

  const columns = useMemo<ColumnDef<Features, T>[]>(() => {
    const own = props.columns.map((column): ColumnDef<Features, T> => ({
      id: column.id,
      header: () => column.header,
      cell: ({ row }) => column.cell(row.original),
    }));
    if (!editing) return own;
    const [select, number, actions] = utilityColumns(editing);
    return [select!, number!, ...own, actions!];
  }, [props.columns, editing]);

  // On a card the tick box, number and actions sit in its footer, and some columns stay off.
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () =>
      cards
        ? Object.fromEntries([
            ...(editing ? UTILITY_COLUMNS : []).map((id) => [id, false] as const),
            ...props.columns.filter((column) => column.hideOnCard).map((c) => [c.id, false]),
          ])
        : {},
    [cards, props.columns, editing],
  );

  const table = useTable({
    features,
    columns,
    data: props.rows,
    getRowId: (row) => props.rowKey(row),
    enableRowSelection: Boolean(editing),
    state: { rowSelection: editing?.selected ?? {}, columnVisibility },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!editing) return;
      editing.onSelectedChange(typeof updater === 'function' ? updater(editing.selected) : updater);
    },
  });

  const view = { ...props, table };
  return (
    <div ref={ref}>
      {props.error ? (
        <ListError message={props.error} onRetry={props.onRetry} />
      ) : cards ? (
        <AdminTableCards {...view} />
      ) : (
        <AdminTableGrid {...view} />
      )}
    </div>
  );
}
