import { formatPrice } from '@electro/shared';

/** How a message writes money and time: the shop's one currency and its time zone. */
export type ShopFormat = {
  currency: string;
  timeZone: string;
};

export const money = (shop: ShopFormat, amount: number): string =>
  formatPrice(amount, shop.currency);

// One formatter per zone: making one loads the zone's rules.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** `26 November 2026, 21:05 (Africa/Cairo)`: the wall clock the shop's staff read. */
export function shopDateTime(shop: ShopFormat, date: Date): string {
  let formatter = dateFormatters.get(shop.timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: shop.timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormatters.set(shop.timeZone, formatter);
  }
  return `${formatter.format(date)} (${shop.timeZone})`;
}
