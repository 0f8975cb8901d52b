import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unavailable } from '../lib/errors';

export const DISK_FULL_MESSAGE =
  'The store cannot save changes right now: its disk is nearly full. Please try again later.';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Free bytes for this process on the disk holding `dir`; null when it cannot be read. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const { bavail, bsize } = await statfs(dir);
    return bavail * bsize;
  } catch {
    return null;
  }
}

/**
 * Writes refused with 503 and Retry-After while DATA_DIR's disk has less than DISK_RESERVE_MB
 * free (decision 072). The embedded database meeting a full disk answered one write 500 and then
 * spun for good inside its engine, every request hanging, even once space came back: it must
 * never get there. Reads go on being served; the first write after space is freed succeeds (the
 * disk is asked on every write: one statfs, tens of microseconds). It guards the disk this
 * process writes to: the embedded database's, or the local image store's; with PostgreSQL on
 * a server and images in a bucket nothing here is written, and it stays off.
 */
async function diskReserve(app: FastifyInstance) {
  const { DATA_DIR, DISK_RESERVE_MB, DATABASE_URL, S3_BUCKET } = app.config;
  if (DISK_RESERVE_MB === 0 || (DATABASE_URL && S3_BUCKET)) return;
  const reserve = DISK_RESERVE_MB * 1024 * 1024;
  let refusing = false;
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    const free = await freeBytes(DATA_DIR);
    // Unknown (the folder not made yet): the write goes ahead, as before this guard.
    const short = free !== null && free < reserve;
    if (short !== refusing) {
      refusing = short;
      if (short) {
        request.log.error(
          { freeMb: Math.floor((free ?? 0) / 1048576), reserveMb: DISK_RESERVE_MB },
          'DATA_DIR is below its free-space reserve: writes are refused until space is freed',
        );
      } else {
        request.log.warn('DATA_DIR is above its free-space reserve again: writes accepted');
      }
    }
    if (short) throw unavailable(DISK_FULL_MESSAGE);
  });
}

export default fp(diskReserve, { name: 'disk-reserve', dependencies: ['config'] });
