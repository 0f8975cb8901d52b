import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { ORDER_EXPORT_COLUMNS } from '@electro/shared';
import type { Database } from '../../db/client';
import { fromCents } from '../../lib/money';
import { formatShopTime, shopDay } from '../../lib/shop-locale';
import { listOrders, type OrderFilter, type OrderRecord } from '../../lib/order-book/order-records';

/** Orders read per query: the export's memory stays at one batch, whatever the count. */
export const EXPORT_BATCH = 500;

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
 * Every order the filter matches, newest first, a batch at a time. An order placed while the
 * export runs lands before the first row and moves the later batches by one: rows already
 * written in the batch before are skipped instead of written twice.
 */
async function* exportRecords(db: Database, filter: OrderFilter): AsyncGenerator<OrderRecord> {
  let previous = new Set<string>();
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const batch = await listOrders(db, { filter, limit: EXPORT_BATCH, offset });
    for (const record of batch) if (!previous.has(record.id)) yield record;
    if (batch.length < EXPORT_BATCH) return;
    previous = new Set(batch.map((record) => record.id));
  }
}

/** The CSV of GET /orders/export as a stream: a header row, then one row per order. */
export function ordersCsv(db: Database, filter: OrderFilter, locale: ExportLocale): Readable {
  const csv = stringify({
    header: true,
    columns: [...ORDER_EXPORT_COLUMNS],
    // A cell a spreadsheet would run as a formula (OWASP "CSV injection": it starts with =, +,
    // -, @, a tab or a carriage return, or their full-width forms) is written after a `'`,
    // which spreadsheets show as text.
    escape_formulas: true,
  });
  const rows = Readable.from(
    (async function* () {
      for await (const record of exportRecords(db, filter)) yield toExportRow(record, locale);
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
