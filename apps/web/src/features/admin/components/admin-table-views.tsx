import type { Row, RowData, Table } from '@tanstack/react-table';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type {
  AdminColumn,
  AdminTableFeatures,
  AdminTableInstance,
  AdminTableProps,
} from './admin-table-model';
import { CardFields } from './card-fields';

type ViewProps<T extends RowData> = AdminTableProps<T> & { table: AdminTableInstance<T> };

const thClass = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';

/** Classes of the columns a list that edits adds: header, then cell. */
const UTILITY_CLASSES: Record<string, [string, string]> = {
  select: ['w-12', ''],
  number: ['w-12', 'text-muted tabular-nums'],
  actions: ['w-24 text-right', 'text-right whitespace-nowrap'],
};

/** The page's "select all" box: half-checked when some of its rows are. */
export function SelectAllBox<T extends RowData>(props: {
  table: Table<AdminTableFeatures, T>;
  many: string;
}) {
  const { table } = props;
  const all = table.getIsAllPageRowsSelected();
  const some = !all && table.getIsSomePageRowsSelected();
  return (
    <input
      // The half-checked look has no attribute: it is set on the element.
      ref={(box) => {
        if (box) box.indeterminate = some;
      }}
      type="checkbox"
      className="h-4 w-4 accent-primary"
      aria-label={`Select all ${props.many} on this page`}
      checked={all}
      disabled={table.getRowModel().rows.length === 0}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

/** In a narrow box: one card a row, the primary columns as its title, the rest labelled. */
export function AdminTableCards<T extends RowData>(props: ViewProps<T>) {
  const { table, editing } = props;
  const byId = new Map(props.columns.map((column) => [column.id, column]));
  const shown = (row: Row<AdminTableFeatures, T>, primary: boolean) =>
    row
      .getVisibleCells()
      .map((cell) => byId.get(cell.column.id))
      .filter((column): column is AdminColumn<T> => !!column && !!column.primary === primary);
  return (
    <div aria-busy={props.isLoading}>
      {editing ? (
        <div className="flex items-center gap-3 border-b border-border bg-surface px-3 py-2 text-sm">
          <label className="flex min-h-9 items-center gap-2 font-medium">
            <SelectAllBox table={table} many={editing.many} />
            Select all
          </label>
        </div>
      ) : null}
      {props.isLoading ? (
        <div className="flex flex-col gap-3 p-3">
          <span className="sr-only">{props.loadingLabel}</span>
          {Array.from({ length: Math.min(props.skeletonRows, 5) }, (_, index) => (
            <Skeleton key={index} height={editing ? 120 : 96} />
          ))}
        </div>
      ) : props.rows.length === 0 ? (
        <p className="px-3 py-12 text-center text-muted">{props.emptyMessage}</p>
      ) : (
        <ul aria-label={props.caption} className="flex flex-col gap-3 p-3">
          {table.getRowModel().rows.map((row) => {
            const primary = shown(row, true);
            const listed = shown(row, false);
            const selected = row.getIsSelected();
            return (
              <li
                key={row.id}
                data-card-row={row.id}
                className={cn(
                  'flex flex-col gap-2 rounded-lg border p-3',
                  selected ? 'border-primary bg-primary/10' : 'border-border',
                )}
              >
                {primary.length > 0 ? (
                  <div className="min-w-0 break-words">
                    {primary.map((column) => (
                      <div key={column.id}>{column.cell(row.original)}</div>
                    ))}
                  </div>
                ) : null}
                {listed.length > 0 ? <CardFields row={row.original} columns={listed} /> : null}
                {editing ? (
                  <div className="flex flex-wrap items-center gap-2 border-t border-border pt-2">
                    <label className="flex min-h-9 items-center gap-2 text-sm text-muted tabular-nums">
                      <input
                        type="checkbox"
                        className="h-5 w-5 shrink-0 accent-primary"
                        aria-label={`Select ${editing.rowName(row.original)}`}
                        checked={selected}
                        onChange={row.getToggleSelectedHandler()}
                      />
                      #{editing.offset + row.index + 1}
                    </label>
                    <span className="ml-auto flex gap-2">
                      {editing.actions(row.original, editing.rowName(row.original), true)}
                    </span>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The table: its header row, then a row of cells a row of the page. */
export function AdminTableGrid<T extends RowData>(props: ViewProps<T>) {
  const { table, editing } = props;
  const classes = new Map<string, [string | undefined, string | undefined]>(
    props.columns.map((column) => [column.id, [column.className, column.className]]),
  );
  if (editing) for (const [id, pair] of Object.entries(UTILITY_CLASSES)) classes.set(id, pair);
  const span = table.getVisibleLeafColumns().length;
  const td = editing ? 'px-3 py-2 align-middle' : 'px-3 py-3 align-top';
  return (
    // `relative`: an sr-only text in a cell is positioned inside the scrolling box, never
    // beside the page where it would widen it.
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-busy={props.isLoading}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-surface">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn(thClass, classes.get(header.column.id)?.[0])}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {props.isLoading ? (
            Array.from({ length: props.skeletonRows }, (_, index) => (
              <tr key={index} className="border-t border-border">
                <td colSpan={span} className="px-3 py-2">
                  {index === 0 ? <span className="sr-only">{props.loadingLabel}</span> : null}
                  <Skeleton height={editing ? 50 : 40} />
                </td>
              </tr>
            ))
          ) : props.rows.length === 0 ? (
            <tr className="border-t border-border">
              <td colSpan={span} className="px-3 py-12 text-center text-muted">
                {props.emptyMessage}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  'border-t border-border',
                  row.getIsSelected() ? 'bg-primary/10' : 'hover:bg-surface/60',
                )}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cn(td, classes.get(cell.column.id)?.[1])}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
