import { DEFAULT_CURRENCY, formatPrice } from '@electro/shared';
import { createContext, useCallback, useContext } from 'react';
import { cn } from '@/lib/cn';

// The formatter is shared with the API's mail (packages/shared/src/format-price.ts).
export { formatPrice };

/**
 * The shop's currency, given by the app from GET /settings (app/providers.tsx). Screens rendered
 * without it (unit tests, the build's pre-render) use the API's default.
 */
export const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/** formatPrice in the shop's currency: what every screen that shows money uses. */
export function useFormatPrice(): (value: number) => string {
  const currency = useContext(CurrencyContext);
  return useCallback((value: number) => formatPrice(value, currency), [currency]);
}

/** An amount as plain text in the shop's currency: for table columns defined outside a component. */
export function Amount({ value }: { value: number }) {
  return <>{useFormatPrice()(value)}</>;
}

export type PriceProps = {
  value: number;
  /** Shown struck through after the price (the pre-discount price). */
  oldValue?: number;
  className?: string;
};

export function Price({ value, oldValue, className }: PriceProps) {
  const format = useFormatPrice();
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <span className="font-semibold">{format(value)}</span>
      {oldValue !== undefined && oldValue > value ? (
        <s className="text-sm text-muted">
          <span className="sr-only">Was </span>
          {format(oldValue)}
        </s>
      ) : null}
    </span>
  );
}
