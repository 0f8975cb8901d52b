import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { CardFields } from './card-fields';
import { ListError } from './list-parts';
import { useCardsBelow } from '../hooks/use-cards-below';

export type ListColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
};

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const td = 'px-3 py-3 align-top';

/**
 * A read-only admin list (customers, reviews, a customer's orders): a captioned table, or, in a
 * box narrower than the table needs (`minTableWidth`, px), one card a row with each column's
 * name beside its value; skeleton rows while loading, an empty message and a retry on failure.
 * Search and paging are the page's.
 */
export function ListTable<T>(props: {
  caption: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  isLoading: boolean;
  loadingLabel: string;
  skeletonRows: number;
  error: string | null;
  onRetry: () => void;
  emptyMessage: ReactNode;
  /** The width (px) the table needs; in a narrower box each row is a card. */
  minTableWidth: number;
}) {
  const { ref, cards } = useCardsBelow(props.minTableWidth);
  return (
    <div ref={ref}>
      {props.error ? (
        <ListError message={props.error} onRetry={props.onRetry} />
      ) : cards ? (
        <ListCards {...props} />
      ) : (
        <ListRows {...props} />
      )}
    </div>
  );
}

type ListProps<T> = Parameters<typeof ListTable<T>>[0];

function ListCards<T>(props: ListProps<T>) {
  if (props.isLoading) {
    return (
      <div className="flex flex-col gap-3 p-3" aria-busy="true">
        <span className="sr-only">{props.loadingLabel}</span>
        {Array.from({ length: Math.min(props.skeletonRows, 5) }, (_, index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
    );
  }
  if (props.rows.length === 0) {
    return <p className="px-3 py-12 text-center text-muted">{props.emptyMessage}</p>;
  }
  return (
    <ul aria-label={props.caption} className="flex flex-col gap-3 p-3">
      {props.rows.map((row) => (
        <li key={props.rowKey(row)} className="rounded-lg border border-border p-3">
          <CardFields row={row} columns={props.columns} />
        </li>
      ))}
    </ul>
  );
}

function ListRows<T>(props: ListProps<T>) {
  const span = props.columns.length;
  return (
    // `relative`: an sr-only text in a cell is positioned inside the scrolling box, never
    // beside the page where it would widen it.
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-busy={props.isLoading}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-surface">
          <tr>
            {props.columns.map((column) => (
              <th key={column.id} scope="col" className={cn(th, column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.isLoading ? (
            Array.from({ length: props.skeletonRows }, (_, index) => (
              <tr key={index} className="border-t border-border">
                <td colSpan={span} className="px-3 py-2">
                  {index === 0 ? <span className="sr-only">{props.loadingLabel}</span> : null}
                  <Skeleton height={40} />
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
            props.rows.map((row) => (
              <tr key={props.rowKey(row)} className="border-t border-border hover:bg-surface/60">
                {props.columns.map((column) => (
                  <td key={column.id} className={cn(td, column.className)}>
                    {column.cell(row)}
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
