import { DEFAULT_CURRENCY } from '@electro/shared';
import { createContext, useCallback, useContext } from 'react';
import { cn } from '@/lib/cn';

/** Currencies written with their sign; any other is written with its ISO 4217 code. */
const SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * '$1,299', '€494.10' or 'EGP 5,113' (decision 081: one currency, named by the API, amounts
 * never converted). Formatted by hand: creating an Intl.NumberFormat loads locale data, which
 * cost 20-30 ms of the first render on a phone, and a formatter per call would pay it again.
 */
export function formatPrice(value: number, currency: string = DEFAULT_CURRENCY): string {
  const totalCents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(totalCents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = totalCents % 100;
  const sign = value < 0 && totalCents > 0 ? '-' : '';
  // A code is kept from its amount by a no-break space, so 'EGP' never ends a line alone.
  const unit = SIGNS[currency] ?? `${currency}\u00a0`;
  return `${sign}${unit}${whole}${cents === 0 ? '' : `.${cents.toString().padStart(2, '0')}`}`;
}

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
