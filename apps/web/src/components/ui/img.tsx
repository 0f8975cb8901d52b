import type { ImgHTMLAttributes } from 'react';
import { thumbnailUrl } from '@/lib/image-url';
import type { ThumbnailWidth } from '@/lib/image-url';

export type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt'> & {
  src: string;
  /** Required: '' for a decorative image. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** Above the fold (hero, product cover): eager, high fetch priority. */
  priority?: boolean;
  /**
   * For an uploaded image shown small: offers the server's copy this wide beside the original
   * (srcset), so the browser downloads the original only where the layout needs it. `sizes`
   * says how wide the image is shown (default: this width in CSS pixels).
   */
  thumbnail?: ThumbnailWidth;
};

/** An <img> that never shifts the layout and loads lazily unless it is a priority image. */
export function Img({ priority = false, loading, decoding, thumbnail, ...rest }: ImgProps) {
  const small = thumbnail ? thumbnailUrl(rest.src, thumbnail) : undefined;
  const responsive = small
    ? {
        src: small,
        // Originals are at most IMAGE_MAX_SIDE wide (1200 px by default; the demo's 600-800):
        // a hint for the browser's choice, which only needs to know the copy is the small one.
        srcSet: `${small} ${thumbnail}w, ${rest.src} 1200w`,
        sizes: rest.sizes ?? `${thumbnail}px`,
      }
    : {};
  return (
    <img
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding={decoding ?? 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
      {...responsive}
    />
  );
}
