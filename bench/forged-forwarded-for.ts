/**
 * A forged X-Forwarded-For through the cluster's HAProxy (issue 20, item 1; decision 069): the
 * store behind scripts/cluster-pieces.ts's HAProxy, as `npm run cluster` runs it (TRUST_PROXY
 * naming HAProxy, RATE_LIMIT_PER_MINUTE=3000; on PostgreSQL two processes sharing Redis), gets
 *   - 300 wrong-password logins for one account, each with a new forged X-Forwarded-For;
 *   - 3,300 GETs of /api/v1/categories, each with a new forged X-Forwarded-For.
 * Before the fix both went through (300 x 401, 3,300 x 200); the login guard must answer 429
 * after LOGIN_MAX_FAILURES (5), and the request limit must refuse what is over 3,000 a minute.
 * Run by bench/hostile.ts (`npm run bench:hostile`, or `BENCH_PARTS=forwarded-for` alone).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import {
  HAPROXY_TRUST_PROXY,
  startHaproxy,
  startRedis,
  type Haproxy,
  type Redis,
} from '../scripts/cluster-pieces';
import { freePort, startStore, type StoreProcess } from '../scripts/store-process';
import { createThrowawayDatabase } from '../scripts/throwaway-database';

const LOGINS = 300;
const GETS = 3300;
const RATE_LIMIT = 3000;
const LOGIN_MAX_FAILURES = 5;

/** A request through `agent`; resolves with its status (0 when it failed). */
function send(
  agent: http.Agent,
  url: string,
  init: { method?: string; body?: string; forged: string },
) {
  return new Promise<number>((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: {
          'x-forwarded-for': init.forged,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(init.body);
  });
}

const forged = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} x ${status || 'failed'}`)
    .join(', ');
}

export async function forgedForwardedFor(): Promise<boolean> {
  if (!existsSync('/usr/sbin/haproxy')) {
    console.log(
      '\nForged X-Forwarded-For: skipped, haproxy is not installed (apt-get install haproxy)',
    );
    return true;
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const stores: StoreProcess[] = [];
  let haproxy: Haproxy | null = null;
  let redis: Redis | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  try {
    const env: Record<string, string> = {
      TRUST_PROXY: HAPROXY_TRUST_PROXY,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
      SEED_DEMO: 'false',
      JWT_SECRET: 'a-bench-only-signing-key-of-more-than-32-characters',
    };
    if (serverUrl) {
      const database = await createThrowawayDatabase(serverUrl, 'forged');
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
      if (existsSync('/usr/bin/redis-server')) {
        redis = await startRedis();
        env.REDIS_URL = redis.url;
      }
    }
    // One process migrates first; on PostgreSQL a second joins it on the same database.
    stores.push(await startStore({ env }));
    if (serverUrl && redis) stores.push(await startStore({ env }));
    haproxy = await startHaproxy({
      port: await freePort(),
      backends: stores.map((store) => Number(new URL(store.baseUrl).port)),
    });
    const api = `${haproxy.url}/api/v1`;
    const email = `forged-${Date.now()}@example.test`;
    const registered = await fetch(`${api}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Target',
        email,
        phone: '01012345678',
        address: '1 Nile Street',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);

    const logins: number[] = [];
    for (let i = 0; i < LOGINS; i += 1) {
      const body = JSON.stringify({ email, password: 'Wrongpassword1' });
      logins.push(
        await send(agent, `${api}/auth/login`, { method: 'POST', body, forged: forged(i) }),
      );
    }
    const gets: number[] = [];
    for (let start = 0; start < GETS; start += 16) {
      const batch = Array.from({ length: Math.min(16, GETS - start) }, (_, j) =>
        send(agent, `${api}/categories`, { forged: forged(100_000 + start + j) }),
      );
      gets.push(...(await Promise.all(batch)));
    }
    const loginRefused = logins.filter((status) => status === 429).length;
    const getRefused = gets.filter((status) => status === 429).length;
    // Every login and the registration count toward the request limit too.
    const loginsOk = loginRefused >= LOGINS - LOGIN_MAX_FAILURES;
    const getsOk = getRefused >= GETS - RATE_LIMIT;
    const where = `${stores.length} process${stores.length > 1 ? 'es' : ''} on ${
      serverUrl ? `PostgreSQL${redis ? ' sharing Redis' : ''}` : 'the embedded database'
    }`;
    console.log(`\nForged X-Forwarded-For through the cluster's HAProxy (${where}):`);
    console.log(
      `${loginsOk ? 'PASS' : 'FAIL'}  ${LOGINS} wrong-password logins, each with a new forged ` +
        `header: ${loginRefused} x 429 (${tally(logins)}); at least ${LOGINS - LOGIN_MAX_FAILURES} wanted`,
    );
    console.log(
      `${getsOk ? 'PASS' : 'FAIL'}  ${GETS} GETs, each with a new forged header: ${getRefused} x 429 ` +
        `(${tally(gets)}); at least ${GETS - RATE_LIMIT} wanted at ${RATE_LIMIT} a minute`,
    );
    return loginsOk && getsOk;
  } finally {
    agent.destroy();
    await haproxy?.stop();
    await Promise.all(stores.map((store) => store.stop()));
    await redis?.stop();
    await dropDatabase?.();
  }
}
