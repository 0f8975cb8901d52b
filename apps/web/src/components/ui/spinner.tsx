import { cn } from '@/lib/cn';

export type SpinnerProps = { label?: string; className?: string; size?: number };

/** A status spinner; `label` is read by screen readers. */
export function Spinner({ label = 'Loading', className, size = 32 }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="animate-spin rounded-full border-4 border-border border-t-primary"
        style={{ width: size, height: size }}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
