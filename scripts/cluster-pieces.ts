/**
 * The standard pieces of a store that runs as several processes, started on this machine from
 * Debian's packages for `npm run cluster`, the multi-process tests and `npm run bench:cluster`:
 * a PostgreSQL server, Redis, API processes and HAProxy in front of them. Each start returns a
 * `stop` that ends what it started and removes its temporary folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './store-process';

export type Stoppable = { stop: () => Promise<void> };

/** Debian packages providing each program, installed when missing and this process is root. */
const PACKAGES = {
  postgres: { check: () => postgresBin() !== null, apt: 'postgresql' },
  redis: { check: () => existsSync('/usr/bin/redis-server'), apt: 'redis-server' },
  haproxy: { check: () => existsSync('/usr/sbin/haproxy'), apt: 'haproxy' },
} as const;

export type Piece = keyof typeof PACKAGES;

/**
 * Installs the Debian packages of the pieces that are missing (apt-get, as root); without root
 * it says which command would.
 */
export function ensureInstalled(pieces: Piece[], log: (line: string) => void = console.log) {
  const missing = pieces.filter((piece) => !PACKAGES[piece].check());
  if (missing.length === 0) return;
  const names = missing.map((piece) => PACKAGES[piece].apt);
  if (process.getuid?.() !== 0) {
    throw new Error(`missing ${names.join(', ')}: run sudo apt-get install -y ${names.join(' ')}`);
  }
  log(`Installing ${names.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run(['install', '-y', '-qq', ...names]).status !== 0) {
    if (run(['update', '-qq']).status !== 0 || run(['install', '-y', '-qq', ...names]).status) {
      throw new Error(`apt-get could not install ${names.join(', ')}`);
    }
  }
}

/** The newest installed PostgreSQL's bin folder (Debian keeps it off PATH). */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port: number, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) {
      throw new Error(`the process for port ${port} exited with code ${child.exitCode}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', waitMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), waitMs);
  return exited.finally(() => clearTimeout(timer));
}

export type Postgres = Stoppable & { url: string; port: number };

/**
 * A PostgreSQL server in a temporary folder on 127.0.0.1 and a spare port, trusting local
 * connections (nothing but this machine reaches it). As root it runs as the `postgres` user.
 */
export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'electro-cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
  if (asRoot) {
    chmodSync(dir, 0o755);
    spawnSync('chown', ['postgres:postgres', dir]);
  }
  const data = path.join(dir, 'data');
  const init = as(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=300`;
  const start = as(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-l', path.join(dir, 'log'), '-w'].concat(['-o', options, 'start']),
  );
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}`);
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Redis = Stoppable & { url: string; port: number; child: ChildProcess };

/** Redis on a spare loopback port, keeping nothing on disk. */
export async function startRedis(): Promise<Redis> {
  const port = await freePort();
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitForPort(port, 15_000, child);
  return { port, child, url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export type Haproxy = Stoppable & { url: string; port: number };

/**
 * What the API processes behind `startHaproxy` set TRUST_PROXY to: the address HAProxy connects
 * to them from (decision 069). HAProxy replaces X-Forwarded-For with the client's address, so
 * that one hop is all there is to trust; naming its address rather than a hop count keeps a
 * connection that reaches a process some other way from naming its own client.
 */
export const HAPROXY_TRUST_PROXY = '127.0.0.1';

/** Open connections HAProxy accepts from one client address (decision 070). */
export const HAPROXY_CONNECTIONS_PER_CLIENT = 100;

/**
 * HAProxy on `port`, spreading requests over `backends` (round robin), each checked on
 * /api/v1/health every second: a process that stops answering leaves the rotation within
 * about two seconds, and a request whose connection to it fails is sent to another one.
 * It names the client to the processes itself: X-Forwarded-For is replaced with the address
 * the connection came from (whatever the client wrote there is dropped), and it bounds the
 * connections one client address may hold open (the processes do not count HAProxy's).
 */
export async function startHaproxy(options: {
  port: number;
  backends: number[];
  host?: string;
  connectionsPerClient?: number;
}): Promise<Haproxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'electro-cluster-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // A request's headers must arrive within this (HEADERS_TIMEOUT_MS's default); its body is
      // bounded by the processes' REQUEST_TIMEOUT_MS.
      '  timeout http-request 30s',
      '  option redispatch',
      // Only a connection that failed is tried again: a request that reached a process is not
      // sent twice (a checkout must not be placed twice).
      '  retries 2',
      '  retry-on conn-failure',
      'frontend store',
      `  bind ${options.host ?? '127.0.0.1'}:${options.port}`,
      '  stick-table type ip size 100k expire 60s store conn_cur',
      '  tcp-request connection track-sc0 src',
      `  tcp-request connection reject if { sc_conn_cur(0) gt ${
        options.connectionsPerClient ?? HAPROXY_CONNECTIONS_PER_CLIENT
      } }`,
      // Not appended to (option forwardfor): the left-most entry would be the client's own.
      '  http-request set-header X-Forwarded-For %[src]',
      '  http-request set-header X-Forwarded-Proto http',
      '  http-request del-header X-Forwarded-Host',
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /api/v1/health',
      '  http-check expect status 200',
      ...options.backends.map(
        (port, i) => `  server api${i + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 1`,
      ),
      '',
    ].join('\n'),
  );
  const child = spawn('/usr/sbin/haproxy', ['-f', config, '-db'], { stdio: 'ignore' });
  try {
    await waitForPort(options.port, 15_000, child);
  } catch (error) {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
