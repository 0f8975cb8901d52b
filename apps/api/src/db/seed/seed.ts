import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import type { ImageStore } from '../../lib/images';
import type { PasswordHasher } from '../../lib/passwords';

export type SeedContext = {
  db: Database;
  images: ImageStore;
  passwords: PasswordHasher;
  log: FastifyBaseLogger | Pick<Console, 'info' | 'warn'>;
};

/** Loads the demo catalogue into an empty database. Filled in by the demo-catalogue work. */
export async function seedIfEmpty(_context: SeedContext): Promise<boolean> {
  return false;
}
