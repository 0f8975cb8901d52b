import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError, isDatabaseUnavailable, notFound } from '../errors';
import { findOrder, type OrderRecord } from './order-records';

/**
 * `Idempotency-Key` on the requests that create an order (contract v1.1). The same key from the
 * same user within 24 hours answers the order the first request created and changes nothing;
 * the key is claimed by a row inserted in the transaction that creates the order, so a
 * concurrent duplicate waits on the row's primary key and, once the first commits, reads its
 * order (once it rolls back, the duplicate goes on as the first). Decision 049.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many expired rows go per keyed request: enough to outpace the new ones. */
const SWEEP_BATCH = 100;

export const idempotencyMessages = {
  reused:
    'This Idempotency-Key was already used for a different request. ' +
    'Send a new key for a new order.',
} as const;

export type IdempotentRequest = {
  userId: string;
  key: string;
  /** What the request asks for; a reuse of the key must ask for the same (see fingerprintOf). */
  fingerprint: string;
};

export type KeyClaim = { kind: 'claimed' } | { kind: 'replay'; orderId: string };

/** JSON with object keys sorted, so the same request always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A hash of the operation and what it was asked (the cart, the body). */
export function fingerprintOf(operation: string, request: unknown): string {
  return createHash('sha256').update(canonical({ operation, request })).digest('hex');
}

/**
 * Claims the key for this request inside `tx`, or finds the order a first request with it
 * created. An expired row is taken over as if it were absent. A key reused for something else
 * is a 409.
 */
export async function claimKey(
  tx: Transaction,
  request: IdempotentRequest,
  now: Date,
): Promise<KeyClaim> {
  const t = idempotencyKeys;
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  // A row deleted as expired between the insert and the read is simply claimed again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [claimed] = await tx
      .insert(t)
      .values({ ...request, orderId: null, expiresAt })
      .onConflictDoUpdate({
        target: [t.userId, t.key],
        set: { fingerprint: request.fingerprint, orderId: null, expiresAt },
        setWhere: lte(t.expiresAt, now),
      })
      .returning({ key: t.key });
    if (claimed) return { kind: 'claimed' };
    // The first request committed (this insert waited for it): its row is now visible.
    const [first] = await tx
      .select({ fingerprint: t.fingerprint, orderId: t.orderId })
      .from(t)
      .where(and(eq(t.userId, request.userId), eq(t.key, request.key)))
      .limit(1);
    if (!first) continue;
    if (first.fingerprint !== request.fingerprint) {
      throw new AppError('CONFLICT', idempotencyMessages.reused);
    }
    if (!first.orderId) throw new Error('an idempotency key committed without its order');
    return { kind: 'replay', orderId: first.orderId };
  }
  throw new Error('the idempotency key could not be claimed');
}

/** Links the claimed key to the order the request created, in the same transaction. */
export async function recordKeyOrder(
  tx: Transaction,
  request: Pick<IdempotentRequest, 'userId' | 'key'>,
  orderId: string,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ orderId })
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

/**
 * Deletes up to `limit` expired rows and returns how many went. Rows another request holds are
 * skipped (it is claiming or sweeping them), so concurrent sweeps neither wait nor deadlock.
 */
export async function deleteExpiredKeys(
  db: Database,
  now: Date,
  limit = SWEEP_BATCH,
): Promise<number> {
  const t = idempotencyKeys;
  const expired = db
    .select({ userId: t.userId, key: t.key })
    .from(t)
    .where(lte(t.expiresAt, now))
    .orderBy(asc(t.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const gone = await db
    .delete(t)
    .where(inArray(sql`(${t.userId}, ${t.key})`, expired))
    .returning({ key: t.key });
  return gone.length;
}

/** Thrown to end the look-up's transaction without keeping what its claim wrote. */
class LookupDone extends Error {}

/** How long the look-up waits for a first transaction the server has not finished yet. */
const LOOKUP_LOCK_TIMEOUT = '2s';
/** Look-ups tried after a lost connection, and the pause before the second (a restart). */
const LOOKUP_ATTEMPTS = 2;
const LOOKUP_PAUSE_MS = 300;

/**
 * The order a keyed request's own transaction created, when that transaction committed though
 * its connection failed (the COMMIT was sent and its answer lost): undefined when it did not.
 * The look-up claims the key as a new request would and always rolls back: a transaction the
 * server is still finishing holds the key's row, so the claim waits for its outcome instead of
 * missing a commit that lands a moment later (bounded by a lock timeout).
 */
export async function committedOrder(
  db: Database,
  request: IdempotentRequest,
  now: Date,
): Promise<string | undefined> {
  let orderId: string | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${LOOKUP_LOCK_TIMEOUT}'`));
      const claim = await claimKey(tx, request, now);
      if (claim.kind === 'replay') orderId = claim.orderId;
      throw new LookupDone();
    });
  } catch (error) {
    if (!(error instanceof LookupDone)) throw error;
  }
  return orderId;
}

/**
 * Runs `create` (which makes an order in `tx` and returns its id) at most once per key: with a
 * key, a replay answers the first order's id instead. Expired keys are swept before, so the
 * table stays the size of one day's keyed orders without a timer.
 *
 * When the connection fails during the transaction, a keyed request looks its key up before
 * answering 503: a COMMIT the server received and applied, whose answer was lost with the
 * connection, made the order, and the client is answered that order rather than "try again".
 */
export async function createOnce(
  db: Database,
  request: IdempotentRequest | undefined,
  create: (tx: Transaction) => Promise<string>,
  now = new Date(),
): Promise<{ orderId: string; replayed: boolean }> {
  if (request) await deleteExpiredKeys(db, now);
  try {
    return await db.transaction(async (tx) => {
      if (request) {
        const claim = await claimKey(tx, request, now);
        if (claim.kind === 'replay') return { orderId: claim.orderId, replayed: true };
      }
      const orderId = await create(tx);
      if (request) await recordKeyOrder(tx, request, orderId);
      return { orderId, replayed: false };
    });
  } catch (error) {
    if (!request || !isDatabaseUnavailable(error)) throw error;
    for (let attempt = 0; attempt < LOOKUP_ATTEMPTS; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, LOOKUP_PAUSE_MS));
      try {
        const orderId = await committedOrder(db, request, now);
        // This request's transaction made it (a replay would have been answered before).
        if (orderId) return { orderId, replayed: false };
        break;
      } catch {
        // Still away: try once more, then answer the first failure (503).
      }
    }
    throw error;
  }
}

/** A request that creates an order, as checkout and the admin's add-order receive it. */
export type OrderRequest = {
  /** Who asks: the key is theirs (the customer at checkout, the admin in add-order). */
  userId: string;
  idempotencyKey?: string;
  /** Which kind of request, so one key reused across the two is a different request. */
  operation: string;
  /** What it asks for; a reuse of the key must ask for the same. */
  asked: unknown;
};

/**
 * The one way an order is created: `create` runs at most once per key (createOnce) and the
 * order is read back as the answer, the first one's for a repeat (`replayed`).
 */
export async function placeOnce(
  db: Database,
  request: OrderRequest,
  create: (tx: Transaction) => Promise<string>,
): Promise<{ record: OrderRecord; replayed: boolean }> {
  const keyed = request.idempotencyKey
    ? {
        userId: request.userId,
        key: request.idempotencyKey,
        fingerprint: fingerprintOf(request.operation, request.asked),
      }
    : undefined;
  const { orderId, replayed } = await createOnce(db, keyed, create);
  // Written by a transaction that committed just above (or by the first request's).
  const record = await findOrder(db, orderId);
  if (!record) throw notFound('Order');
  return { record, replayed };
}
