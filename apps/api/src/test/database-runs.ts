/**
 * CI runs the API tests twice: on the embedded database, then (in `npm test`) on a PostgreSQL
 * server. Most files open the database the harness picks, so both runs test something. These do
 * not, and CI runs each of them once, to keep its run under 12 minutes:
 *
 * - DATABASE_AGNOSTIC: what they test does not depend on the database under the app (sockets,
 *   headers, compression, the OpenAPI document, the compiled server's signals, S3), or it is a
 *   feature's rules over plain reads and writes, one request at a time (decision 112); CI's
 *   embedded stage leaves them to the PostgreSQL run (`API_TESTS_ONCE=agnostic`).
 * - EMBEDDED_ALWAYS: they open the embedded database whatever TEST_DATABASE_URL says; the
 *   PostgreSQL run leaves them to the embedded stage (`API_TESTS_ONCE=embedded`).
 *
 * Without API_TESTS_ONCE (the README's `npm test`, a developer's run) every file runs.
 * database-runs.test.ts checks that every name here is a test file.
 */
export const DATABASE_AGNOSTIC = [
  'src/server.test.ts',
  'src/openapi.test.ts',
  'src/lib/image-store-s3.test.ts',
  'src/lib/watchdog.test.ts',
  'src/lib/proxy-trust.test.ts',
  'src/lib/copy-uploads-to-bucket.test.ts',
  'src/lib/inline-scripts.test.ts',
  'src/lib/bounded-queue.test.ts',
  'src/plugins/connection-limits.test.ts',
  'src/plugins/connection-close.test.ts',
  'src/plugins/allowed-hosts.test.ts',
  'src/plugins/external/compress.test.ts',
  'src/modules/mail/messages/outside-vitest.test.ts',
  // Its store runs on the embedded database in either run (startStore is given no server), and
  // its PostgreSQL cluster needs TEST_DATABASE_URL: the PostgreSQL run covers both.
  'src/cluster.test.ts',
  // The HTTP surface over plain reads and writes, the same SQL on either database: headers,
  // CORS, compression, body and request limits (in process or in Redis), the storefront's files
  // and real addresses, and the settings read from the environment.
  'src/app.test.ts',
  'src/plugins/external/rate-limit.test.ts',
  'src/modules/settings/settings.test.ts',
  // The queue in front of password hashing: its bounds and waits, whatever stores the users.
  'src/modules/auth/password-hashing-load.test.ts',
  // Features over plain reads and writes, one request at a time, the same SQL on either database
  // (decision 112): their rules, messages and access. What stays on both: requests at once
  // (the login guard's and reviews' counts, the admin's repeated order), transactions and locks
  // (checkout, idempotency, the mail outbox and its sender), migrations and the seed, the
  // catalogue's triggers, versions and caches, search, and the drivers themselves (db/).
  'src/api-docs.test.ts',
  'src/lib/thumbnails.test.ts',
  'src/plugins/not-found.test.ts',
  'src/plugins/app/private-answers.test.ts',
  'src/modules/admin/admin-customers.test.ts',
  'src/modules/auth/email-addresses.test.ts',
  'src/modules/auth/password-reset.test.ts',
  'src/modules/contact/contact.test.ts',
  'src/modules/orders/orders-export.test.ts',
  'src/modules/pages/pages.test.ts',
  'src/modules/products/products-admin-list.test.ts',
  'src/modules/products/products-create.test.ts',
  'src/modules/products/products-update.test.ts',
  'src/modules/seo/seo.test.ts',
  'src/modules/seo/seo-pages.test.ts',
  'src/modules/seo/seo-rendered-lists.test.ts',
  'src/modules/taxonomies/taxonomies.test.ts',
  'src/modules/users/users.test.ts',
  'src/modules/wishlist/wishlist.test.ts',
  // Plain functions: no app, no database.
  'src/lib/catalogue/catalogue-version.test.ts',
  'src/lib/csv/send-csv.test.ts',
  'src/db/seed/demo-image-cache.test.ts',
  'src/modules/mail/mail-settings.test.ts',
  'src/modules/mail/messages/messages.test.ts',
  'src/modules/products/first-kept.test.ts',
  'src/modules/products/scratch.test.ts',
  'src/modules/products/search-titles.test.ts',
  'src/modules/products/close-lexemes.test.ts',
  'src/modules/products/packed-words.test.ts',
];

export const EMBEDDED_ALWAYS = ['src/db/embedded-wal.test.ts', 'src/modules/health/health.test.ts'];

/** The files a run leaves out for API_TESTS_ONCE. */
export function leftOut(once: string | undefined): string[] {
  if (once === 'agnostic') return DATABASE_AGNOSTIC;
  if (once === 'embedded') return EMBEDDED_ALWAYS;
  if (once) throw new Error(`API_TESTS_ONCE is "agnostic", "embedded" or unset, not "${once}"`);
  return [];
}
