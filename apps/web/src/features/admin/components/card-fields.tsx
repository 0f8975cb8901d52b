import type { ReactNode } from 'react';

/**
 * A row shown as a card: each column's name above its value, pairs side by side as they fit,
 * each as wide as its value (one pair a line made a card a screen tall). The admin's table (AdminTable)
 * uses it for its cards.
 */
export function CardFields<T>(props: {
  row: T;
  columns: ReadonlyArray<{ id: string; header: ReactNode; cell: (row: T) => ReactNode }>;
}) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {props.columns.map((column) => (
        <div key={column.id} className="max-w-full min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
            {column.header}
          </dt>
          {/* A row of thumbnails wider than the card wraps rather than leave it. */}
          <dd className="min-w-0 break-words [&_.flex]:flex-wrap">{column.cell(props.row)}</dd>
        </div>
      ))}
    </dl>
  );
}
