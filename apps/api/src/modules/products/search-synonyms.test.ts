/** The admin's synonym groups, and how search follows them (on the demo catalogue's words). */
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import {
  apiCall,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { useDemoSearch } from '../../test/demo-search';

let ctx: TestContext;
let admin: TestUser;
const { state, row, titles } = useDemoSearch();
beforeAll(() => ({ ctx, admin } = state));

describe('GET/PUT /admin/synonyms', () => {
  const put = (synonyms: unknown, user: TestUser | null = admin) =>
    apiCall(ctx, { user, method: 'PUT', url: '/admin/synonyms', payload: { synonyms } });

  it('answers the default groups to an admin only', async () => {
    const res = await apiCall(ctx, { user: admin, method: 'GET', url: '/admin/synonyms' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: true; synonyms: string[][] };
    expect(body.success).toBe(true);
    expect(body.synonyms).toContainEqual(expect.arrayContaining(['earbuds', 'buds', 'tws']));
    expect(
      (await apiCall(ctx, { user: null, method: 'GET', url: '/admin/synonyms' })).statusCode,
    ).toBe(401);
    const shopper = await createUser(ctx);
    expect(
      (await apiCall(ctx, { user: shopper, method: 'GET', url: '/admin/synonyms' })).statusCode,
    ).toBe(403);
    expect((await put([['a', 'b']], shopper)).statusCode).toBe(403);
  });

  it('refuses groups outside the limits with a clear 400', async () => {
    const groupSize = 'Each synonym group has 2 to 20 words.';
    expectError(await put([['alone']]), 400, groupSize);
    expectError(await put([Array.from({ length: 21 }, (_, i) => `word${i}`)]), 400, groupSize);
    const wordLength = 'Each synonym is 1 to 40 characters, letters or digits.';
    expectError(await put([['x'.repeat(41), 'y']]), 400, wordLength);
    expectError(await put([['', 'y']]), 400, wordLength);
    expectError(await put([['a;b', 'y']]), 400, wordLength);
    expectError(
      await put(Array.from({ length: 501 }, (_, i) => [`a${i}`, `b${i}`])),
      400,
      'At most 500 synonym groups.',
    );
    expect((await put('earbuds')).statusCode).toBe(400);
    expect((await put([[1, 2]])).statusCode).toBe(400);
  });

  it('applies a new group from the next search, and forgets a removed one', async () => {
    const before = (
      await apiCall(ctx, { user: admin, method: 'GET', url: '/admin/synonyms' })
    ).json() as { synonyms: string[][] };
    await ctx.db
      .insert(products)
      .values(row({ title: 'Frobnicator Deluxe', category: 'Gaming', brand: 'Sony' }));
    // Cached before the change: the PUT must not leave this answer standing.
    expect(await titles('gizmotron')).toEqual([]);
    const saved = await put([...before.synonyms, ['Gizmotron', 'frobnicator', 'gizmotron']]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { synonyms: string[][] }).synonyms.at(-1)).toEqual([
      'gizmotron',
      'frobnicator',
    ]);
    expect(await titles('gizmotron')).toEqual(['Frobnicator Deluxe']);
    // A typo of a synonym finds it too.
    expect(await titles('gizmotrn')).toEqual(['Frobnicator Deluxe']);
    expect((await put(before.synonyms)).statusCode).toBe(200);
    expect(await titles('gizmotron')).toEqual([]);
    // An owner who empties the list has no synonyms, and gets them back as given.
    expect((await put([])).json()).toMatchObject({ synonyms: [] });
    expect(await titles('earbuds')).not.toContain('Galaxy Buds2 Pro');
    expect((await put(before.synonyms)).json()).toMatchObject({ synonyms: before.synonyms });
    expect(await titles('earbuds')).toContain('Galaxy Buds2 Pro');
  });

  it('takes saves that arrive together one after another, each answered 200', async () => {
    const before = (
      await apiCall(ctx, { user: admin, method: 'GET', url: '/admin/synonyms' })
    ).json() as { synonyms: string[][] };
    // Two admins saving at once both replaced the rows from 1: the second insert collided
    // with the first's and answered 409 (found by the OpenAPI fuzz run).
    const lists = Array.from({ length: 6 }, (_, i) => [
      [`alpha${i}`, `beta${i}`],
      [`gamma${i}`, `delta${i}`],
    ]);
    const answers = await Promise.all(lists.map((list) => put(list)));
    expect(answers.map((res) => res.statusCode)).toEqual(lists.map(() => 200));
    const after = (
      await apiCall(ctx, { user: admin, method: 'GET', url: '/admin/synonyms' })
    ).json() as { synonyms: string[][] };
    expect(lists).toContainEqual(after.synonyms);
    expect((await put(before.synonyms)).statusCode).toBe(200);
  });
});
