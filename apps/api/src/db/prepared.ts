/**
 * Named prepared statements in one round trip, for the statements a busy store runs on every
 * uncached request (a list page's keys and rows, decision 066). Each statement's text is fixed
 * per query shape; its values are bound on each call, and the database parses and plans it once
 * per connection.
 *
 * - PostgreSQL: node-postgres keeps each connection's prepared names and sends Bind/Execute.
 * - Embedded: PGlite's `query()` sends six protocol messages, each a trip into WebAssembly, and
 *   parses and plans the statement every time (about 3.5 ms for a page of 20 against 1.0 ms
 *   here). Here Parse is sent once, then Bind, Execute and Sync go in one message, under the
 *   same locks `query()` takes, so the statement never lands inside another request's
 *   transaction. Those locks are PGlite's private methods: its public `runExclusive` takes
 *   only the query lock, so the version is pinned and the behaviour tested (decision 098).
 *
 * Values come back as text (null for NULL): the caller knows its columns.
 */
import { protocol, type PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type PreparedStatement = { name: string; text: string };
export type PreparedValue = string | number | boolean | null | Array<string | number>;
export type PreparedRunner = (
  statement: PreparedStatement,
  values: PreparedValue[],
) => Promise<Array<Array<string | null>>>;

const runners = new WeakMap<object, PreparedRunner>();

/** Called by openDatabase for each database it opens. */
export function registerPreparedRunner(db: object, runner: PreparedRunner): void {
  runners.set(db, runner);
}

/** The runner of a database openDatabase opened; a transaction has none. */
export function preparedRunner(executor: object): PreparedRunner {
  const runner = runners.get(executor);
  if (!runner) throw new Error('prepared statements run on a database opened by openDatabase');
  return runner;
}

/** A value as PostgreSQL's text input reads it; arrays as array literals. */
export function textValue(value: PreparedValue): string | null {
  if (value === null) return null;
  if (Array.isArray(value)) {
    return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  }
  return String(value);
}

const keepText = { getTypeParser: () => (value: string) => value };

export function serverRunner(pool: pg.Pool): PreparedRunner {
  return async (statement, values) => {
    const result = await pool.query<Array<string | null>>({
      name: statement.name,
      text: statement.text,
      values: values.map(textValue),
      rowMode: 'array',
      types: keepText,
    });
    return result.rows;
  };
}

export function embeddedRunner(client: PGlite): PreparedRunner {
  const { serialize } = protocol;
  const parsed = new Set<string>();
  return (statement, values) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const fresh = !parsed.has(statement.name);
        const message = Buffer.concat([
          ...(fresh ? [serialize.parse({ name: statement.name, text: statement.text })] : []),
          serialize.bind({ statement: statement.name, values: values.map(textValue) }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        try {
          // Throws the database's error; the Sync in the same message has ended the attempt.
          const { messages } = await client.execProtocol(message, { syncToFs: false });
          if (fresh) parsed.add(statement.name);
          const rows: Array<Array<string | null>> = [];
          for (const item of messages) {
            if (item instanceof protocol.messages.DataRowMessage) rows.push(item.fields);
          }
          return rows;
        } catch (error) {
          // Perhaps parsed but not run (a bad value, say): closed, so the next call parses again.
          parsed.delete(statement.name);
          await client.execProtocol(
            Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
            { syncToFs: false, throwOnError: false },
          );
          throw error;
        }
      }),
    );
}
