import { SKELETON_DEFAULTS } from '@electro/shared';
import { cn } from '@/lib/cn';

export function Skeleton({ className, height }: { className?: string; height?: number }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-surface-2', className)}
      style={height ? { height } : undefined}
    />
  );
}

export type SkeletonGridProps = {
  /** Placeholders (default 8). */
  count?: number;
  /** Columns at the widest breakpoint (default 4); fewer on small screens. */
  columns?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Height of each placeholder in px (default 200). */
  height?: number;
  label?: string;
  className?: string;
};

const columnClasses: Record<NonNullable<SkeletonGridProps['columns']>, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  5: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
  6: 'grid-cols-2 md:grid-cols-4 lg:grid-cols-6',
};

/** Loading placeholder for a list (docs/PRODUCT.md §4: 8 placeholders, 4 columns, 200 px). */
export function SkeletonGrid({
  count = SKELETON_DEFAULTS.count,
  columns = SKELETON_DEFAULTS.columns,
  height = SKELETON_DEFAULTS.height,
  label = 'Loading',
  className,
}: SkeletonGridProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('grid gap-4', columnClasses[columns], className)}
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
