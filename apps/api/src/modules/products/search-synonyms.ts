import { asc, sql } from 'drizzle-orm';
import type { SynonymsBody } from '@electro/shared';
import type { Executor } from '../../db/client';
import { searchSynonyms } from '../../db/schema/index';

/** The owner's synonym groups, in the order given. */
export async function readSynonyms(executor: Executor): Promise<string[][]> {
  const rows = await executor
    .select({ words: searchSynonyms.words })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.position));
  return rows.map((row) => row.words);
}

/**
 * Replaces every group in one transaction, one save at a time: a search sees the old list or
 * the new one. A word given twice in a group counts once; the table's trigger moves the search
 * text version on, so every API process reads the new list on its next search.
 */
export async function replaceSynonyms(
  executor: Executor,
  synonyms: SynonymsBody['synonyms'],
): Promise<string[][]> {
  const groups = synonyms.map((group) => [...new Set(group)]).filter((group) => group.length > 1);
  await executor.transaction(async (tx) => {
    // Saves that arrive together take turns: each deleted the rows its snapshot saw and then
    // inserted from position 1 over the other's (409, or a deadlock). Reads are not blocked.
    await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
    await tx.delete(searchSynonyms);
    if (groups.length) {
      await tx
        .insert(searchSynonyms)
        .values(groups.map((words, index) => ({ position: index + 1, words })));
    }
  });
  return groups;
}
