/**
 * `npm run seed`: replaces whatever the database holds with the demo catalogue, users, reviews
 * and orders. Reads the same settings as the server (DATA_DIR, DATABASE_URL, …).
 *
 * The embedded database may be opened by one process at a time, so the server must be stopped
 * while this runs on the same DATA_DIR. `--force` skips the check for a running server.
 */
import path from 'node:path';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type DatabaseHandle } from '../client';
import { configuredImageStore } from '../../lib/image-store-s3';
import { createPasswordHasher } from '../../lib/passwords';
import { reloadDemo } from './seed';
import { USERS } from '@electro/demo-catalogue';

const STOP_THE_SERVER =
  'The embedded database can be used by one process at a time: stop the Electro server that uses this data folder, then run `npm run seed` again.';

class CliError extends Error {}

/** Whether something answers on the server's port: most likely the server, holding the database. */
async function serverAnswers(config: Config): Promise<boolean> {
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  try {
    await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}/api/v1/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return true;
  } catch {
    return false;
  }
}

async function open(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    try {
      const handle = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        poolMax: config.DB_POOL_MAX,
      });
      await handle.migrate();
      return handle;
    } catch (error) {
      throw new CliError(
        `Could not open the PostgreSQL database of DATABASE_URL: ${reason(error)}. Check that the server is up and the URL, user and password are right.`,
      );
    }
  }
  const folder = path.join(config.DATA_DIR, 'pgdata');
  try {
    const handle = await openDatabase({ dataDir: config.DATA_DIR });
    await handle.migrate();
    return handle;
  } catch (error) {
    throw new CliError(
      `Could not open the embedded database in ${folder}: ${reason(error)}.\nIs the Electro server running on this data folder? ${STOP_THE_SERVER}`,
    );
  }
}

/** The innermost message: drivers wrap the useful one (ECONNREFUSED, …) in a generic error. */
function reason(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message || current.name : String(error);
}

async function main() {
  const config = loadConfig();
  const where = config.DATABASE_URL
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${config.DATA_DIR}`;
  console.info(`Electro demo data: reloading ${where}.`);
  if (!config.DATABASE_URL && !process.argv.includes('--force') && (await serverAnswers(config))) {
    throw new CliError(
      `Something answers on port ${config.PORT}: is the Electro server running? ${STOP_THE_SERVER}\n(If that port belongs to another program, run \`npm run seed -- --force\`.)`,
    );
  }
  const handle = await open(config);
  // Where the server keeps images: the bucket when S3_BUCKET is set, else DATA_DIR/uploads.
  const images = configuredImageStore(config);
  try {
    const summary = await reloadDemo({
      db: handle.db,
      images: images.store,
      passwords: createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB }),
      log: console,
      imageCache: config.DEMO_IMAGE_CACHE,
    });
    console.info(
      [
        '',
        `Done in ${summary.seconds} s:`,
        `  ${summary.categories} categories, ${summary.brands} brands, ${summary.products} products, ${summary.images} images`,
        `  ${summary.users} users, ${summary.reviews} reviews, ${summary.orders} orders`,
        '',
        'Demo accounts:',
        ...USERS.filter((user) => user.key === 'admin' || user.key === 'customer').map(
          (user) =>
            `  ${user.role === 'admin' ? 'admin   ' : 'customer'}  ${user.email} / ${user.password}`,
        ),
      ].join('\n'),
    );
  } finally {
    images.close();
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exit(1);
  },
);
