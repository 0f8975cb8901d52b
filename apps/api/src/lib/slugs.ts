import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { pgCodes, pgErrorCode } from './errors';
import { slugify } from './slug';

const NUMBERED_CANDIDATES = 20;

/**
 * A slug for `text` that no other row of the table uses: `name`, else `name-2` … `name-20`,
 * else a random suffix. One query on the unique slug index, never a scan.
 */
export async function uniqueSlug(
  executor: Executor,
  options: { table: PgTable; slugColumn: PgColumn; text: string; currentSlug?: string },
): Promise<string> {
  const base = slugify(options.text);
  const candidates = [base];
  for (let n = 2; n <= NUMBERED_CANDIDATES; n += 1) candidates.push(`${base}-${n}`);
  if (options.currentSlug && candidates.includes(options.currentSlug)) return options.currentSlug;
  const rows = await executor
    .select({ slug: options.slugColumn })
    .from(options.table)
    .where(inArray(options.slugColumn, candidates));
  const taken = new Set(rows.map((row) => String(row.slug)));
  const free = candidates.find((candidate) => !taken.has(candidate));
  return free ?? `${base}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The name of the constraint a PostgreSQL error broke (drizzle keeps the driver's on `cause`). */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolationOf = (error: unknown, constraint: string): boolean =>
  pgErrorCode(error) === pgCodes.uniqueViolation && violatedConstraint(error) === constraint;

/**
 * Runs a write that needs a fresh unique slug, trying again when a concurrent write took
 * the same slug between the look-up and the write.
 */
export async function withSlugRetry<T>(options: {
  constraint: string;
  write: (attempt: number) => Promise<T>;
}): Promise<T> {
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await options.write(attempt);
    } catch (error) {
      if (attempt < attempts && isUniqueViolationOf(error, options.constraint)) continue;
      throw error;
    }
  }
}
