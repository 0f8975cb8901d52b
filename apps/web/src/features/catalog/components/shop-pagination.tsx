import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { HashLink } from '@/components/ui/hash-link';
import { cn } from '@/lib/cn';

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

export type ShopPaginationProps = {
  page: number;
  totalPages: number;
  /** The app path of a page of results ('/shop?page=2'). */
  hrefFor: (page: number) => string;
  className?: string;
};

export function ShopPagination({ page, totalPages, hrefFor, className }: ShopPaginationProps) {
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, icon: 'prev' | 'next') => {
    const Icon = icon === 'prev' ? ChevronLeft : ChevronRight;
    const disabled = target < 1 || target > totalPages;
    if (disabled) {
      return (
        <span
          aria-disabled="true"
          className={cn(itemClass, 'border-border text-muted opacity-60')}
          title={label}
        >
          <Icon aria-hidden="true" size={18} />
          <span className="sr-only">{label}</span>
        </span>
      );
    }
    return (
      <HashLink
        to={hrefFor(target)}
        className={cn(itemClass, 'border-border hover:bg-surface')}
        rel={icon}
      >
        <Icon aria-hidden="true" size={18} />
        <span className="sr-only">{label}</span>
      </HashLink>
    );
  };

  return (
    <nav aria-label="Pagination" className={className}>
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
              <HashLink
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border hover:bg-surface',
                )}
              >
                {item}
              </HashLink>
            </li>
          ),
        )}
        <li>{edge(page + 1, 'Next page', 'next')}</li>
      </ul>
    </nav>
  );
}
