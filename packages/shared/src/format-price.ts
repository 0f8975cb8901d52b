import { DEFAULT_CURRENCY } from './schemas/settings';

/** Currencies written with their sign; any other is written with its ISO 4217 code. */
const SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * '$1,299', '€494.10' or 'EGP 5,113' (decision 081: one currency, named by the API, amounts
 * never converted): the one way the store writes money, on screens and in its mail alike.
 * Formatted by hand: creating an Intl.NumberFormat loads locale data, which cost 20-30 ms of
 * the first render on a phone, and a formatter per call would pay it again.
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
