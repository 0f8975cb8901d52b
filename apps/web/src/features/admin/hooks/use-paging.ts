import { ADMIN_PAGE_SIZE_DEFAULT } from '@electro/shared';
import { useState } from 'react';

export type Paging = {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
};

/** An admin list's page and page size; a new size starts again at the first page. */
export function usePaging(): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState<number>(ADMIN_PAGE_SIZE_DEFAULT);
  const setPageSize = (size: number) => {
    setPageSizeValue(size);
    setPage(1);
  };
  return { page, setPage, pageSize, setPageSize };
}
