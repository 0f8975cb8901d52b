import { ADMIN_PAGE_SIZE_DEFAULT } from '@electro/shared';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { CardFields } from './card-fields';
import { PageSizeSelect } from './page-size-select';
import { SearchField } from './search-field';
import { rem, useCardsBelow } from '../hooks/use-cards-below';

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

/**
 * The width (px) a list's box needs for its table by default; below it each row is a card (a
 * table there hid most columns behind a scroll). A list with more columns asks for more.
 */
export const DATA_TABLE_MIN_WIDTH = rem(40);

export type DataTableProps<T extends { _id: string }> = {
  /** Accessible name of the table: 'Products'. */
  caption: string;
  /** Lower-case names for labels and confirmations: 'product', 'products'. */
  noun: { one: string; many: string };
  columns: DataTableColumn<T>[];
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
   * row is a card. Default DATA_TABLE_MIN_WIDTH.
   */
  minTableWidth?: number;
};

const thClass = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const tdClass = 'px-3 py-2 align-middle';

/**
 * The shared admin table (docs/PRODUCT.md §2): search, selection with select-all, row numbers,
 * configurable columns, edit and delete actions, page size, numbered pages and bulk delete.
 * Paging and search are controlled, so a list can page in the browser or through the API.
 */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  const { rows, columns, page, pageSize, noun } = props;
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const searchId = useId();
  const sizeId = useId();
  const selectAllRef = useRef<HTMLInputElement>(null);
  const minTableWidth = props.minTableWidth ?? DATA_TABLE_MIN_WIDTH;
  const { ref: boxRef, cards } = useCardsBelow(minTableWidth);

  const totalPages = Math.max(1, Math.ceil(props.totalRows / pageSize));
  const offset = (page - 1) * pageSize;
  const selectedOnPage = rows.filter((row) => selected.has(row._id)).length;
  const allOnPage = rows.length > 0 && selectedOnPage === rows.length;

  useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = selectedOnPage > 0 && !allOnPage;
    }
  }, [selectedOnPage, allOnPage, cards]);

  const toggleRow = (row: T) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row._id)) next.delete(row._id);
      else next.set(row._id, row);
      return next;
    });

  const toggleAll = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (allOnPage) next.delete(row._id);
        else next.set(row._id, row);
      }
      return next;
    });

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
      setSelected((current) => {
        const next = new Map(current);
        next.delete(row._id);
        return next;
      });
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
      const deleted = new Set(await props.onDeleteSelected(chosen));
      setSelected((current) => new Map([...current].filter(([id]) => !deleted.has(id))));
    } finally {
      setBusy(false);
    }
  };

  const actions = (row: T, name: string, labelled: boolean) => (
    <>
      <Link
        to={props.editHref(row)}
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
        disabled={busy}
        onClick={() => void deleteOne(row)}
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

  const columnCount = columns.length + 3;
  const rangeText =
    props.totalRows === 0
      ? `0 ${noun.many}`
      : `${offset + 1}–${Math.min(offset + rows.length, props.totalRows)} of ${props.totalRows}`;

  return (
    <div ref={boxRef} className="rounded-xl border border-border bg-bg">
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

      {props.error ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <p className="text-danger">{props.error}</p>
          <Button variant="outline" onClick={props.onRetry}>
            Try again
          </Button>
        </div>
      ) : cards ? (
        <div aria-busy={props.isLoading}>
          <div className="flex items-center gap-3 border-b border-border bg-surface px-3 py-2 text-sm">
            <label className="flex min-h-9 items-center gap-2 font-medium">
              <input
                ref={selectAllRef}
                type="checkbox"
                className="h-4 w-4 accent-primary"
                aria-label={`Select all ${noun.many} on this page`}
                checked={allOnPage}
                disabled={rows.length === 0 || props.isLoading}
                onChange={toggleAll}
              />
              Select all
            </label>
          </div>
          {props.isLoading ? (
            <div className="flex flex-col gap-3 p-3">
              <span className="sr-only">Loading {noun.many}</span>
              {Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
                <Skeleton key={index} height={120} />
              ))}
            </div>
          ) : rows.length === 0 ? (
            <p className="px-3 py-12 text-center text-muted">{props.emptyMessage}</p>
          ) : (
            <ul aria-label={props.caption} className="flex flex-col gap-3 p-3">
              {rows.map((row, index) => {
                const name = props.rowName(row);
                const primary = columns.filter((column) => column.primary);
                const listed = columns.filter((column) => !column.primary && !column.hideOnCard);
                return (
                  <li
                    key={row._id}
                    data-card-row={row._id}
                    className={cn(
                      'flex flex-col gap-2 rounded-lg border p-3',
                      selected.has(row._id) ? 'border-primary bg-primary/10' : 'border-border',
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
                          checked={selected.has(row._id)}
                          onChange={() => toggleRow(row)}
                        />
                        #{offset + index + 1}
                      </label>
                      <span className="ml-auto flex gap-2">{actions(row, name, true)}</span>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm" aria-busy={props.isLoading}>
            <caption className="sr-only">{props.caption}</caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className={cn(thClass, 'w-12')}>
                  <span className="sr-only">Select</span>
                  <input
                    ref={selectAllRef}
                    type="checkbox"
                    className="h-4 w-4 accent-primary"
                    aria-label={`Select all ${noun.many} on this page`}
                    checked={allOnPage}
                    disabled={rows.length === 0 || props.isLoading}
                    onChange={toggleAll}
                  />
                </th>
                <th scope="col" className={cn(thClass, 'w-12')}>
                  Id
                </th>
                {columns.map((column) => (
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
                Array.from({ length: pageSize }, (_, index) => (
                  <tr key={index} className="border-t border-border">
                    <td colSpan={columnCount} className={tdClass}>
                      {index === 0 ? <span className="sr-only">Loading {noun.many}</span> : null}
                      <Skeleton height={50} />
                    </td>
                  </tr>
                ))
              ) : rows.length === 0 ? (
                <tr className="border-t border-border">
                  <td colSpan={columnCount} className="px-3 py-12 text-center text-muted">
                    {props.emptyMessage}
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => {
                  const name = props.rowName(row);
                  return (
                    <tr
                      key={row._id}
                      className={cn(
                        'border-t border-border',
                        selected.has(row._id) ? 'bg-primary/10' : 'hover:bg-surface/60',
                      )}
                    >
                      <td className={tdClass}>
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-primary"
                          aria-label={`Select ${name}`}
                          checked={selected.has(row._id)}
                          onChange={() => toggleRow(row)}
                        />
                      </td>
                      <td className={cn(tdClass, 'text-muted tabular-nums')}>
                        {offset + index + 1}
                      </td>
                      {columns.map((column) => (
                        <td key={column.id} className={cn(tdClass, column.className)}>
                          {column.cell(row)}
                        </td>
                      ))}
                      <td className={cn(tdClass, 'text-right whitespace-nowrap')}>
                        {actions(row, name, false)}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border p-3 text-sm">
        <PageSizeSelect id={sizeId} value={pageSize} onChange={props.onPageSizeChange} />
        <p className="text-muted" aria-live="polite">
          {props.isLoading ? '' : rangeText}
        </p>
        <Pagination page={page} totalPages={totalPages} onPageChange={props.onPageChange} />
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
      </div>
      {dialog}
    </div>
  );
}

/** Browser-side search and paging for the short lists (categories, brands). */
export function useClientTable<T>(items: T[], text: (item: T) => string) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState<number>(ADMIN_PAGE_SIZE_DEFAULT);
  const needle = search.trim().toLowerCase();
  const filtered = needle
    ? items.filter((item) => text(item).toLowerCase().includes(needle))
    : items;
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  // After a delete the last page may be gone.
  const current = Math.min(page, totalPages);
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    page: current,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(1);
    },
    pageRows: filtered.slice((current - 1) * pageSize, current * pageSize),
    total: filtered.length,
  };
}
