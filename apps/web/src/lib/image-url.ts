/** Widths the server keeps smaller copies of images at (apps/api/src/lib/images.ts). */
export type ThumbnailWidth = 200 | 400;

/**
 * A product card's picture: the copy it offers and how wide it is shown. The boot script in
 * index.html preloads the shop's first cards with the same two (app/entry-routes.ts).
 */
export const PRODUCT_CARD_THUMBNAIL = 400 satisfies ThumbnailWidth;
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw';

// /uploads/<folder>/<uuid>.webp, on this origin or the one the API reports (PUBLIC_URL).
const UPLOAD = /^(.*\/uploads\/)([a-z][a-z0-9-]*\/[0-9a-f-]{36}\.webp)$/;

/**
 * The URL of the `width`-wide copy of an uploaded image (/uploads/w400/products/<id>.webp), or
 * undefined when `url` is not one of the store's uploads (a static image, another host's URL).
 */
export function thumbnailUrl(url: string, width: ThumbnailWidth): string | undefined {
  const match = UPLOAD.exec(url);
  return match ? `${match[1]}w${width}/${match[2]}` : undefined;
}
