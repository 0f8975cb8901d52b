import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { LoadError } from '@/components/ui/load-error';
import type { Paging } from '../hooks/use-paging';
import { PageSizeSelect } from './page-size-select';

/** A list that could not be read: what went wrong, and a way to ask again. */
export function ListError(props: { message: string; onRetry: () => void }) {
  return <LoadError className="px-4 py-12" message={props.message} onRetry={props.onRetry} />;
}

/**
 * Under an admin list: how many rows a page holds, how many there are (announced as it
 * changes), the numbered pages, then anything the list adds (a bulk action).
 */
export function ListFooter(props: {
  sizeId: string;
  paging: Paging;
  summary: string;
  totalPages: number;
  children?: ReactNode;
}) {
  const { page, setPage, pageSize, setPageSize } = props.paging;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border p-3 text-sm">
      <PageSizeSelect id={props.sizeId} value={pageSize} onChange={setPageSize} />
      <p className="text-muted" aria-live="polite">
        {props.summary}
      </p>
      <Pagination page={page} totalPages={props.totalPages} onPageChange={setPage} />
      {props.children}
    </div>
  );
}

/** "1 order", "12 orders"; nothing until the count is known. */
export const countOf = (total: number | undefined, noun: { one: string; many: string }) =>
  total === undefined ? '' : `${total} ${total === 1 ? noun.one : noun.many}`;
