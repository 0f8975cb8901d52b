import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Cursor } from './keyset';

/** Rows an export reads per query: its memory stays at one batch, whatever the count. */
export const CSV_BATCH = 500;

/** A row of a keyset read, with where it ends a page (keyset's `cursor`). */
export type KeyedRow = { cursor: Cursor };

/** The rows after `after` (from the first without one), in the export's order, at most `limit`. */
export type PageReader<Row extends KeyedRow> = (page: {
  after?: Cursor;
  limit: number;
}) => Promise<Row[]>;

/** Every row `read` finds, a page at a time, each page starting after the last one's end. */
export async function* keysetRows<Row extends KeyedRow>(
  read: PageReader<Row>,
  batch = CSV_BATCH,
): AsyncGenerator<Row> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read({ after, limit: batch });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.cursor;
  }
}

export type CsvExport<Row extends KeyedRow, Column extends string> = {
  fileName: string;
  columns: readonly Column[];
  read: PageReader<Row>;
  toRecord: (row: Row) => Record<Column, string | number>;
};

/**
 * Answers with the rows as a CSV attachment: a header row, then one line per row, read a batch
 * at a time as the client takes them (a slow download holds one batch, not the table).
 *
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection": it starts with =, +, -,
 * @, a tab or a carriage return, or their full-width forms) is written after a `'`, which
 * spreadsheets show as text. A read that fails once the first bytes are out can no longer
 * change the status: it is logged and the response is cut short, so the file is visibly
 * incomplete rather than quietly missing its end.
 */
export function sendCsv<Row extends KeyedRow, Column extends string>(
  reply: FastifyReply,
  csv: CsvExport<Row, Column>,
): FastifyReply {
  const records = Readable.from(keysetRows(csv.read)).map(csv.toRecord);
  const body = pipeline(
    records,
    stringify({ header: true, columns: [...csv.columns], escape_formulas: true }),
    (error) => {
      if (error) reply.log.error({ err: error }, `export ${csv.fileName} failed`);
    },
  );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
