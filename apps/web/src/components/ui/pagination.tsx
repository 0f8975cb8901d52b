import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PlainLink } from './plain-link';

/**
 * Page numbers to show: the first, the last and a window around the current one, with null
 * for a gap ("1 … 4 5 6 … 18"). A gap of one page shows that page instead.
 */
export function pageItems(page: number, totalPages: number, siblings = 1): Array<number | null> {
  const items: Array<number | null> = [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(totalPages - 1, page + siblings);
  items.push(1);
  if (start > 3) items.push(null);
  else for (let n = 2; n < start; n += 1) items.push(n);
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 2) items.push(null);
  else for (let n = end + 1; n < totalPages; n += 1) items.push(n);
  if (totalPages > 1) items.push(totalPages);
  return items;
}

const itemClass =
  'grid h-10 min-w-10 place-items-center rounded-lg border px-2 text-sm font-medium transition-colors';

export type PaginationProps = {
  page: number;
  totalPages: number;
  /** The navigation landmark's name (default 'Pagination'). */
  label?: string;
  /** Adds 'Page 2 of 5' after the numbers, announced when it changes. */
  showSummary?: boolean;
  className?: string;
} & (
  | {
      /** Pages are links: the app path of a page ('/shop?page=2'). */
      hrefFor: (page: number) => string;
      onPageChange?: never;
    }
  | {
      /** Pages are buttons that call this. */
      onPageChange: (page: number) => void;
      hrefFor?: never;
    }
);

/**
 * Previous, numbered pages and next; hidden when everything fits on one page. The current page
 * has aria-current, and each control is named ('Page 3', 'Previous page').
 */
export function Pagination(props: PaginationProps) {
  const { page, totalPages } = props;
  if (totalPages <= 1) return null;

  const control = (
    target: number,
    name: string | undefined,
    className: string,
    body: ReactNode,
    rel?: 'prev' | 'next',
  ) => {
    const current = target === page;
    if (props.hrefFor) {
      return (
        <PlainLink
          to={props.hrefFor(target)}
          aria-label={name}
          aria-current={current ? 'page' : undefined}
          className={className}
          rel={rel}
        >
          {body}
        </PlainLink>
      );
    }
    const { onPageChange } = props;
    return (
      <button
        type="button"
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        className={className}
        onClick={() => onPageChange(target)}
      >
        {body}
      </button>
    );
  };

  const edge = (target: number, label: string, icon: 'prev' | 'next') => {
    const Icon = icon === 'prev' ? ChevronLeft : ChevronRight;
    const body = (
      <>
        <Icon aria-hidden="true" size={18} />
        <span className="sr-only">{label}</span>
      </>
    );
    if (target < 1 || target > totalPages) {
      return props.hrefFor ? (
        <span
          aria-disabled="true"
          className={cn(itemClass, 'border-border text-muted opacity-60')}
          title={label}
        >
          {body}
        </span>
      ) : (
        <button
          type="button"
          disabled
          className={cn(itemClass, 'border-border text-muted opacity-60')}
          title={label}
        >
          {body}
        </button>
      );
    }
    return control(target, undefined, cn(itemClass, 'border-border hover:bg-surface'), body, icon);
  };

  return (
    <nav aria-label={props.label ?? 'Pagination'} className={props.className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{edge(page - 1, 'Previous page', 'prev')}</li>
        {pageItems(page, totalPages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            // On phones only the first, current and last pages show, so the row fits.
            <li
              key={item}
              className={
                item === page || item === 1 || item === totalPages ? undefined : 'hidden sm:block'
              }
            >
              {control(
                item,
                `Page ${item}`,
                cn(
                  itemClass,
                  item === page
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border hover:bg-surface',
                ),
                item,
              )}
            </li>
          ),
        )}
        <li>{edge(page + 1, 'Next page', 'next')}</li>
        {props.showSummary ? (
          <li aria-live="polite" className="ml-2 text-sm text-muted">
            Page {page} of {totalPages}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
