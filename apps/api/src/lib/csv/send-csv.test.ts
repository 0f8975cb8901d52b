import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CSV_BATCH, sendCsv, type KeyedRow } from './send-csv';

type Row = KeyedRow & { n: number; note: string };

/** A bare app with one export route over `read`, its error logs collected. */
async function appOver(read: (page: { after?: string[]; limit: number }) => Promise<Row[]>) {
  const errors: string[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => errors.push(JSON.parse(line).msg as string) },
    },
  });
  app.get('/export', (_request, reply) =>
    sendCsv(reply, {
      fileName: 'rows.csv',
      columns: ['n', 'note'] as const,
      read,
      toRecord: (row) => ({ n: row.n, note: row.note }),
    }),
  );
  await app.ready();
  return { app, errors };
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    n: from + i,
    note: i === 0 ? '=1+1' : 'plain',
    cursor: [String(from + i)],
  }));

describe('sendCsv', () => {
  it('pages from each last row and writes a header, guarded cells and the file name', async () => {
    const asked: Array<string[] | undefined> = [];
    const { app } = await appOver(async ({ after, limit }) => {
      asked.push(after);
      const from = after ? Number(after[0]) + 1 : 0;
      return rows(from, Math.min(limit, CSV_BATCH + 2 - from));
    });
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="rows.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('n,note');
    expect(lines[1]).toBe("0,'=1+1");
    expect(lines).toHaveLength(1 + CSV_BATCH + 2);
    expect(asked).toEqual([undefined, [String(CSV_BATCH - 1)]]);
    await app.close();
  });

  it('cuts the file short and logs when a page fails after the first bytes', async () => {
    let calls = 0;
    const { app, errors } = await appOver(async () => {
      calls += 1;
      if (calls > 1) throw new Error('connection lost');
      return rows(0, CSV_BATCH);
    });
    // The status and the first rows are out: the connection is cut, so the client sees a
    // failed download rather than a file that looks complete.
    await expect(app.inject({ method: 'GET', url: '/export' })).rejects.toThrow(
      'response destroyed before completion',
    );
    expect(errors.some((message) => message.includes('export rows.csv failed'))).toBe(true);
    await app.close();
  });
});
