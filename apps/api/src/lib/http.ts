import type { FastifyRequest } from 'fastify';
import type { Image } from '@electro/shared';
import type { Config } from '../config';
import type { ImageStore } from './images';

/**
 * Where images are served when that does not depend on the request: IMAGE_BASE_URL (a CDN),
 * else the bucket's own URL; null when this API serves them at its own /uploads.
 */
export function fixedImageOrigin(
  config: Pick<Config, 'IMAGE_BASE_URL'>,
  images: Pick<ImageStore, 'publicUrl'>,
): string | null {
  const configured = config.IMAGE_BASE_URL ?? images.publicUrl;
  return configured ? configured.replace(/\/+$/, '') : null;
}

/**
 * The origin image URLs are built on (an image is `${origin}/uploads/${key}`): a CDN or the
 * bucket (fixedImageOrigin), else PUBLIC_URL, else the request's own origin. Built per
 * response so the same data works behind any host or port.
 */
export function publicOrigin(request: FastifyRequest): string {
  const { config, images } = request.server;
  const configured = fixedImageOrigin(config, images) ?? config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export function imageOut(key: string, origin: string): Image {
  return { secure_url: `${origin}/uploads/${key}`, public_id: key };
}

export const iso = (date: Date | string): string =>
  date instanceof Date ? date.toISOString() : new Date(date).toISOString();
