import { ORDER_EXPORT_COLUMNS, type OrderListStatus } from '@electro/shared';
import type { CsvExport, KeyedRow } from '../../lib/csv/send-csv';
import { fromCents } from '../../lib/money';
import { formatShopTime, shopDay } from '../../lib/shop-locale';
import { listOrdersAfter, type OrderRecord } from '../../lib/order-book/order-records';
import type { AuthUser } from '../../plugins/app/auth';
import { filterFor, type OrdersDeps } from './orders.service';

type ExportRow = Record<(typeof ORDER_EXPORT_COLUMNS)[number], string>;

/** The shop's settings a row is written with (CURRENCY, SHOP_TIME_ZONE). */
export type ExportLocale = { currency: string; timeZone: string };

export function toExportRow(record: OrderRecord, locale: ExportLocale): ExportRow {
  return {
    number: String(record.number),
    // The shop's wall-clock time with its offset: what the staff saw when the order came in,
    // and still one instant for a script.
    date: formatShopTime(record.createdAt, locale.timeZone),
    customer: record.customerName,
    email: record.customerEmail,
    phone: record.phone,
    city: record.city,
    items: record.items.map((item) => `${item.title} x ${item.quantity}`).join('; '),
    total: fromCents(record.totalCents).toFixed(2),
    paid: record.paymentStatus === 'paid' ? 'yes' : 'no',
    delivered: record.status === 'delivered' ? 'yes' : 'no',
    status: record.status,
    street: record.street,
    currency: locale.currency,
  };
}

/** What a file name may hold of a search: lower-case letters, digits and single dashes. */
function fileNamePart(text: string, max = 40): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/**
 * `orders-2026-11-26.csv`, or with the filter that made it: `orders-status-shipped-…`,
 * `orders-search-1012-…`, `orders-customer-<id>-…`, so two downloads of one day tell apart.
 * Only `[a-z0-9-]`: a search is folded to those (accents dropped) and cut to 40, and one with
 * none of them is named by `search` alone. The day is the shop's.
 */
export function exportFileName(
  filter: { status?: string; search?: string; user?: string },
  now: Date,
  timeZone: string,
): string {
  const parts = ['orders'];
  if (filter.status) parts.push('status', fileNamePart(filter.status));
  if (filter.search) {
    parts.push('search');
    const search = fileNamePart(filter.search);
    if (search) parts.push(search);
  }
  if (filter.user) parts.push('customer', fileNamePart(filter.user));
  parts.push(shopDay(now, timeZone));
  return `${parts.filter(Boolean).join('-')}.csv`;
}

/**
 * GET /orders/export for sendCsv: the orders of the list the caller sees (filterFor), in its
 * order, one line per order in the shop's currency and time zone.
 */
export function ordersExport(
  { db }: OrdersDeps,
  input: {
    user: AuthUser;
    filter: { status?: OrderListStatus; search?: string };
    customerId?: string;
    locale: ExportLocale;
    now: Date;
  },
): CsvExport<OrderRecord & KeyedRow, (typeof ORDER_EXPORT_COLUMNS)[number]> {
  const { status, search } = input.filter;
  const filter = filterFor(input.user, { status, search: search || undefined }, input.customerId);
  return {
    fileName: exportFileName(
      { status, search: search?.trim(), user: input.customerId },
      input.now,
      input.locale.timeZone,
    ),
    columns: ORDER_EXPORT_COLUMNS,
    read: (page) => listOrdersAfter(db, { filter, ...page }),
    toRecord: (record) => toExportRow(record, input.locale),
  };
}
