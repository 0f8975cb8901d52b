import type { FastifyRequest } from 'fastify';
import type { Image } from '@electro/shared';

/** Image URLs are built per response so the same data works behind any host or port. */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export function imageOut(key: string, origin: string): Image {
  return { secure_url: `${origin}/uploads/${key}`, public_id: key };
}

export const iso = (date: Date | string): string =>
  date instanceof Date ? date.toISOString() : new Date(date).toISOString();
