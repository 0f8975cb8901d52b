/**
 * Which `Host` a request may name (decision 076). Without PUBLIC_URL, image URLs are built
 * from the request's own origin (lib/http.ts publicOrigin), so a client that sends
 * `Host: evil.example` would be handed, and a shared cache could keep, URLs pointing there.
 *
 * - ALLOWED_HOSTS set: only those names (a name alone allows any port; `name:port` that port).
 * - Else PUBLIC_URL set: no check; URLs come from PUBLIC_URL whatever the Host.
 * - Else a laptop (NODE_ENV not production and HOST a loopback address): no check, as before.
 * - Else listening on loopback only (`npm start` on localhost): the loopback names.
 * - Else (production beyond localhost with neither setting): the store refuses to start.
 */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'] as const;

export const allowedHostsMessages = {
  refused: 'This store does not answer for that host name.',
  required:
    'set PUBLIC_URL (the address the store is reached at) or ALLOWED_HOSTS (the host names ' +
    'clients use, comma-separated) when the store runs in production or listens beyond ' +
    'localhost: image URLs would otherwise be built from whatever Host header a client sends',
} as const;

/** `localhost`, `127.x.y.z`, `::1` (bracketed or not). */
export function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** One name or `name:port`, lower case; IPv6 in brackets when it has a port. */
const HOST_ENTRY =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[?[0-9a-f:.]+\]?)(?::\d{1,5})?$/;

/** ALLOWED_HOSTS as written: a comma-separated list; an error message for a bad entry. */
export function parseAllowedHosts(raw: string): string[] | { error: string } {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = entries.find((entry) => !HOST_ENTRY.test(entry));
  if (bad !== undefined) return { error: `"${bad}" is not a host name or host:port` };
  return entries;
}

export type HostSettings = {
  NODE_ENV: string;
  HOST: string;
  PUBLIC_URL?: string;
  ALLOWED_HOSTS?: string[];
};

/** The hosts a request may name, null for any; throws when production needs a setting. */
export function allowedHostsFor(config: HostSettings): readonly string[] | null {
  if (config.ALLOWED_HOSTS && config.ALLOWED_HOSTS.length > 0) return config.ALLOWED_HOSTS;
  if (config.PUBLIC_URL) return null;
  const loopback = isLoopback(config.HOST);
  if (config.NODE_ENV !== 'production' && loopback) return null;
  if (loopback) return LOOPBACK_HOSTS;
  throw new Error(allowedHostsMessages.required);
}

/** Strips the port of a Host value: `shop.example:8080` → `shop.example`, `[::1]:3000` → `::1`. */
function hostName(host: string): string {
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  if (bracketed) return bracketed[1] ?? '';
  const colon = host.indexOf(':');
  // A bare IPv6 address has several colons and no port.
  return colon === -1 || host.indexOf(':', colon + 1) !== -1 ? host : host.slice(0, colon);
}

export function isAllowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  const name = hostName(value);
  return allowed.some((entry) => {
    const entryName = hostName(entry);
    // An entry with a port allows that port only; a bare name, any port.
    return entryName === entry ? name === entryName : value === entry;
  });
}
