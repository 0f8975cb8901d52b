import { useState } from 'react';
import { usePaging } from './use-paging';

/** Browser-side search and paging for the short lists (categories, brands). */
export function useClientTable<T>(items: T[], text: (item: T) => string) {
  const [search, setSearchText] = useState('');
  const { page, setPage, pageSize, setPageSize } = usePaging();
  const needle = search.trim().toLowerCase();
  const filtered = needle
    ? items.filter((item) => text(item).toLowerCase().includes(needle))
    : items;
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  // After a delete the last page may be gone.
  const current = Math.min(page, totalPages);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return {
    search,
    /** The paging and search as ManagedList takes them: `<ManagedList {...table.controls} …/>`. */
    controls: {
      rows: filtered.slice((current - 1) * pageSize, current * pageSize),
      totalRows: filtered.length,
      page: current,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
      search,
      onSearchChange: setSearch,
    },
  };
}
