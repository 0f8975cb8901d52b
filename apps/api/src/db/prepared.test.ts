import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { preparedRunner, textValue } from './prepared';

/**
 * The prepared statements a list page runs (decision 066), on whichever database the tests
 * run on: values bound as text, arrays as array literals, a failed call leaving the statement
 * usable, and (on the embedded database) never running inside another caller's transaction.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('prepared statements', () => {
  it('binds numbers, text and arrays whose items hold quotes, commas and backslashes', async () => {
    const run = preparedRunner(ctx.db);
    const statement = {
      name: 'test_bind',
      text: 'select $1::int + 1, array_length($2::text[], 1), ($2::text[])[2], $3::text is null',
    };
    const items = ['plain', 'a "quoted", \\ word', '{braces}'];
    expect(await run(statement, [41, items, null])).toEqual([['42', '3', items[1], 't']]);
    // The second call binds to the statement parsed by the first.
    expect(await run(statement, [1, ['x'], 'y'])).toEqual([['2', '1', null, 'f']]);
  });

  it("throws the database's error, and the statement runs again afterwards", async () => {
    const run = preparedRunner(ctx.db);
    const statement = { name: 'test_fail', text: 'select $1::int * 2' };
    await expect(run(statement, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect(await run(statement, [21])).toEqual([['42']]);
    const fresh = { name: 'test_fail_first', text: 'select 1 / $1::int' };
    await expect(run(fresh, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await run(fresh, [1])).toEqual([['1']]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const run = preparedRunner(ctx.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local application_name = 'inside a transaction'`);
      entered();
      await held;
    });
    await inside;
    const answer = run(
      { name: 'test_setting', text: "select current_setting('application_name')" },
      [],
    );
    release();
    await transaction;
    expect((await answer)[0]?.[0]).not.toBe('inside a transaction');
  });

  it("keeps its messages apart from other queries' in flight", async () => {
    const run = preparedRunner(ctx.db);
    const statement = { name: 'test_apart', text: 'select $1::int * 2' };
    // A plain query goes to the database in several steps; a prepared call slipped between
    // them would take over its unnamed portal and answer one with the other's rows.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? run(statement, [i]).then((rows) => Number(rows[0]?.[0]))
          : ctx.db
              .execute(sql`select ${i}::int * 2 as n`)
              .then((result) =>
                Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n),
              ),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
  });

  it('writes array literals PostgreSQL reads back item for item', () => {
    expect(textValue(['a', 'b c'])).toBe('{"a","b c"}');
    expect(textValue([1, 2])).toBe('{"1","2"}');
    expect(textValue([])).toBe('{}');
    expect(textValue(null)).toBeNull();
  });
});
