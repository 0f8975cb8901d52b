import { useEffect, useRef, useState } from 'react';

/**
 * The rows ticked in a list, kept across its pages by id, with the page's "select all" box:
 * checked when every row of the page is, half-checked (indeterminate) when some are.
 * `remount` names what re-renders that box (the table and the cards each have one).
 */
export function useRowSelection<T extends { _id: string }>(rows: T[], remount?: unknown) {
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());
  const selectAllRef = useRef<HTMLInputElement>(null);
  const selectedOnPage = rows.filter((row) => selected.has(row._id)).length;
  const allOnPage = rows.length > 0 && selectedOnPage === rows.length;

  useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = selectedOnPage > 0 && !allOnPage;
    }
  }, [selectedOnPage, allOnPage, remount]);

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

  /** Unticks the rows that are gone (deleted). */
  const forget = (ids: Iterable<string>) => {
    const gone = new Set(ids);
    setSelected((current) => new Map([...current].filter(([id]) => !gone.has(id))));
  };

  return { selected, selectAllRef, allOnPage, toggleRow, toggleAll, forget };
}

export type RowSelection<T extends { _id: string }> = ReturnType<typeof useRowSelection<T>>;
