import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the store are trusted to say who the client is (X-Forwarded-For,
 * X-Forwarded-Proto), decision 069:
 * - `false`: none; the client is the connection's own address;
 * - a hop count: that many proxies, counted from the store, each appending the address it saw
 *   (the client's address is the one that many entries from the right);
 * - proxy addresses or CIDRs: the entries written by those proxies are skipped from the right,
 *   and the first other address is the client's.
 * `true` (trust every hop) is refused: the left-most entry is whatever the client wrote, so
 * every per-address limit (requests, login guessing, connections) would be the client's choice.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, which Fastify's `trustProxy` accepts in a list. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export const TRUST_PROXY_TRUE_REFUSED =
  'true would trust every hop, so a client could write any address into X-Forwarded-For and ' +
  'escape the per-address limits; set the number of proxies in front of the store (1 behind ' +
  'one load balancer) or their addresses (e.g. 10.0.0.5 or 10.0.0.0/8)';

/** One entry of a list: an address, an address/prefix, or a named range. */
function validEntry(entry: string): boolean {
  if (entry in NAMED_RANGES || isIP(entry) !== 0) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The setting's text as a trust model, or an error message saying what is wrong with it. */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase();
  if (['false', '0', 'no', ''].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return { error: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 64 ? hops : { error: 'a hop count is at most 64' };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length > 0) {
    return {
      error:
        `not a hop count, an address or a CIDR: ${bad.map((b) => JSON.stringify(b)).join(', ')} ` +
        '(false, a number of proxies such as 1, or addresses such as 10.0.0.5,10.1.0.0/16)',
    };
  }
  return entries;
}

/**
 * The setting as Fastify's `trustProxy`. Fastify (since 5.x's security fixes) treats a bare
 * number as "trust nothing", failing closed because a hop count cannot tell a proxy from a
 * client that reaches the store directly; so a hop count is handed over as the function it
 * means: the first `hops` addresses, counted from the store, are proxies. It is the operator's
 * choice, documented in docs/DEPLOY.md: only where nothing but the proxies can reach the store.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** `::ffff:10.0.0.1` (an IPv4 client of a dual-stack socket) as `10.0.0.1`. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Whether a connection from `address` comes from a trusted proxy. With a hop count every direct
 * peer is one (the store cannot tell a proxy from anyone else by address: that is why a list of
 * addresses is the safer setting where they are known).
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (raw) => {
    const address = plainAddress(raw);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
