import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * Loading placeholders shaped like ProductCard (square picture, then title, rating, price and
 * button), so the real cards take their place without moving what follows.
 */
export function ProductCardSkeletons({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={cn('grid', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col overflow-hidden rounded-xl border border-border"
        >
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="w-4/5" height={24} />
            <Skeleton className="w-1/2" height={20} />
            <Skeleton className="w-1/3" height={24} />
            <Skeleton height={36} />
          </div>
        </div>
      ))}
    </div>
  );
}
