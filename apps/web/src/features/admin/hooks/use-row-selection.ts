import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';

/**
 * The rows ticked in a list, kept across its pages by id with the row itself (a confirmation
 * names every ticked row, including those on other pages). The table reports ticks as ids;
 * a newly ticked id is found among the page's rows.
 */
export function useRowSelection<T extends { _id: string }>(rows: T[]) {
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());

  const state: RowSelectionState = Object.fromEntries([...selected.keys()].map((id) => [id, true]));

  const onChange = (next: RowSelectionState) =>
    setSelected((current) => {
      const kept = new Map<string, T>();
      for (const [id, ticked] of Object.entries(next)) {
        const row = current.get(id) ?? rows.find((candidate) => candidate._id === id);
        if (ticked && row) kept.set(id, row);
      }
      return kept;
    });

  /** Unticks the rows that are gone (deleted). */
  const forget = (ids: Iterable<string>) => {
    const gone = new Set(ids);
    setSelected((current) => new Map([...current].filter(([id]) => !gone.has(id))));
  };

  return { selected, state, onChange, forget };
}
