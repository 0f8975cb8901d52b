/**
 * An `Idempotency-Key` (docs/API.md): 128 random bits in hex. Not crypto.randomUUID: browsers
 * offer it only on https and localhost, and the store is also opened over plain http from a
 * phone on the local network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
