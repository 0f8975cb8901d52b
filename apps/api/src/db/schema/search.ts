import { bigint, boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The owner's synonym groups (GET/PUT /admin/synonyms): a search for any word of a group also
 * matches the others. One row a group, in the order the owner gave them; an entry of a group
 * may be more than one word ("in ear"). Seeded with a default list by its migration only, so an
 * owner's edits (even an empty list) are never put back.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  position: integer('position').primaryKey(),
  words: text('words').array().notNull(),
});

/**
 * One row: a number moved on by every write to the words a search can match (product titles
 * and descriptions, brand and category names, synonyms), by statement triggers (migration
 * 0012). Stock and price writes leave it alone, unlike the catalogue version, so each API
 * process keeps its vocabulary of the catalogue's words until a text really changes.
 */
export const searchTextVersion = pgTable(
  'search_text_version',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check('search_text_version_one', sql`${t.one}`)],
);
