import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { allowedHostsFor, parseAllowedHosts } from './lib/allowed-hosts';
import { parseTrustProxy, type TrustProxy } from './lib/proxy-trust';
import { isCurrencyCode, isTimeZone } from './lib/shop-locale';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database and uploaded images live. */
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  /** postgres://… to run on a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for a database connection before it is answered 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Longest SQL statement before the server cancels it (503). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * The public origin used in image URLs, robots.txt and the sitemap; by default the request's
   * own origin.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Addresses per sitemap file: the protocol's limit; tests set a small one to see the split. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /**
   * Host names the store answers for (`shop.example,www.shop.example`; `name:port` for one
   * port); another Host is answered 400. Unset: see lib/allowed-hosts.ts (decision 076).
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const parsed = parseAllowedHosts(raw);
      if (!Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Signing key for tokens. Unset: a random key is kept in DATA_DIR (one machine only). */
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests a minute from one address; 0 turns the limit off. Never below 1000 otherwise. */
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || n >= 1000, 'must be 0 (off) or at least 1000')
    .default(3000),
  /**
   * redis://… to count the per-address request limit in Redis, shared by every API process
   * that names the same server; unset, each process counts on its own.
   */
  REDIS_URL: z.string().url().optional(),
  /** Failed logins in a row for one account from one address before that pair waits (429). */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_BLOCK_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Failed logins from one address, over every account, before the address waits (429). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Accounts created from one address in an hour before it waits (429); 0 turns it off. */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /** Password hashes computed at once; more wait, as long as PASSWORD_HASH_MAX_WAIT_MS allows. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * A login or registration expected to wait longer than this for its hash (from the measured
   * length of a hash and the number waiting) is answered 503 with that wait as Retry-After.
   */
  PASSWORD_HASH_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** The most that may wait for a hash whatever the time (a bound on held requests). */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(1000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /**
   * A body answered before it was read (a 401 for an upload) is read to its end and thrown away
   * for at most this long after the answer, then its connection is cut (decision 073).
   */
  REFUSED_BODY_LINGER_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Largest side of a stored image, in pixels. */
  IMAGE_MAX_SIDE: z.coerce.number().int().min(64).max(4096).default(1200),
  /** Largest image accepted for upload, in pixels (width x height), before decoding it. */
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(24_000_000),
  /**
   * A folder where the demo catalogue's drawn images and their card-size copies are kept, to be
   * read instead of made again the next time the demo is loaded (tests and CI load it many
   * times); unset: made every time.
   */
  DEMO_IMAGE_CACHE: z.string().min(1).optional(),
  /** An S3-compatible bucket to keep images in (every size, written at upload); unset: DATA_DIR. */
  S3_BUCKET: z.string().min(1).optional(),
  /** The bucket service's URL (MinIO, R2, …); unset: Amazon S3 in S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket URLs as endpoint/bucket/key instead of bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * Where image URLs point (a CDN in front of the bucket or of this API): a URL is
   * IMAGE_BASE_URL/uploads/<key>. Unset: the bucket's own URL, or PUBLIC_URL / the request's.
   */
  IMAGE_BASE_URL: z.string().url().optional(),
  /**
   * The embedded database's page cache, in MB (its largest share of memory, kept for the
   * process's life; docs/DEPLOY.md, Memory). Unset: PostgreSQL's own default (128 MB).
   */
  EMBEDDED_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).optional(),
  /**
   * Most the embedded database's write-ahead log (DATA_DIR/pgdata/pg_wal) may hold, in MB: it
   * checkpoints when the log passes half of it (decision 071).
   */
  EMBEDDED_WAL_MAX_MB: z.coerce.number().int().min(128).max(65_536).default(256),
  /**
   * Free space kept on DATA_DIR's disk, in MB: below it, writes are answered 503 with
   * Retry-After (reads are served) so the database never meets a full disk; 0 turns it off.
   */
  DISK_RESERVE_MB: z.coerce.number().int().min(0).default(64),
  /**
   * Seconds the main thread may stay blocked (a database call that never returns) before the
   * process is ended (SIGKILL) for its supervisor to restart it; 0 turns the watchdog off.
   */
  WATCHDOG_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** How long public catalogue reads are kept in memory; 0 turns the cache off. */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Most memory the public cache may hold, in bytes of the answers it keeps. */
  PUBLIC_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /**
   * API processes on this machine (Node's cluster): a number, or `auto` for one per core. More
   * than one needs DATABASE_URL: the embedded database is opened by one process only.
   */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(256)])
    .default(1)
    .transform((value) => (value === 'auto' ? os.availableParallelism() : value)),
  /** On SIGTERM or SIGINT, how long requests in flight may take before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** The built storefront; served at / when it exists. */
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /**
   * Which proxies may say who the client is (X-Forwarded-For): `false`, a hop count, or their
   * addresses/CIDRs, comma-separated (decision 069). `true` is refused: any client could name
   * its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if (typeof parsed === 'object' && !Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Longest a request may take to arrive, headers and body, before it is answered 408: a 5 MB
   * upload at 140 kbit/s (decision 070).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /** Longest a request's headers may take to arrive (408); cut to REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /**
   * Open connections from one address; beyond it a new one is closed at once. 0 turns the
   * bound off. Trusted proxies' connections are not counted (the proxy bounds its clients).
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(100),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  /**
   * The shop's currency, an ISO 4217 code (`USD`, `EUR`, `EGP`): the one every amount is in
   * and every screen, CSV and mail names. Amounts are stored as plain numbers and never
   * converted (decision 081).
   */
  CURRENCY: z
    .string()
    .transform((raw) => raw.trim().toUpperCase())
    .refine(isCurrencyCode, 'must be an ISO 4217 currency code, such as USD or EUR')
    .default('USD'),
  /** The shop's time zone (IANA, `Africa/Cairo`): the times of the orders CSV are written in it. */
  SHOP_TIME_ZONE: z
    .string()
    .transform((raw) => raw.trim())
    .refine(isTimeZone, 'must be an IANA time zone name, such as UTC or Europe/Paris')
    .default('UTC'),
  /**
   * The mail server the store sends through: `smtp://user:pass@host:587` (STARTTLS) or
   * `smtps://user:pass@host:465`. Unset: messages are kept in the outbox, unsent, and the
   * admin's Mailbox shows them (decision 093). Never logged: it holds the password.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine(
      (raw) => raw.startsWith('smtp://') || raw.startsWith('smtps://'),
      'must start with smtp:// or smtps://',
    )
    .optional(),
  /** The sender of every message, `Name <address>`; its domain names the Message-IDs. */
  MAIL_FROM: z
    .string()
    .trim()
    .refine((raw) => /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(raw), {
      message: 'must be an address, or a name and an address: Electro <shop@example.com>',
    })
    .default('Electro <no-reply@localhost>'),
  /** Who is told of each new order, comma-separated addresses. Unset: every admin. */
  ORDER_ALERT_EMAIL: z
    .string()
    .refine(
      (raw) => raw.split(',').every((address) => /^[^<>@\s]+@[^<>@\s]+$/.test(address.trim())),
      'must be one or more addresses, comma-separated',
    )
    .optional(),
  /** How long the sender keeps trying a message the mail server refuses or cannot take. */
  MAIL_RETRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /** How often the sender looks for queued mail (it also looks at once after a message is queued). */
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  /** The first retry's wait; each later one waits twice as long, at most an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /**
   * How long a sender may hold a message it is sending: a process killed mid-send leaves it
   * to another (or to itself, restarted) after this. Longer than any one SMTP conversation.
   */
  MAIL_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the settings once; a bad value stops the process with the list of bad keys. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid settings:\n${problems}`);
  }
  // In production the Host header must not decide image URLs (decision 076).
  try {
    allowedHostsFor(result.data);
  } catch (error) {
    throw new Error(`Invalid settings:\n  ALLOWED_HOSTS: ${(error as Error).message}`);
  }
  return result.data;
}

/** Settings for tests and tools: the defaults, with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    ARGON2_MEMORY_KIB: 1024,
    // Tests write rows directly as well as through the API; plugins/public-cache.test.ts
    // turns the cache on where it is the subject.
    PUBLIC_CACHE_TTL_MS: 0,
    ...overrides,
  };
}
