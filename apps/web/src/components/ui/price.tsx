import { cn } from '@/lib/cn';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,299' or '$494.10' (SPEC.md: prices in $ on the storefront). */
export function formatPrice(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `$${(Number.isInteger(rounded) ? whole : cents).format(rounded)}`;
}

export type PriceProps = {
  value: number;
  /** Shown struck through after the price (the pre-discount price). */
  oldValue?: number;
  className?: string;
};

export function Price({ value, oldValue, className }: PriceProps) {
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <span className="font-semibold">{formatPrice(value)}</span>
      {oldValue !== undefined && oldValue > value ? (
        <s className="text-sm text-muted">
          <span className="sr-only">Was </span>
          {formatPrice(oldValue)}
        </s>
      ) : null}
    </span>
  );
}
