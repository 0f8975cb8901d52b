import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { cn } from '@/lib/cn';

/** Page numbers to show: first, last, and a window around the current page. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((n) => pages.add(n));
  if (page >= totalPages - 2)
    [totalPages - 3, totalPages - 2, totalPages - 1].forEach((n) => pages.add(n));
  const sorted = [...pages].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - (sorted[index - 1] ?? n) > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

const itemClass =
  'grid h-9 min-w-9 place-items-center rounded-md border border-border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination(props: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const { page, totalPages, onPageChange } = props;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={props.label ?? 'Pagination'}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(itemClass, 'hover:bg-surface')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden="true" size={16} />
          </button>
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  itemClass,
                  item === page
                    ? 'border-primary bg-primary font-semibold text-primary-fg'
                    : 'hover:bg-surface',
                )}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'hover:bg-surface')}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
          >
            <ChevronRight aria-hidden="true" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
