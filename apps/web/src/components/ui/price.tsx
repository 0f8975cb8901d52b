import { cn } from '@/lib/cn';

/**
 * '$1,299' or '$494.10' (docs/PRODUCT.md: prices in $ on the storefront). Formatted by hand:
 * creating an Intl.NumberFormat loads locale data, which cost 20-30 ms of the first render on a
 * phone.
 */
export function formatPrice(value: number): string {
  const totalCents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(totalCents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = totalCents % 100;
  const sign = value < 0 && totalCents > 0 ? '-' : '';
  return `${sign}$${whole}${cents === 0 ? '' : `.${cents.toString().padStart(2, '0')}`}`;
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
