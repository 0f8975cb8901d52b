import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { RowSelection } from '../hooks/use-row-selection';
import { CardFields } from './card-fields';

/** A column of a DataTable: its header and how a row's cell shows. */
export type DataTableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells in the table (not used on the cards). */
  className?: string;
  /** On a card (narrow screens) the cell is the card's title, shown without its label. */
  primary?: boolean;
  /** Left off the cards (narrow screens); the table still shows it. */
  hideOnCard?: boolean;
};

/** What the table and the cards of a DataTable show: one page of rows and their state. */
export type DataTableViewProps<T extends { _id: string }> = {
  caption: string;
  noun: { one: string; many: string };
  columns: DataTableColumn<T>[];
  rows: T[];
  /** How many rows come before this page: row numbers count on from it. */
  offset: number;
  pageSize: number;
  isLoading: boolean;
  emptyMessage: string;
  rowName: (row: T) => string;
  selection: RowSelection<T>;
  /** A row's edit and delete controls: icons in the table, named buttons on a card. */
  actions: (row: T, name: string, labelled: boolean) => ReactNode;
};

const thClass = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const tdClass = 'px-3 py-2 align-middle';

/** A row's edit link and delete button: icons (named for screen readers) or labelled. */
export function RowActions(props: {
  name: string;
  editHref: string;
  labelled: boolean;
  busy: boolean;
  onDelete: () => void;
}) {
  const { name, labelled } = props;
  return (
    <>
      <Link
        to={props.editHref}
        aria-label={`Edit ${name}`}
        title="Edit"
        className={
          labelled
            ? buttonClasses({ variant: 'outline', size: 'sm' })
            : 'inline-grid h-9 w-9 place-items-center rounded-md text-primary hover:bg-surface'
        }
      >
        <Pencil aria-hidden="true" size={labelled ? 16 : 18} />
        {labelled ? 'Edit' : null}
      </Link>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        title="Delete"
        disabled={props.busy}
        onClick={props.onDelete}
        className={
          labelled
            ? 'inline-flex h-9 items-center gap-2 rounded-lg border border-danger/60 px-3 text-sm font-medium text-danger hover:bg-surface disabled:opacity-50'
            : 'inline-grid h-9 w-9 place-items-center rounded-md text-danger hover:bg-surface disabled:opacity-50'
        }
      >
        <Trash2 aria-hidden="true" size={labelled ? 16 : 18} />
        {labelled ? 'Delete' : null}
      </button>
    </>
  );
}

/** The page's "select all" box: half-checked when some of its rows are. */
function SelectAllBox<T extends { _id: string }>(props: DataTableViewProps<T>) {
  return (
    <input
      ref={props.selection.selectAllRef}
      type="checkbox"
      className="h-4 w-4 accent-primary"
      aria-label={`Select all ${props.noun.many} on this page`}
      checked={props.selection.allOnPage}
      disabled={props.rows.length === 0 || props.isLoading}
      onChange={props.selection.toggleAll}
    />
  );
}

/** In a narrow box: one card a row, the primary columns as its title, the rest labelled. */
export function DataTableCards<T extends { _id: string }>(props: DataTableViewProps<T>) {
  const { selection } = props;
  return (
    <div aria-busy={props.isLoading}>
      <div className="flex items-center gap-3 border-b border-border bg-surface px-3 py-2 text-sm">
        <label className="flex min-h-9 items-center gap-2 font-medium">
          <SelectAllBox {...props} />
          Select all
        </label>
      </div>
      {props.isLoading ? (
        <div className="flex flex-col gap-3 p-3">
          <span className="sr-only">Loading {props.noun.many}</span>
          {Array.from({ length: Math.min(props.pageSize, 5) }, (_, index) => (
            <Skeleton key={index} height={120} />
          ))}
        </div>
      ) : props.rows.length === 0 ? (
        <p className="px-3 py-12 text-center text-muted">{props.emptyMessage}</p>
      ) : (
        <ul aria-label={props.caption} className="flex flex-col gap-3 p-3">
          {props.rows.map((row, index) => {
            const name = props.rowName(row);
            const primary = props.columns.filter((column) => column.primary);
            const listed = props.columns.filter((column) => !column.primary && !column.hideOnCard);
            return (
              <li
                key={row._id}
                data-card-row={row._id}
                className={cn(
                  'flex flex-col gap-2 rounded-lg border p-3',
                  selection.selected.has(row._id)
                    ? 'border-primary bg-primary/10'
                    : 'border-border',
                )}
              >
                {primary.length > 0 ? (
                  <div className="min-w-0 break-words">
                    {primary.map((column) => (
                      <div key={column.id}>{column.cell(row)}</div>
                    ))}
                  </div>
                ) : null}
                {listed.length > 0 ? <CardFields row={row} columns={listed} /> : null}
                <div className="flex flex-wrap items-center gap-2 border-t border-border pt-2">
                  <label className="flex min-h-9 items-center gap-2 text-sm text-muted tabular-nums">
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-primary"
                      aria-label={`Select ${name}`}
                      checked={selection.selected.has(row._id)}
                      onChange={() => selection.toggleRow(row)}
                    />
                    #{props.offset + index + 1}
                  </label>
                  <span className="ml-auto flex gap-2">{props.actions(row, name, true)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The table: a select box and the row's number before the columns, its actions after. */
export function DataTableGrid<T extends { _id: string }>(props: DataTableViewProps<T>) {
  const { selection } = props;
  const columnCount = props.columns.length + 3;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-busy={props.isLoading}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={cn(thClass, 'w-12')}>
              <span className="sr-only">Select</span>
              <SelectAllBox {...props} />
            </th>
            <th scope="col" className={cn(thClass, 'w-12')}>
              Id
            </th>
            {props.columns.map((column) => (
              <th key={column.id} scope="col" className={cn(thClass, column.className)}>
                {column.header}
              </th>
            ))}
            <th scope="col" className={cn(thClass, 'w-24 text-right')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {props.isLoading ? (
            Array.from({ length: props.pageSize }, (_, index) => (
              <tr key={index} className="border-t border-border">
                <td colSpan={columnCount} className={tdClass}>
                  {index === 0 ? <span className="sr-only">Loading {props.noun.many}</span> : null}
                  <Skeleton height={50} />
                </td>
              </tr>
            ))
          ) : props.rows.length === 0 ? (
            <tr className="border-t border-border">
              <td colSpan={columnCount} className="px-3 py-12 text-center text-muted">
                {props.emptyMessage}
              </td>
            </tr>
          ) : (
            props.rows.map((row, index) => {
              const name = props.rowName(row);
              return (
                <tr
                  key={row._id}
                  className={cn(
                    'border-t border-border',
                    selection.selected.has(row._id) ? 'bg-primary/10' : 'hover:bg-surface/60',
                  )}
                >
                  <td className={tdClass}>
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-primary"
                      aria-label={`Select ${name}`}
                      checked={selection.selected.has(row._id)}
                      onChange={() => selection.toggleRow(row)}
                    />
                  </td>
                  <td className={cn(tdClass, 'text-muted tabular-nums')}>
                    {props.offset + index + 1}
                  </td>
                  {props.columns.map((column) => (
                    <td key={column.id} className={cn(tdClass, column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className={cn(tdClass, 'text-right whitespace-nowrap')}>
                    {props.actions(row, name, false)}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
