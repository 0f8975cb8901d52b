import { ADMIN_PAGE_SIZE_DEFAULT } from '@electro/shared';
import { useState } from 'react';

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
