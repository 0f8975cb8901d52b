import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { ORDER_EXPORT_COLUMNS } from '@electro/shared';
import type { Database } from '../../db/client';
import { fromCents } from '../../lib/money';
import { listOrders, type OrderFilter, type OrderRecord } from '../../lib/order-book/order-records';

/** Orders read per query: the export's memory stays at one batch, whatever the count. */
export const EXPORT_BATCH = 500;

type ExportRow = Record<(typeof ORDER_EXPORT_COLUMNS)[number], string>;

export function toExportRow(record: OrderRecord): ExportRow {
  return {
    number: String(record.number),
    date: record.createdAt.toISOString(),
    customer: record.customerName,
    email: record.customerEmail,
    phone: record.phone,
    city: record.city,
    items: record.items.map((item) => `${item.title} x ${item.quantity}`).join('; '),
    total: fromCents(record.totalCents).toFixed(2),
    paid: record.paymentStatus === 'paid' ? 'yes' : 'no',
    delivered: record.status === 'delivered' ? 'yes' : 'no',
    status: record.status,
  };
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
export function ordersCsv(db: Database, filter: OrderFilter): Readable {
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
      for await (const record of exportRecords(db, filter)) yield toExportRow(record);
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
